/**
 * Server start-up: the leads backend starts with the process, and with it the notification retry
 * loop, so a lead whose e-mail did not go out (mail down, crash) is delivered once the process
 * is back (docs/decisions/0006-leads.md). Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getLeadsBackend, logError } = await import("./src/leads/backend.server");
  // The site serves pages either way; a backend that fails here is retried on first use.
  await getLeadsBackend().catch((error: unknown) => logError("The leads backend did not start", error));
}
