// Lint rules every workspace shares; each workspace's eslint.config.mjs spreads these after its own.
// docs/decisions/0023-runtime.md says why each is here.
import importPlugin from "eslint-plugin-import";

/**
 * No import cycles: a cycle makes load order decide what a module sees (an export still
 * undefined at first use), and hides which module owns what. `import type` is exempt: types
 * vanish at compile time, and ports are shared as types.
 */
export const noImportCycles = {
  name: "agency/no-import-cycles",
  files: ["**/*.{ts,tsx,mts,js,mjs}"],
  plugins: { import: importPlugin },
  settings: {
    "import/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
    "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
    "import/resolver": { node: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] } },
    // Packages are never part of a cycle of ours; parsing their bundles only costs time.
    "import/ignore": ["node_modules"],
  },
  rules: {
    "import/no-cycle": ["error", { ignoreExternal: true }],
  },
};

/**
 * Type-aware rules (typescript-eslint's recommendedTypeChecked) for a workspace's TypeScript,
 * through the project service (each file's nearest tsconfig.json). They catch what the syntax
 * alone cannot: a promise nobody awaits, an async function where a callback must not return a
 * promise, `any` leaking through a call. Plain JavaScript files (configs, .mjs scripts) are
 * linted without types.
 */
export function typeAware(tseslint, tsconfigRootDir) {
  return [
    ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ["**/*.{ts,tsx,mts}"] })),
    {
      name: "agency/type-aware",
      files: ["**/*.{ts,tsx,mts}"],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        // Narrowed, each for a reason (docs/decisions/0023-runtime.md):
        // an async function without await is how an adapter or a test double meets a port that
        // returns a promise; the rule reports style, not a bug.
        "@typescript-eslint/require-await": "off",
        // React ignores what an event handler returns; a promise-returning handler is the normal
        // way to run an async action from onClick/onSubmit. Every other void callback still counts.
        "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      },
    },
    {
      name: "agency/type-aware-tests",
      files: ["**/*.test.{ts,tsx}", "**/e2e/**/*.ts", "**/faults/**/*.ts", "**/tests/**/*.ts"],
      rules: {
        // expect(repository.insert) and vi.spyOn pass methods around unbound on purpose.
        "@typescript-eslint/unbound-method": "off",
        // Tests read answers as JSON (`await response.json()` is `any` by design) and assert on
        // them: the assertion is the check. Production code keeps the whole no-unsafe family.
        "@typescript-eslint/no-unsafe-assignment": "off",
        "@typescript-eslint/no-unsafe-member-access": "off",
        "@typescript-eslint/no-unsafe-argument": "off",
        "@typescript-eslint/no-unsafe-return": "off",
      },
    },
  ];
}

/**
 * No import climbs three folders (`../../../x`): a path that long says the two modules live in
 * different rooms, and each workspace has a shorter way to say it (apps/web's `@/` alias, a
 * package name). docs/decisions/0046-layout-and-imports.md.
 */
export const noClimbingImports = {
  name: "agency/no-climbing-imports",
  files: ["**/*.{ts,tsx,mts,js,mjs}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^(\\.\\./){3,}",
            message: "Import from three folders up or more: use the workspace's alias or package name (decision 0046).",
          },
        ],
      },
    ],
  },
};

/**
 * No function over 100 lines (docs/decisions/0046-layout-and-imports.md), in every workspace: blank
 * lines and comments not counted, test files left out (a `describe` callback is a list of cases; so
 * is an end-to-end spec's).
 */
export function functionLength(files) {
  return {
    name: "agency/function-length",
    files,
    ignores: ["**/*.test.{ts,tsx}", "**/*.spec.ts"],
    rules: { "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  };
}
