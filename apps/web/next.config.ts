import path from "node:path";
import { loadEnvConfig } from "@next/env";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { BUILT_SETTINGS_VARIABLE, buildRefusal, buildSettingsOf } from "./src/buildSettings/buildSettings";
import { parseEnv } from "./src/env";
import { sanityImagePatterns } from "./src/content/imagePatterns";
import { BASE_SECURITY_HEADERS } from "./src/security/baseHeaders";
import { privateRouteHeaderRules, publicPagesSource } from "@agency/paths/private-routes";

// One .env for the whole repository, at its root (Next alone would only read apps/web/.env).
loadEnvConfig(path.resolve(process.cwd(), "../.."), process.env.NODE_ENV !== "production");

// Validate the environment when building as well as when serving: a bad value must never
// produce a build with wrong canonical URLs.
const env = parseEnv(process.env);

/** Headers every response carries (src/security/baseHeaders.ts, docs/architecture.md#security). */
const securityHeaders = [...BASE_SECURITY_HEADERS];

/**
 * Cache policy (decision 0010). Hashed files under /_next/static keep Next's own
 * "public, max-age=31536000, immutable" (Next ignores headers set here for them).
 * Static pages and their RSC payloads: browsers revalidate every time
 * (a cheap 304 thanks to the ETag) so an edit published through the revalidation webhook shows
 * at once; a shared cache or CDN may keep them 5 minutes and serve a stale copy for a day while
 * it refetches. Next's default (s-maxage of a year) would need a CDN purged on every edit.
 * Server Action responses set their own no-store; the API answers set their own.
 *
 * Private routes (the deal room, agreements, signed links, operator pages: @agency/paths/private-routes)
 * are left out of the page rules and get `private, no-store` from the last rules instead. This
 * matters because Next.js applies these headers before a route runs, and a route handler's own
 * Cache-Control reaches the wire only when none is set yet (issue 31).
 */
const STATIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** Not hashed, but only change when the content does: a day in the browser, a week stale. */
const GENERATED_FILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
const PAGES = publicPagesSource(["api/", "_next/", "diagnostics"]);
const cacheRules = [
  // Pages, and RSC payloads fetched with their ?_rsc cache key. An RSC request without that key
  // gets Next's 307 to the keyed URL, which must not be cached under the page's own URL.
  { source: PAGES, missing: [{ type: "header" as const, key: "rsc" }], headers: [{ key: "Cache-Control", value: STATIC_PAGE_CACHE }] },
  { source: PAGES, has: [{ type: "query" as const, key: "_rsc" }], headers: [{ key: "Cache-Control", value: STATIC_PAGE_CACHE }] },
  // Later rules win over the ones above for the same header.
  { source: "/downloads/:file", headers: [{ key: "Cache-Control", value: GENERATED_FILE_CACHE }] },
  { source: "/og/:image", headers: [{ key: "Cache-Control", value: GENERATED_FILE_CACHE }] },
  { source: "/seed-images/:image", headers: [{ key: "Cache-Control", value: GENERATED_FILE_CACHE }] },
  { source: "/icon.svg", headers: [{ key: "Cache-Control", value: GENERATED_FILE_CACHE }] },
  // Last, so they win whatever a rule above says.
  ...privateRouteHeaderRules(),
];

const nextConfig: NextConfig = {
  // `npm run build` also writes a folder that runs with Node alone (apps/web/.next/standalone, then
  // completed by scripts/package-standalone.mjs; docs/decisions/0030-scale-out.md). Traced from the
  // repository root, so the workspace packages and the hoisted node_modules are found.
  output: "standalone",
  outputFileTracingRoot: path.resolve(process.cwd(), "../.."),
  // Where the build goes (apps/web/.next unless NEXT_DIST_DIR says otherwise): the end-to-end
  // suite builds the publishing fixture dataset beside the default build (decision 0020).
  distDir: parseEnv(process.env).NEXT_DIST_DIR,
  // Off only where the same code was just type-checked (npm test's first step).
  typescript: { ignoreBuildErrors: env.BUILD_TYPECHECK === "off" },
  // Routes end in "/" (docs/product.md#routes); proxy.ts owns the redirects, including the
  // /diagnostics exception, so Next's own slash redirect is turned off.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@agency/ui", "@agency/calculators", "@agency/paths", "@agency/supabase"],
  // Loaded by Node at run time, not bundled: PGlite ships WebAssembly and data files.
  serverExternalPackages: ["@electric-sql/pglite", "@napi-rs/canvas", "nodemailer", "pdfjs-dist", "pg"],
  // What the build bakes in, recorded in the server bundles: instrumentation.ts refuses to start a
  // server whose settings differ (src/buildSettings/buildSettings.ts).
  env: { [BUILT_SETTINGS_VARIABLE]: JSON.stringify(buildSettingsOf(env)) },
  experimental: {
    // Next.js keeps a copy of every request body for proxy.ts, which counts it (proxy.ts): no body
    // needs more than Server Actions' own 1 MB limit but the operator's deal room upload, the one
    // path src/http/bodyLimits.ts lets carry up to 25 MiB (the server cuts every other body at 1 MB).
    proxyClientMaxBodySize: 25 * 1024 * 1024 + 64 * 1024, // DEAL_ROOM_UPLOAD_LIMIT
  },
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: sanityImagePatterns(env.NEXT_PUBLIC_SANITY_PROJECT_ID, env.NEXT_PUBLIC_SANITY_DATASET),
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }, ...cacheRules];
  },
};

/** The shared cache on Redis (cache-handler.mjs), chosen when the server starts, never for the build. */
const sharedCacheHandler = path.resolve(process.cwd(), "cache-handler.mjs");

export default function config(phase: string): NextConfig {
  const refusal = phase === PHASE_PRODUCTION_BUILD ? buildRefusal(process.env) : null;
  if (refusal) throw new Error(refusal);
  if (phase !== PHASE_PRODUCTION_SERVER) return nextConfig;
  // Serving from the repository (`npm start`): `output` only shapes what the build writes, and Next
  // would warn that "next start" does not serve a standalone build (serve.mjs serves both).
  const serving: NextConfig = { ...nextConfig, output: undefined };
  return env.REDIS_URL ? { ...serving, cacheHandler: sharedCacheHandler, cacheMaxMemorySize: 0 } : serving;
}
