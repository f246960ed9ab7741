import path from "node:path";
import { loadEnvConfig } from "@next/env";
import type { NextConfig } from "next";
import { parseEnv } from "./src/env";

// One .env for the whole repository, at its root (Next alone would only read apps/web/.env).
loadEnvConfig(path.resolve(process.cwd(), "../.."), process.env.NODE_ENV !== "production");

// Validate the environment when building as well as when serving: a bad value must never
// produce a build with wrong canonical URLs.
parseEnv(process.env);

/** Headers every response carries (SPEC.md 9; the full policy is the hardening issue's). */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

const nextConfig: NextConfig = {
  // Routes end in "/" (SPEC.md route table); proxy.ts owns the redirects, including the
  // /diagnostics exception, so Next's own slash redirect is turned off.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@agency/ui", "@agency/calculators", "@agency/supabase"],
  // Loaded by Node at run time, not bundled: PGlite ships WebAssembly and data files.
  serverExternalPackages: ["@electric-sql/pglite", "nodemailer", "pg"],
  experimental: {
    // Next.js keeps a copy of every request body for proxy.ts, which counts it (proxy.ts): no body
    // needs more than Server Actions' own 1 MB limit.
    proxyClientMaxBodySize: "1mb",
  },
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
