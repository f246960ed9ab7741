// `npm run test:faults` (after a build): the lead pipeline under load and faults, against real
// production servers (docs/decisions/0013-faults.md). Prints one table and exits non-zero if any
// acknowledged lead is missing, left un-notified, or (in the normal case) notified twice.
//
//   load       5,000 submissions at 50 connections, embedded mode: stored = acknowledged
//   crash      SIGKILL mid-run, restart: every acknowledged lead stored and then notified
//   mail down  mail server down for the whole run, then up: every lead notified once
//   database   PostgreSQL cut off, then back: 503s meanwhile, no restart needed after
//   two nodes  two servers on one PostgreSQL: both accept, no lead e-mailed twice
//
// One scenario per file in scenarios/; the instruments they share are support.ts.
// `npm run test:faults -- crash database` runs only the scenarios named.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { crashScenario } from "./scenarios/crash.ts";
import { databaseScenario } from "./scenarios/database.ts";
import { loadScenario } from "./scenarios/load.ts";
import { mailDownScenario } from "./scenarios/mailDown.ts";
import { twoNodesScenario } from "./scenarios/twoNodes.ts";
import { createDataTemplate, DATA_TEMPLATE_VARIABLE, removeDataTemplate } from "../support/dataTemplate.ts";
import { record, removeDataDirs, results } from "./support.ts";

const alone: [string, () => Promise<void>] = ["load", loadScenario];
const sideBySide: [string, () => Promise<void>][] = [
  ["crash", crashScenario],
  ["mail", mailDownScenario],
  ["database", databaseScenario],
  ["two", twoNodesScenario],
];
const only = process.argv.slice(2);

// The migrated data folder every embedded server copies (support.ts, freshDataDir). The site's
// modules import each other with the @/ alias, which jiti's command line does not resolve: they
// are loaded through a jiti of their own that does.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const siteModules = createJiti(import.meta.url, { alias: { "@/": `${path.join(root, "apps/web")}/` } });
const template = await createDataTemplate((url) => siteModules.import(url));
process.env[DATA_TEMPLATE_VARIABLE] = template;

async function run(name: string, scenario: () => Promise<void>) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  try {
    await scenario();
  } catch (error) {
    record(name, `failed: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  console.log(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// The load scenario alone first: its throughput is a figure of one server on an idle machine.
// The others then run side by side: each has its own servers, data folders, mail server and
// scratch database, and most of their time is waiting (for a lease to run out, a retry, a
// cut connection), so together they take about as long as the longest.
await run(...alone);
await Promise.all(sideBySide.map(([name, scenario]) => run(name, scenario)));
removeDataTemplate(template);
removeDataDirs();
writeFileSync(path.join(os.tmpdir(), "faults-latest.json"), JSON.stringify(results, null, 2));
const failed = results.filter((result) => !result.ok);
console.log(`\nfaults: ${results.length - failed.length} of ${results.length} scenarios held`);
process.exit(failed.length > 0 ? 1 : 0);
