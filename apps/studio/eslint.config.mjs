// @ts-check
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import { functionLength, noClimbingImports, noImportCycles, typeAware } from "../../eslint.shared.mjs";

export default defineConfig(
  // Build output and the CLI's generated runtime are not source.
  { ignores: ["dist/**", ".sanity/**"] },
  tseslint.configs.recommended,
  typeAware(tseslint, import.meta.dirname),
  noImportCycles,
  noClimbingImports,
  functionLength(["**/*.{ts,tsx}"]),
  {
    rules: {
      // @sanity/icons 5 has no named icons at its root (its types still declare them, as `never`):
      // such an import type-checks and fails the Studio's build.
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@sanity/icons", message: 'Import each icon from its own path: import { BookIcon } from "@sanity/icons/Book".' }],
        },
      ],
    },
  },
);
