// @ts-check
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import { noImportCycles, typeAware } from "../../eslint.shared.mjs";

export default defineConfig(
  // Build output and the CLI's generated runtime are not source.
  { ignores: ["dist/**", ".sanity/**"] },
  tseslint.configs.recommended,
  typeAware(tseslint, import.meta.dirname),
  noImportCycles,
);
