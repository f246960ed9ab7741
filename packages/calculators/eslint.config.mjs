import tseslint from "typescript-eslint";
import { noImportCycles } from "../../eslint.shared.mjs";

export default tseslint.config({ ignores: ["dist/**"] }, ...tseslint.configs.recommended, noImportCycles);
