import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const include = [
  "packages/*/src/**/*.test.{ts,tsx}",
  "apps/*/src/**/*.test.{ts,tsx}",
  "apps/studio/**/*.test.ts",
  "supabase/**/*.test.ts",
  "tests/**/*.test.ts",
  "bench/**/*.test.ts",
];

/**
 * The test files that change what outlives them in a worker: a module mock, a stubbed global or
 * environment variable, fake timers, a spy on a shared module, a listener on `process`, or the
 * server's own process-wide state (src/server/). They run isolated, each in a module graph of its
 * own; every other file shares its worker's modules with the files before it.
 *
 * Why: loading the modules again for each of ~190 files took more than half of Vitest's time on
 * two cores (418 s of CPU for the suite, 162 s without it). A new file that does one of the
 * things above goes in this list; `npm run test:unit -- --sequence.shuffle` shows a leak as a
 * test that fails in one order only.
 */
const isolated = [
  "apps/web/src/server/**/*.test.ts",
  "apps/web/src/analytics/viewBuffer.test.ts",
  "apps/web/src/buildSettings/buildSettings.test.ts",
  "apps/web/src/components/richText/RichText.test.tsx",
  "apps/web/src/content/revalidate.test.ts",
  "apps/web/src/dealRoom/access/guard.test.ts",
  "apps/web/src/leads/notifier.test.ts",
  "apps/web/src/leads/rateLimit.test.ts",
  "apps/web/src/limits/semaphore.test.ts",
  "apps/web/src/views/page/MarketDirectoryView.test.tsx",
];

const exclude = ["**/node_modules/**", "**/.next/**", "**/dist/**"];

export default defineConfig({
  resolve: {
    alias: {
      // apps/web's own "@/…" paths (its tsconfig.json), for tests that load a route module.
      "@/": fileURLToPath(new URL("./apps/web/", import.meta.url)),
      // `server-only` throws outside React Server Components; unit tests run server code directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Vitest leaves a core free by default (cores − 1): one worker on CI's two cores, while the
    // store tests spend most of their time in PGlite's WebAssembly and scale with a second one.
    maxWorkers: "100%",
    projects: [
      { extends: true, test: { name: "shared", include, exclude: [...exclude, ...isolated], isolate: false } },
      { extends: true, test: { name: "isolated", include: isolated, exclude } },
    ],
  },
});
