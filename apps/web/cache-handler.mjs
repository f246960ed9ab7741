// Next.js's cache (prerendered and regenerated pages, tagged Content Lake fetches) on Redis, shared
// by every instance, when REDIS_URL is set (docs/decisions/0030-scale-out.md). scripts/serve.mjs and
// next.config.ts name this file as Next's `cacheHandler` only then; without REDIS_URL Next keeps
// its own per-process cache on disk, as before.
//
// Through @fortedigital/nextjs-cache-handler's redis-strings handler: revalidateTag (the publish
// webhook) deletes every entry carrying the tag, in Redis, so the next request on any instance
// renders the page again. Plain JavaScript: Next.js imports it at run time, unbundled.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { isPrivateCacheKey } from "@agency/paths/private-routes";

/** A Redis that does not answer within this costs a request this much once, then it renders itself. */
const TIMEOUT_MS = 1_000;
/** How often a Redis outage is logged: once a minute is enough to see it, not enough to flood. */
const LOG_EVERY_MS = 60_000;
/** Read by /api/health (src/http/sharedCache.ts): a global symbol, as the health route is bundled apart. */
const PROBE = Symbol.for("agency.sharedCache");

let lastLogged = 0;
function logOutage(error) {
  if (Date.now() - lastLogged < LOG_EVERY_MS) return;
  lastLogged = Date.now();
  // One JSON line, as src/log.ts writes them (Next.js loads this file as plain JavaScript, so it
  // cannot import that module). The error's code only: a Redis error may quote the URL's password.
  const line = {
    level: "error",
    time: new Date().toISOString(),
    event: "The shared cache (REDIS_URL) is unavailable; pages are rendered by this instance meanwhile",
    error: { name: error?.name ?? "Error", code: error?.code ?? null },
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

// One client per process, made when Next.js loads this file (at start-up, with REDIS_URL set).
const client = createClient({
  url: process.env.REDIS_URL,
  // Without Redis a command fails at once instead of waiting in a queue: the page is rendered by
  // this instance (the handler treats a failed read as a miss) and the site stays up.
  disableOfflineQueue: true,
  socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
});
client.on("error", logOutage);
// Not awaited: a Redis that is down at start-up must not stop the server; the client reconnects.
client.connect().catch(logOutage);
globalThis[PROBE] = { ping: () => client.ping() };

/**
 * The handler without the private routes (@agency/paths/private-routes, issue 31): a deal room,
 * an agreement, a signed link or an operator page is never written to the shared cache nor read
 * from it: a prerendered agreement page would otherwise be (seen in Redis). Page entries are keyed
 * by their path after a `/$` (isPrivateCacheKey); fetch entries by a hash, which no pattern matches.
 */
function withoutPrivateRoutes(handler) {
  return {
    name: `${handler.name}-without-private-routes`,
    get: (key, meta) => (isPrivateCacheKey(key) ? Promise.resolve(null) : handler.get(key, meta)),
    set: (key, value) => (isPrivateCacheKey(key) ? Promise.resolve() : handler.set(key, value)),
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: handler.delete ? (key) => handler.delete(key) : undefined,
  };
}

CacheHandler.onCreation(({ buildId }) => {
  return {
    handlers: [
      withoutPrivateRoutes(
        createRedisHandler({
          client,
          // One build's entries never serve another build: a deploy starts with an empty cache, and
          // instances of the old and the new build can run side by side during a rolling deploy.
          keyPrefix: `agency:${buildId ?? "unknown"}:`,
          timeoutMs: TIMEOUT_MS,
        }),
      ),
    ],
  };
});

export default CacheHandler;
