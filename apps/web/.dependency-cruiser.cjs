/**
 * Why this file exists: ESLint's import/no-cycle (eslint-plugin-import 2.32) always skips
 * `import type`, and has no option to count it. A type-only circle still ties two modules together
 * (neither can move or be read alone), so the site checks its import graph here as part of
 * `npm run lint`, type-only imports included (docs/decisions/0046-layout-and-imports.md).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads its configuration as CommonJS, and the tiers are shared with scripts/room-arrows.mjs
const { roomsAbove } = require("./rooms.cjs");

// The rooms' layer rule (docs/decisions/0056-server-on-top.md; the tiers are rooms.cjs): the server
// sits on top, so no room of src/ imports it (app/ and the scripts do); the database sits below
// every feature (and every room above it). A test file may open the assembled server to test its
// feature on a real database.
const ABOVE_DATABASE = `(^|/)src/(${roomsAbove("database").join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "server-on-top",
      severity: "error",
      comment:
        "A room of src/ imports src/server/: declare what the feature needs in its own backend.ts and read it from its slot (src/platform/slot.ts); the server fills it.",
      from: { path: "(^|/)src/", pathNot: ["(^|/)src/server/", "\\.test\\.tsx?$"] },
      to: { path: "(^|/)src/server/" },
    },
    {
      name: "database-below-features",
      severity: "error",
      comment:
        "src/database/ imports a feature (or a room above it): the database room knows no feature; move the shared part down into it.",
      from: { path: "(^|/)src/database/" },
      to: { path: ABOVE_DATABASE },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle, type-only imports included: move the shared part down so arrows point one way.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|public)/" },
    // Count `import type` and type-only re-exports as edges (the point of this check).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] },
  },
};
