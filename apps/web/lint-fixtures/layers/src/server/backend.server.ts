/** Fixture (src/server/layers.test.ts): stands for the server's backend. */
export const backend = { mode: "embedded" };
