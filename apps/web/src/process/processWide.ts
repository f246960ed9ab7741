/**
 * One value per server process. Next.js builds route handlers and pages as separate bundles, each
 * with its own instance of a shared module, so a module-level singleton would exist once per
 * bundle: two PGlite instances on one data folder (each blind to the other's writes), two rate
 * limiters. A symbol on globalThis is shared by every bundle of the process.
 */
export function processWide<T>(key: string, create: () => T): T {
  const store = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const symbol = Symbol.for(`agency.${key}`);
  return (store[symbol] ??= create());
}
