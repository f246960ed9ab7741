/** What the status badge shows after a health check (docs/product.md#system-status-badge). */
export type CheckedStatus = "online" | "offline";

/** No answer within this long counts as offline. */
export const HEALTH_TIMEOUT_MS = 10_000;

/**
 * One health check: online on a 2xx answer, offline on any other status, a network error or no
 * answer in time. Only the status counts, so the body is cancelled as soon as the headers arrive:
 * left unread, it kept the request open until the timeout aborted it, ten seconds into every page
 * view, as issue 20 found (docs/decisions/0032-phone-fast.md).
 */
export async function checkHealth(fetchHealth: typeof fetch = fetch): Promise<CheckedStatus> {
  try {
    const response = await fetchHealth("/api/health", { cache: "no-store", signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    // Cancelling an answer already received cannot fail the check: its outcome is not awaited.
    response.body?.cancel().catch(() => undefined);
    return response.ok ? "online" : "offline";
  } catch {
    return "offline";
  }
}
