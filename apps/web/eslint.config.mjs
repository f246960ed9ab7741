import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";
import { noImportCycles, typeAware } from "../../eslint.shared.mjs";

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
  noImportCycles,
];

export default config;
