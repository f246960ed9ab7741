// The bench's scripts are not a workspace, so `npm run lint:code` (root) lints them with this
// configuration: the function-length rule every workspace keeps (eslint.shared.mjs).
import tseslint from "typescript-eslint";
import { functionLength } from "../eslint.shared.mjs";

export default [
  // Relative to where eslint runs (the root, with --config): the results and the floor's build.
  { ignores: ["bench/results/**", "bench/floor/**", "results/**", "floor/**"] },
  { files: ["**/*.{ts,mjs}"], languageOptions: { parser: tseslint.parser } },
  functionLength(["**/*.{ts,mjs}"]),
];
