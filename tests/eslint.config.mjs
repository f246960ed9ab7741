import tseslint from "typescript-eslint";
import { functionLength, noClimbingImports, noImportCycles, typeAware } from "../eslint.shared.mjs";

export default tseslint.config(
  { ignores: ["test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommended,
  ...typeAware(tseslint, import.meta.dirname),
  noImportCycles,
  noClimbingImports,
  functionLength(["**/*.{ts,mjs}"]),
);
