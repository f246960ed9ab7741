/**
 * The TypeScript scripts run under jiti's command line (`npm run leads:export`, `backup`,
 * `restore`), which resolves no tsconfig paths; the site's modules import each other with the
 * `@/` alias (docs/decisions/0046-layout-and-imports.md). A script loads them through this jiti,
 * which reads apps/web/tsconfig.json's paths, so the alias means the same here as in Next.js and
 * Vitest.
 */
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { tsconfigPaths: true });

/** The module at `specifier` (relative to this folder), with its `@/` imports resolved. */
export function importWithAlias<T>(specifier: string): Promise<T> {
  return jiti.import<T>(specifier);
}
