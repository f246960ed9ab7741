/**
 * Server start-up: the leads backend starts with the process, and with it the notification retry
 * loop, so a lead whose e-mail did not go out (mail down, crash) is delivered once the process
 * is back (docs/decisions/0006-leads.md). Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Each feature reads what it needs from a slot the server fills (docs/decisions/0056-server-on-top.md),
  // before any page or route can read one; the build's prerendering included. Nothing is opened here.
  const fillSlots = async () => (await import("@/src/server/slots.server")).fillSlots();
  if (process.env.NEXT_PHASE === "phase-production-build") return fillSlots();
  // Before anything reads the environment: a server whose settings differ from the build's stops
  // here, and an unset SITE_URL becomes the build's (src/buildSettings/check.server.ts).
  const { checkBuildSettings } = await import("@/src/buildSettings/check.server");
  checkBuildSettings();
  await fillSlots();
  const { getBackend } = await import("@/src/server/backend.server");
  const { logError, logger } = await import("@/src/log");
  // The site serves pages either way; a backend that fails here is retried on first use.
  try {
    const backend = await getBackend();
    // The database is opened here, before the server listens (Next.js awaits this hook in
    // app.prepare()), not on first use. Embedded PGlite compiles its WebAssembly, creates a new
    // database and applies the migrations on the event loop: 2 to 15 s of a frozen process on two
    // cores. Opened after the server was listening, that froze every open connection; a request
    // sent meanwhile on a kept-alive connection was reset, because the keep-alive timer, overdue by
    // then, runs before the socket's waiting data is read: Node closes a socket with unread data
    // and the kernel answers with a reset (the ECONNRESET flake of tests/e2e/security.spec.ts,
    // docs/decisions/0016-server-self-protection.md).
    const repository = await backend.repository();
    // The schema this code needs (docs/decisions/0041-operations.md): embedded and PostgreSQL
    // databases were just migrated; a hosted project is migrated by `supabase db push`, which a
    // deploy may have skipped. The site serves either way; health names what is missing.
    const { databaseMissingMigrations } = await import("@/src/leads/attention");
    const missing = await databaseMissingMigrations(repository);
    if (missing.length > 0) {
      logger.error("The database lacks migrations this site needs: run `supabase db push`, then restart", { missing, mode: backend.mode });
    }
    // `npm run backup` of a running server asks this process for the database (src/backup/liveServer.ts).
    const { getRuntime } = await import("@/src/server/runtime.server");
    const leadsMode = getRuntime().mode.leads;
    if (leadsMode.kind === "pglite" && repository.snapshotDatabase) {
      const { serveBackups } = await import("@/src/backup/liveServer");
      serveBackups({ dataDir: leadsMode.dataDir, dumpDatabase: repository.snapshotDatabase, logError });
    }
  } catch (error) {
    logError("The leads backend did not start", error);
    return;
  }
  // Embedded content ships with the build: a listing new in it is announced to the investors
  // whose buy box it fits (docs/decisions/0029-investor-announcements.md). Queued here, sent by
  // the announcement loop that started with the backend.
  const { announceAtStartUp } = await import("@/src/announcements/triggers.server");
  await announceAtStartUp();
  // Hosted: whether a confidential listing's address or photos can be read without a token
  // (docs/decisions/0039-hosted-confidential-fields.md). Logged when known, without holding up
  // the start; health reports it.
  const { confidentialityCheck } = await import("@/src/content/publicDataset.server");
  void confidentialityCheck()?.().catch((error: unknown) => logError("Confidential listing fields", error));
}
