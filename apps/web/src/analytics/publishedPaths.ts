/**
 * Which paths the counting endpoint accepts (docs/decisions/0048-first-party-analytics.md): only
 * pages the site publishes, the fixed routes and the content's pages, so a forged beacon cannot
 * fill the report with made-up paths. The list is loaded once and kept; a path not in it reloads
 * it (at most every `reloadAfterMs`), so a page published since is counted from its first view,
 * while a stream of made-up paths costs at most one reload per interval.
 */
export interface PublishedPaths {
  has(path: string): Promise<boolean>;
}

export function createPublishedPaths(
  load: () => Promise<Iterable<string>>,
  { reloadAfterMs = 30_000, now = Date.now }: { reloadAfterMs?: number; now?: () => number } = {},
): PublishedPaths {
  let known: { paths: Set<string>; loadedAt: number } | null = null;
  let loading: Promise<{ paths: Set<string>; loadedAt: number }> | null = null;
  // One load at a time, shared by every request waiting on it; a failed load is tried again next time.
  const reload = () =>
    (loading ??= load()
      .then((paths) => (known = { paths: new Set(paths), loadedAt: now() }))
      .finally(() => {
        loading = null;
      }));
  return {
    async has(path) {
      const current = known ?? (await reload());
      if (current.paths.has(path)) return true;
      if (now() - current.loadedAt < reloadAfterMs) return false;
      return (await reload()).paths.has(path);
    },
  };
}
