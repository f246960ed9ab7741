/**
 * The shared cache's state for /api/health (docs/decisions/0030-scale-out.md). cache-handler.mjs,
 * which Next.js loads unbundled when REDIS_URL is set, leaves a probe on a global symbol; the
 * health route, a bundle of its own, asks it for a Redis round trip.
 */
const PROBE = Symbol.for("agency.sharedCache");

interface SharedCacheProbe {
  ping(): Promise<unknown>;
}

export async function pingSharedCache(): Promise<void> {
  const probe = (globalThis as Record<symbol, SharedCacheProbe | undefined>)[PROBE];
  if (!probe) throw new Error("REDIS_URL is set but Next.js did not load the shared cache handler (cache-handler.mjs)");
  await probe.ping();
}
