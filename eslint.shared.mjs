// Lint rules every workspace shares; each workspace's eslint.config.mjs spreads these after its own.
// docs/decisions/0023-runtime.md says why each is here.
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * No import cycles: a cycle makes load order decide what a module sees (an export still
 * undefined at first use), and hides which module owns what. `import type` is exempt: types
 * vanish at compile time, and ports are shared as types.
 */
export const noImportCycles = {
  name: "agency/no-import-cycles",
  files: ["**/*.{ts,tsx,mts,js,mjs}"],
  plugins: { "import-x": importX },
  settings: {
    "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
    "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] })],
  },
  rules: {
    "import-x/no-cycle": ["error", { ignoreExternal: true }],
  },
};
