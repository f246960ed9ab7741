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
    },
  },
  noImportCycles,
];

export default config;
