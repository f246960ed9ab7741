import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";
import { noClimbingImports, typeAware } from "../../eslint.shared.mjs";

const config = [
  { ignores: [".next/**", ".next-publishing/**", ".next-hosted/**", "next-env.d.ts", "public/**", "src/content/sanity.types.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...typeAware(tseslint, import.meta.dirname),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // A Sanity `_key` is 12 random characters: as a React key it is written into the component
      // payload of every page and does not compress (2 KB gzip on the longest guide). Server-rendered
      // lists never reorder in the browser, so their position or their anchor is key enough.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='key'] MemberExpression[property.name='_key']",
          message: "Key a list by its position or a readable id, not a Sanity _key (it bloats the component payload; decision 0032).",
        },
      ],
    },
  },
  // No import cycles here: dependency-cruiser's no-circular rule (.dependency-cruiser.cjs, run by
  // `npm run lint` right after ESLint) already refuses them, type-only imports included, which
  // eslint-plugin-import's no-cycle exempts. Running both cost a third of ESLint's rule time.
  noClimbingImports,
  {
    // One import style (docs/decisions/0046-layout-and-imports.md): another folder through the
    // `@/` alias, the same folder with `./`. The exception is a relative path with its `.ts`
    // extension: the modules Node itself loads (scripts/serve.mjs, next.config.ts, bench/), which
    // resolve no alias.
    name: "agency/web-import-style",
    files: ["app/**/*.{ts,tsx}", "src/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!.*\\.tsx?$)",
              message: "Import another folder with the @/ alias (`@/src/…`), not `../` (decision 0046).",
            },
            { regex: "^(\\.\\./){3,}", message: "Import from three folders up or more: use the @/ alias (decision 0046)." },
          ],
        },
      ],
    },
  },
  {
    // Functions stay readable at a glance; longer ones are split into named parts. Blank lines and
    // comments do not count (a well-explained function is not penalised). Test files are left
    // out: a describe() callback is a list of cases, not a function to read top to bottom. The
    // routes and the scripts too, not only src/ (issue 42: no function over 100 lines anywhere).
    name: "agency/function-length",
    files: ["**/*.{ts,tsx,mjs,cjs}"],
    ignores: ["**/*.test.{ts,tsx}", "src/content/sanity.types.ts"],
    rules: { "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
];

export default config;
