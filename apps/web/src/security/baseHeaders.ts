/**
 * The headers every response carries (docs/decisions/0011-content-security-policy.md): set by
 * next.config.ts on everything Next.js answers, and by the production server itself on the few
 * answers it gives before Next.js runs (src/http/serverGuard.ts).
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: no imports, no TS-only syntax.
 */
export const BASE_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];
