/**
 * An embedded leads database created once per end-to-end run, which every test server copies.
 *
 * A server listens only once its database is open (apps/web/instrumentation.ts, decision 0016),
 * and PGlite creating a new database (initdb in WebAssembly, then the migrations) takes 5 to 20 s
 * of CPU on two cores; reopening a copy takes one or two. Each test server starting from a fresh
 * folder would pay that in its beforeAll hook. Creation from scratch stays covered by the global
 * web server's first start, `npm run test:faults` and the bench.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const DATA_TEMPLATE_VARIABLE = "E2E_DATA_TEMPLATE";

/** Creates the template (migrations applied, no rows) and returns its folder. */
export async function createDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-e2e-template-"));
  // Loaded here, not at the top: the site's modules import each other with the @/ alias, which
  // Playwright resolves (this runs in its global setup) but jiti's command line does not, and
  // scripts run by jiti (tests/observatory.ts) import this file for copyDataTemplate only.
  const { createEmbeddedRepository } = await import("../../apps/web/src/server/stores/embedded.ts");
  // From the migrated archive the unit tests keep (apps/web/src/database/pglite.ts); opening it
  // then finds every migration applied.
  const { createMigratedDataDir } = await import("../../apps/web/src/database/pglite.ts");
  await createMigratedDataDir(dataDir);
  const repository = await createEmbeddedRepository({ dataDir });
  await repository.close();
  return dataDir;
}

export function removeDataTemplate(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Fills an empty DATA_DIR with a copy of the run's template, when there is one. */
export function copyDataTemplate(dataDir: string): void {
  const template = process.env[DATA_TEMPLATE_VARIABLE];
  if (template) cpSync(template, dataDir, { recursive: true });
}
