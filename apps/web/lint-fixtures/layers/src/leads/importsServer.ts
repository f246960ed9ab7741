/** Fixture (src/server/layers.test.ts): a feature that imports src/server/, which the layer rule refuses. */
import { backend } from "../server/backend.server";

export const mode = backend.mode;
