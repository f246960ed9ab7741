/** Fixture (src/server/layers.test.ts): a feature's store. */
export const table = "contact_forms";
