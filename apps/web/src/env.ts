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
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
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
    SANITY_REVALIDATE_SECRET: optionalText,
    // The Studio that may frame draft previews (docs/decisions/0011-content-security-policy.md):
    // its origin, whatever path was pasted with it.
    SANITY_STUDIO_ORIGIN: z
      .url({ protocol: /^https?$/, error: "must be the Studio's http(s) address, such as https://agency.sanity.studio" })
      .refine((url) => URL.canParse(url) && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(new URL(url).hostname), "must name one host, not a pattern")
      .transform((url) => new URL(url).origin)
      .optional(),
    NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  })
  .superRefine((env, ctx) => {
    const supabase = [env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY];
    if (supabase.some(Boolean) && !supabase.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: [env.NEXT_PUBLIC_SUPABASE_URL ? "NEXT_PUBLIC_SUPABASE_ANON_KEY" : "NEXT_PUBLIC_SUPABASE_URL"],
        message: "hosted Supabase needs both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY",
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
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new EnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Which adapters run: chosen once, from the environment (docs/decisions/0001-two-modes.md). */
export function contentMode(env: ServerEnv): "embedded" | "hosted" {
  return env.NEXT_PUBLIC_SANITY_PROJECT_ID ? "hosted" : "embedded";
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
