// `npm run test:secrets`, run by `npm test` after its production build: no secret variable's value
// may appear in anything the build wrote: browser assets, prerendered pages, server bundles.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFiles, scanForSecrets } from "./support/secretScan.ts";
import { E2E_BUILD_SECRETS, secretValues } from "./support/site.ts";

const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/.next");
const secrets = secretValues(E2E_BUILD_SECRETS);
const files = buildFiles(nextDir);
const browserFiles = files.filter((file) => file.includes(`${path.sep}static${path.sep}`)).length;
const findings = scanForSecrets(files, secrets);

console.log(`Scanned ${files.length} build files (${browserFiles} browser assets) for ${secrets.length} secret values.`);
if (findings.length > 0) {
  for (const finding of findings) console.error(`✖ ${finding.name} found in ${path.relative(nextDir, finding.file)}`);
  process.exit(1);
}
console.log("No secret value found.");
