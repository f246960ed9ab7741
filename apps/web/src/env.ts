/**
 * The environment, validated once at boot. A bad value stops start-up with a message naming the
 * variable. Kept free of project imports so `scripts/serve.mjs` can load it with Node's own
 * TypeScript support before Next starts.
 */
import { z } from "zod";

const optionalUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();
const optionalText = z.string().trim().min(1).optional();

const serverSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://www.example.ca" })
      .default("http://127.0.0.1:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    DATA_DIR: z.string().min(1).default("./data"),
    // Embedded mode's content: an NDJSON export (`sanity dataset export` format). A relative path
    // is taken from the repository root; the file itself is read (and its lines checked) at first use.
    CONTENT_DATASET: z
      .string()
      .trim()
      .regex(/\.ndjson$/, "must be the path of an .ndjson dataset export")
      .default("apps/studio/seed/production.ndjson"),
    OPERATOR_PASSWORD: z
      .string()
      .min(12, "must be at least 12 characters")
      // The hashed form (apps/web/src/operator/password.ts): a mangled hash would lock the
      // operator out silently, so it is caught here instead.
      .refine(
        (value) => !value.startsWith("scrypt:") || /^scrypt:\d{1,2}:\d{1,2}:\d{1,2}:[\w-]{22,}:[\w-]{22,}$/.test(value),
        "looks like a scrypt hash but is not one `npm run operator:hash-password` writes",
      )
      .optional(),
    // Random, not derived from OPERATOR_PASSWORD (docs/decisions/0017-client-address.md). Unset:
    // generated once and kept in the shared database, or under DATA_DIR with mode 0600.
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
    // Rotation (docs/operations.md): the value SESSION_SECRET had, still accepted on cookies for
    // the overlap; new cookies are signed with SESSION_SECRET.
    SESSION_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters (the SESSION_SECRET it replaces)").optional(),
    // Signs investors' links (deal room access, unsubscribe). Unset: generated and kept like
    // SESSION_SECRET's, under its own name. Changing it stops every link already e-mailed.
    LINK_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
    // Rotation: the LINK_SECRET it replaces, still accepted on unsubscribe and deal e-mail
    // preference links only (CASL wants an unsubscribe link to work 60 days), until
    // LINK_SECRET_PREVIOUS_UNTIL; every other link signed with it is refused at once. New links use LINK_SECRET.
    LINK_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters (the LINK_SECRET it replaces)").optional(),
    // The instant LINK_SECRET_PREVIOUS stops being honoured: an ISO date (00:00 UTC of that day)
    // or date and time with its zone. Unset: 60 days after a server first saw that previous secret
    // (recorded in the database: src/server/linkSecrets.ts).
    LINK_SECRET_PREVIOUS_UNTIL: z
      .string()
      .trim()
      .regex(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/,
        "must be an ISO date (2027-01-31) or date and time with its zone (2027-01-31T17:00:00-05:00)",
      )
      // Date.parse rolls 2027-02-30 over to March: the day must come back as written.
      .refine((value) => {
        const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value.slice(0, 10) && !Number.isNaN(Date.parse(value));
      }, "must be a real date")
      .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString())
      .optional(),
    // Investor announcements (docs/decisions/0029-investor-announcements.md): listings listed
    // before this date (YYYY-MM-DD) are never announced. Unset: the last 30 days.
    ANNOUNCE_SINCE: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date, YYYY-MM-DD")
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "must be a date, YYYY-MM-DD")
      .optional(),
    // Proxies in front of the server that append to X-Forwarded-For; 0 believes only the socket.
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: "must be a whole number of proxies, 0 to 10" })
      .int("must be a whole number of proxies, 0 to 10")
      .min(0, "must be a whole number of proxies, 0 to 10")
      .max(10, "must be a whole number of proxies, 0 to 10")
      .default(0),
    // The build's folder inside apps/web (Next.js's distDir): build and serve with the same value.
    NEXT_DIST_DIR: z
      .string()
      .trim()
      .regex(/^\.?[\w-]+$/, "must be one folder name inside apps/web, such as .next-publishing")
      .default(".next"),
    // Next.js type-checks the app during `next build`; `npm test` type-checks every workspace in
    // its first step and sets "off" for its three builds, which would check the same code again.
    BUILD_TYPECHECK: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    // The shared page and data cache of several instances (docs/decisions/0030-scale-out.md): Next.js's
    // cache on this Redis, so a publish revalidates every instance. Unset: each process keeps its own.
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.email("must be an e-mail address").optional(),
    NOTIFY_TO: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || value.split(",").every((part) => z.email().safeParse(part.trim()).success),
        "must be one e-mail address or several separated by commas",
      ),
    NEXT_PUBLIC_SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must contain only a-z, 0-9 and dashes")
      .optional(),
    NEXT_PUBLIC_SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, "must contain only a-z, 0-9, _ and dashes")
      .default("production"),
    SANITY_API_READ_TOKEN: optionalText,
    // Hosted mode only (decision 0052, "From proposal to listing"): a Sanity token with the
    // Contributor role (create and edit drafts, never publish), with which a proposal's "Create the
    // draft in the Studio" writes drafts.listing.<slug>. Read on the server only, never logged.
    SANITY_API_WRITE_TOKEN: optionalText.refine((token) => token === undefined || !/\s/.test(token), "must be one token, without spaces"),
    // Where the Sanity client sends queries instead of https://{project}.api.sanity.io: a stand-in
    // Content Lake in tests (tests/support/contentLake.ts) or a proxy of your own. Unset in production.
    SANITY_API_HOST: z.url({ protocol: /^https?$/, error: "must be an http(s) URL, such as http://127.0.0.1:4000" }).optional(),
    SANITY_REVALIDATE_SECRET: optionalText,
    // The Studio that may frame draft previews (docs/decisions/0011-content-security-policy.md):
    // its origin, whatever path was pasted with it.
    SANITY_STUDIO_ORIGIN: z
      .url({ protocol: /^https?$/, error: "must be the Studio's http(s) address, such as https://agency.sanity.studio" })
      .refine(
        (url) => URL.canParse(url) && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(new URL(url).hostname),
        "must name one host, not a pattern",
      )
      .transform((url) => new URL(url).origin)
      .optional(),
    NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
    // Supabase's keys, by the dashboard's current names (Project Settings → API Keys): the
    // publishable key (sb_publishable_…) and a secret key (sb_secret_…). The legacy names below take
    // either generation, the anon and service_role JWTs included (withCurrentKeyNames).
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalText,
    SUPABASE_SECRET_KEY: optionalText,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    // Hosted mode: the private Storage bucket of the deal room's documents (created by the
    // migration 20261124000100_deal_room.sql as "deal-room").
    SUPABASE_DEAL_ROOM_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, "must be a Supabase Storage bucket id (lower-case letters, digits, . _ -)")
      .default("deal-room"),
    // The functions' MIN_FUNCTION_SECRET_LENGTH (supabase/functions/_shared/access.ts): they treat
    // a shorter secret as none, so it is stopped here rather than failing every notification.
    FUNCTIONS_SECRET: z.string().trim().min(32, "must be at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    // The CRM webhook (docs/decisions/0022-lead-attribution-and-webhook.md): every stored lead is
    // POSTed there, signed with the secret. The URL may hold a token: it is never logged.
    LEAD_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: "must be the receiver's http(s) URL, such as https://crm.example.com/hooks/leads" })
      .optional(),
    LEAD_WEBHOOK_SECRET: z.string().trim().min(32, "must be at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
    // Rotation: the LEAD_WEBHOOK_SECRET it replaces; each POST is then signed with both until the
    // receiver has the new one (docs/operations.md).
    LEAD_WEBHOOK_SECRET_PREVIOUS: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (the LEAD_WEBHOOK_SECRET it replaces)")
      .optional(),
    // Alerts (docs/operations.md): health turns "degraded" when an e-mail or CRM delivery has been
    // waiting longer than this, long before the retries give up (about three days).
    DELIVERY_ALERT_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes, 1 to 1440" })
      .int("must be a whole number of minutes, 1 to 1440")
      .min(1, "must be a whole number of minutes, 1 to 1440")
      .max(1440, "must be a whole number of minutes, 1 to 1440")
      .default(15),
    // Embedded mode refuses uploads (offers' proofs of funds, the operator's documents) while the
    // disk under DATA_DIR has less free than this, so leads keep being stored (issue 41).
    UPLOAD_DISK_FLOOR_BYTES: z.coerce
      .number({ error: "must be a whole number of bytes" })
      .int("must be a whole number of bytes")
      .min(0, "must be a whole number of bytes")
      .default(1024 ** 3),
  })
  .superRefine((env, ctx) => {
    // The write token is not the read token: every page render uses the read token, so it must not
    // be able to write. (In embedded mode the write token is never read.)
    if (env.SANITY_API_WRITE_TOKEN && env.SANITY_API_WRITE_TOKEN === env.SANITY_API_READ_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["SANITY_API_WRITE_TOKEN"],
        message: "must not be the read token: give SANITY_API_READ_TOKEN a Viewer token and this one a Contributor token",
      });
    }
    // A previous value with no current one, or the same value twice, is a rotation half done.
    for (const name of ["SESSION_SECRET", "LINK_SECRET", "LEAD_WEBHOOK_SECRET"] as const) {
      const previous = env[`${name}_PREVIOUS`];
      if (previous === undefined) continue;
      if (!env[name]) {
        ctx.addIssue({ code: "custom", path: [`${name}_PREVIOUS`], message: `is set without ${name}: set the new value as ${name}` });
      } else if (env[name] === previous) {
        ctx.addIssue({
          code: "custom",
          path: [`${name}_PREVIOUS`],
          message: `equals ${name}: the previous value must be the one being replaced`,
        });
      }
    }
    if (env.LINK_SECRET_PREVIOUS_UNTIL !== undefined && env.LINK_SECRET_PREVIOUS === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["LINK_SECRET_PREVIOUS_UNTIL"],
        message: "is set without LINK_SECRET_PREVIOUS: it dates the previous secret's end, remove it once the previous secret is removed",
      });
    }
    // Unsigned leads would let anyone who finds the receiver's address post fake ones to the CRM.
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "LEAD_WEBHOOK_URL needs a signing secret: set LEAD_WEBHOOK_SECRET (32+ characters) here and in the receiver",
      });
    }
    // A secret key in a NEXT_PUBLIC_ variable could reach the browser; a publishable key cannot store leads.
    if (env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.startsWith("sb_secret_")) {
      ctx.addIssue({
        code: "custom",
        path: [env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ? "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY" : "NEXT_PUBLIC_SUPABASE_ANON_KEY"],
        message:
          "holds a secret key (sb_secret_…), which must never be public: put the publishable key (sb_publishable_…) here and the secret key in SUPABASE_SECRET_KEY",
      });
    }
    if (env.SUPABASE_SERVICE_ROLE_KEY?.startsWith("sb_publishable_")) {
      ctx.addIssue({
        code: "custom",
        path: [env.SUPABASE_SECRET_KEY ? "SUPABASE_SECRET_KEY" : "SUPABASE_SERVICE_ROLE_KEY"],
        message:
          "holds the publishable key (sb_publishable_…), which may not store leads: use a secret key (sb_secret_…) from Project Settings → API Keys",
      });
    }
    const supabase = [env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY];
    if (supabase.some(Boolean) && !supabase.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: [env.NEXT_PUBLIC_SUPABASE_URL ? "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY" : "NEXT_PUBLIC_SUPABASE_URL"],
        message:
          "hosted Supabase needs both NEXT_PUBLIC_SUPABASE_URL and the publishable key, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY)",
      });
    }
    if (!supabase.every(Boolean)) return;
    // Hosted leads (docs/decisions/0018-hosted-functions.md): anon may not insert, and the
    // functions answer only calls carrying the shared secret. Without either, every submission or
    // every notification would fail at run time, so start-up stops instead.
    if (!env.SUPABASE_SERVICE_ROLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SUPABASE_SECRET_KEY"],
        message:
          "hosted Supabase needs a secret key, SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY): the server stores leads with it (the publishable key may not insert)",
      });
    }
    if (!env.FUNCTIONS_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["FUNCTIONS_SECRET"],
        message: "hosted Supabase needs the functions' shared secret: set the same value here and as the FUNCTIONS_SECRET function secret",
      });
    }
  });

export type ServerEnv = z.infer<typeof serverSchema>;

export class EnvironmentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvironmentError";
    this.problems = problems;
  }
}

/** Empty strings count as unset, as they do in most .env tooling. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

/**
 * Supabase's current key names read as the legacy ones the code uses (NEXT_PUBLIC_SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY hold whichever key is set, of either generation). Both names set to
 * different values is a mistake said at start-up.
 */
function withCurrentKeyNames(source: Record<string, string>): { values: Record<string, string>; conflicts: string[] } {
  const values = { ...source };
  const conflicts: string[] = [];
  for (const [current, legacy] of [
    ["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "NEXT_PUBLIC_SUPABASE_ANON_KEY"],
    ["SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"],
  ] as const) {
    const value = source[current];
    if (value === undefined) continue;
    if (source[legacy] !== undefined && source[legacy] !== value)
      conflicts.push(`${current}: set one of ${current} and ${legacy}, not two different keys`);
    values[legacy] = value;
  }
  return { values, conflicts };
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const { values, conflicts } = withCurrentKeyNames(withoutEmpty(source));
  if (conflicts.length > 0) throw new EnvironmentError(conflicts);
  const result = serverSchema.safeParse(values);
  if (!result.success) {
    throw new EnvironmentError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
