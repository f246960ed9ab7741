// Greps what a production build wrote for the values of the secret variables it was built with.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SecretFinding {
  name: string;
  file: string;
}

/** Every file under `dir`, except Next's build cache (compiler state, never served). */
export function buildFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes("cache"));
}

export function scanForSecrets(files: string[], secrets: { name: string; value: string }[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    for (const secret of secrets) {
      if (text.includes(secret.value)) findings.push({ name: secret.name, file });
    }
  }
  return findings;
}
