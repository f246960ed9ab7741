import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: [
      "packages/*/src/**/*.test.{ts,tsx}",
      "apps/*/src/**/*.test.{ts,tsx}",
      "apps/studio/**/*.test.ts",
      "supabase/**/*.test.ts",
      "tests/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/.next/**", "**/dist/**"],
    environment: "node",
    // Vitest leaves a core free by default (cores − 1): one worker on CI's two cores, while the
    // store tests spend most of their time in PGlite's WebAssembly and scale with a second one.
    maxWorkers: "100%",
  },
});
