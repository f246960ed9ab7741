/**
 * The drawing is the house (docs/decisions/0056-server-on-top.md): the layer rule of the import-graph
 * check refuses a feature importing src/server/ and the database importing a feature (shown on the
 * fixtures of lint-fixtures/layers), every top-level room of src/ sits in one tier of rooms.cjs, and
 * docs/architecture.md shows the drawing made from those tiers.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const webDir = path.resolve(import.meta.dirname, "../..");
const rooms = require(path.join(webDir, "rooms.cjs")) as {
  tiers: { name: string; rooms: string[] }[];
  tierOf(room: string): number;
  drawing(): string;
};

async function cruise(target: string): Promise<{ code: number; output: string }> {
  const bin = path.resolve(webDir, "../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [bin, "--config", ".dependency-cruiser.cjs", target], { cwd: webDir });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe("the rooms of apps/web/src", () => {
  it("refuses a feature that imports src/server/ and a database module that imports a feature", async () => {
    const { code, output } = await cruise("lint-fixtures/layers");
    expect(code).not.toBe(0);
    expect(output).toContain(
      "server-on-top: lint-fixtures/layers/src/leads/importsServer.ts → lint-fixtures/layers/src/server/backend.server.ts",
    );
    expect(output).toContain(
      "database-below-features: lint-fixtures/layers/src/database/importsFeature.ts → lint-fixtures/layers/src/leads/store.ts",
    );
    expect(output).toContain("2 dependency violations");
  }, 120_000);

  it("places every top-level folder and module of src/ in exactly one tier", () => {
    const entries = readdirSync(path.join(webDir, "src")).filter((name) => !/\.test\.tsx?$/.test(name));
    const placed = rooms.tiers.flatMap((tier) => tier.rooms);
    expect(entries.filter((name) => rooms.tierOf(name) === -1)).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.filter((room) => !entries.includes(room))).toEqual([]);
  });

  it("is drawn in docs/architecture.md as rooms.cjs lists it", () => {
    const architecture = readFileSync(path.resolve(webDir, "../../docs/architecture.md"), "utf8");
    expect(architecture).toContain("```\n" + rooms.drawing() + "\n```");
  });
});
