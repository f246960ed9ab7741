/**
 * npm run leads:export -- --kind contact|investor|valuation [--format csv|json] [--output file]
 *                         [--database-url postgres://…] [--include-quarantined]
 *
 * The team's leads of one kind, test rows left out, from the backend the site is configured with
 * (the repository's .env and environment): Supabase when NEXT_PUBLIC_SUPABASE_URL is set (needs
 * SUPABASE_SERVICE_ROLE_KEY), else the PostgreSQL of DATABASE_URL when set, else the embedded
 * PGlite database under DATA_DIR, the order the server chooses in. --database-url reads a given
 * PostgreSQL instead. Quarantined submissions (suspected spam not released) are left out unless
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
import { hostedSupabase, parseEnv } from "../src/env";
import { resolveDataDir } from "../src/leads/dataDir";
import type { LeadRepository } from "../src/leads/repository/types";
import { EXPORT_FORMATS, exportLeads, type ExportFormat } from "../src/operator/leadExport";
import { findRepoRoot } from "../src/repoRoot";

const USAGE = `Usage: npm run leads:export -- --kind ${LEAD_KINDS.join("|")} [--format ${EXPORT_FORMATS.join("|")}] [--output file] [--database-url url] [--include-quarantined]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function openPostgres(databaseUrl: string): Promise<LeadRepository> {
  const { createPostgresRepository } = await import("../src/leads/repository/postgres");
  // Read-only intent: the server that owns the database applies the migrations.
  return createPostgresRepository(databaseUrl, { migrate: false, maxConnections: 1 });
}

async function openRepository(databaseUrl: string | undefined): Promise<LeadRepository> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const env = parseEnv(process.env);
  const supabase = hostedSupabase(env);
  if (supabase) {
    const { createHostedRepository } = await import("../src/leads/repository/hosted");
    return createHostedRepository({ url: supabase.url, serviceRoleKey: supabase.serviceRoleKey });
  }
  // The server's own choice (backend.server.ts): a DATABASE_URL in the environment wins over PGlite.
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const { createEmbeddedRepository } = await import("../src/leads/repository/embedded");
  return createEmbeddedRepository({ dataDir: resolveDataDir(env) });
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
  const repository = await openRepository(values["database-url"]);
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
