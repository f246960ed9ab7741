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

type SiteModuleLoader = (url: string) => Promise<unknown>;
type EmbeddedModule = typeof import("../../apps/web/src/server/stores/embedded.ts");
type PGliteModule = typeof import("../../apps/web/src/database/pglite.ts");

/**
 * Creates the template (migrations applied, no rows) and returns its folder. The site's modules are
 * loaded here, not at the top: they import each other with the @/ alias, which Playwright resolves
 * (this runs in its global setup) but jiti's command line does not, so a script run by jiti passes
 * a loader that does (tests/faults/run.ts), and tests/observatory.ts imports this file for
 * copyDataTemplate only.
 */
export async function createDataTemplate(load: SiteModuleLoader = (url) => import(url)): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-e2e-template-"));
  const site = (file: string) => new URL(`../../apps/web/src/${file}`, import.meta.url).href;
  const { createEmbeddedRepository } = (await load(site("server/stores/embedded.ts"))) as EmbeddedModule;
  // From the migrated archive the unit tests keep (apps/web/src/database/pglite.ts); opening it
  // then finds every migration applied.
  const { createMigratedDataDir } = (await load(site("database/pglite.ts"))) as PGliteModule;
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
