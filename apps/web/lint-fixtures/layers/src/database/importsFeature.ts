/** Fixture (src/server/layers.test.ts): the database room importing a feature, which the layer rule refuses. */
import { table } from "../leads/store";

export const tables = [table];
