import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { noImportCycles } from "../../eslint.shared.mjs";

const config = [
  { ignores: [".next/**", ".next-publishing/**", "next-env.d.ts", "public/**", "src/content/sanity.types.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  noImportCycles,
];

export default config;
