import tseslint from "typescript-eslint";
import { functionLength, noClimbingImports, noImportCycles, typeAware } from "../../eslint.shared.mjs";

export default tseslint.config(
  { ignores: ["dist/**"] },
  ...tseslint.configs.recommended,
  ...typeAware(tseslint, import.meta.dirname),
  noImportCycles,
  noClimbingImports,
  functionLength(["src/**/*.ts"]),
);
