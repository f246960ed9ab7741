// Counts the arrows running back up between the top-level rooms of src/ (docs/decisions/0056-server-on-top.md):
// an arrow is one room importing another (however many files do it); it runs back up when the room
// imported sits in a higher tier of rooms.cjs. Prints every such arrow with the imports behind it,
// and the total; fails above the limit (--max, 6 by default) or when a room of src/ is in no tier.
// Run by `npm run lint` (apps/web), so CI prints it on every run. Test files are left out (rooms.cjs).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { roomOf, tierOf, tiers } = require("../rooms.cjs");

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const maxIndex = process.argv.indexOf("--max");
const max = maxIndex === -1 ? 6 : Number(process.argv[maxIndex + 1]);

/** The import graph of src/ as dependency-cruiser sees it (type-only imports included). */
function importGraph() {
  // The package exports only its API: its command is found beside it (src/main/index.mjs -> bin/).
  const bin = fileURLToPath(new URL("../../bin/dependency-cruiser.mjs", import.meta.resolve("dependency-cruiser")));
  const output = execFileSync(process.execPath, [bin, "--config", ".dependency-cruiser.cjs", "--output-type", "json", "src"], {
    cwd: webDir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output).modules;
}

/** Every room-to-room arrow of non-test files, with the file imports behind it. */
export function roomArrows(modules) {
  const arrows = new Map();
  for (const entry of modules) {
    if (/\.test\.tsx?$/.test(entry.source)) continue;
    const from = roomOf(entry.source);
    if (!from) continue;
    for (const dependency of entry.dependencies) {
      const to = roomOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!arrows.has(key)) arrows.set(key, { from, to, imports: [] });
      arrows.get(key).imports.push(`${entry.source} -> ${dependency.resolved}`);
    }
  }
  return [...arrows.values()];
}

const modules = importGraph();
const rooms = new Set(
  modules
    .filter((entry) => !/\.test\.tsx?$/.test(entry.source))
    .map((entry) => roomOf(entry.source))
    .filter(Boolean),
);
const unplaced = [...rooms].filter((room) => tierOf(room) === -1);
const arrows = roomArrows(modules);
// A room in no tier is reported below, not counted.
const backUp = arrows.filter((arrow) => tierOf(arrow.from) !== -1 && tierOf(arrow.to) !== -1 && tierOf(arrow.to) < tierOf(arrow.from));

console.log(`Rooms of apps/web/src in ${tiers.length} tiers; ${arrows.length} arrows between rooms.`);
for (const arrow of backUp) {
  console.log(`  ↑ ${arrow.from} (${tiers[tierOf(arrow.from)].name}) -> ${arrow.to} (${tiers[tierOf(arrow.to)].name})`);
  for (const line of arrow.imports) console.log(`      ${line}`);
}
console.log(`Arrows running back up: ${backUp.length} (at most ${max}).`);
if (unplaced.length > 0) console.error(`Rooms in no tier of rooms.cjs: ${unplaced.join(", ")}`);
if (unplaced.length > 0 || backUp.length > max) process.exit(1);
