/**
 * Why this file exists: ESLint's import/no-cycle (eslint-plugin-import 2.32) always skips
 * `import type`, and has no option to count it. A type-only circle still ties two modules together
 * (neither can move or be read alone), so the site checks its import graph here as part of
 * `npm run lint`, type-only imports included (docs/decisions/0046-layout-and-imports.md).
 */
module.exports = {
  forbidden: [
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
