import tseslint from "typescript-eslint";
import { functionLength, noClimbingImports, noImportCycles, typeAware } from "../eslint.shared.mjs";

export default tseslint.config(
  { ignores: ["dist/**"] },
  ...tseslint.configs.recommended,
  ...typeAware(tseslint, import.meta.dirname),
  // The Deno entrypoints are outside the Node tsconfig (Deno checks them: tests/edgeRuntime.test.ts).
  { files: ["functions/*/index.ts"], ...tseslint.configs.disableTypeChecked },
  noImportCycles,
  noClimbingImports,
  functionLength(["functions/**/*.ts"]),
);
