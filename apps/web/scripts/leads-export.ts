/**
 * npm run leads:export -- --kind contact|investor|valuation [--format csv|json] [--output file]
 *                         [--database-url postgres://…] [--include-quarantined]
 *
 * The team's leads of one kind, test rows left out, from the database the server uses with the
 * same configuration (the repository's .env and environment): the mode is chosen by the server's
 * own selectMode (src/platform/mode.ts) and opened by its own openStores, so Supabase when
 * NEXT_PUBLIC_SUPABASE_URL is set, else the PostgreSQL of DATABASE_URL, else the PGlite database
 * under DATA_DIR. --database-url reads a given PostgreSQL instead. Quarantined submissions (suspected spam not released) are left out unless
 * --include-quarantined. Writes to stdout unless --output is given.
 *
 * PGlite is one process per data folder: stop the server first, or download the CSV from
 * /diagnostics while it runs.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { LEAD_KINDS, type LeadKind } from "@agency/supabase/leads";
import { parseEnv } from "../src/env";
import type { DatabaseChoice } from "../src/server/stores/open";
import { leadsMode } from "../src/platform/mode";
import type { ExportFormat } from "../src/operator/leadExport";
import { findRepoRoot } from "../src/process/repoRoot";
import { importWithAlias } from "./withAlias";

const { openStores } = await importWithAlias<typeof import("../src/server/stores/open")>("../src/server/stores/open");
const { EXPORT_FORMATS, exportLeads } = await importWithAlias<typeof import("../src/operator/leadExport")>("../src/operator/leadExport");

const USAGE = `Usage: npm run leads:export -- --kind ${LEAD_KINDS.join("|")} [--format ${EXPORT_FORMATS.join("|")}] [--output file] [--database-url url] [--include-quarantined]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** The server's mode, or the PostgreSQL --database-url names. */
function exportSource(env: Record<string, string | undefined>, databaseUrl: string | undefined): DatabaseChoice {
  if (databaseUrl) return { kind: "postgres", databaseUrl };
  return leadsMode(parseEnv(env));
}

async function main() {
  const { values } = parseArgs({
    options: {
      kind: { type: "string" },
      format: { type: "string", default: "csv" },
      output: { type: "string" },
      "database-url": { type: "string" },
      "include-quarantined": { type: "boolean", default: false },
    },
  });
  const kind = values.kind as LeadKind;
  const format = values.format as ExportFormat;
  if (!LEAD_KINDS.includes(kind)) fail(`--kind must be one of ${LEAD_KINDS.join(", ")}`);
  if (!EXPORT_FORMATS.includes(format)) fail(`--format must be one of ${EXPORT_FORMATS.join(", ")}`);

  loadEnvConfig(findRepoRoot(), false);
  // A reader beside the server: the server that owns the database applies the migrations.
  const repository = await openStores(exportSource(process.env, values["database-url"]), { reader: true });
  try {
    const document = await exportLeads(repository, kind, format, { includeQuarantined: values["include-quarantined"] });
    if (values.output) {
      await writeFile(path.resolve(values.output), document, "utf8");
      console.error(`Wrote ${values.output}`);
    } else {
      process.stdout.write(document);
    }
  } finally {
    await repository.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
