import tseslint from "typescript-eslint";
import { noImportCycles } from "../eslint.shared.mjs";

export default tseslint.config({ ignores: ["test-results/**", "playwright-report/**"] }, ...tseslint.configs.recommended, noImportCycles);
