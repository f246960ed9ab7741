/**
 * The mail port of the edge functions, and the edge (Deno) mailer: Resend's HTTP API over fetch.
 * Runtime-neutral: no Node or Deno APIs here. The Node mailers (.eml outbox, SMTP) live in
 * mailers.node.ts, which the Deno entrypoints never import.
 */

export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields, only those in MAIL_HEADERS_ALLOWED (the investor e-mails' one-click
   * unsubscribe, RFC 8058); values are sanitised like the subject.
   */
  headers?: Record<string, string>;
}

/** The only extra headers a message may carry: anything else could forge routing or identity. */
export const MAIL_HEADERS_ALLOWED = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;

/** The message's extra headers that are allowed, sanitised; unknown names are dropped. */
export function allowedHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of MAIL_HEADERS_ALLOWED) {
    const value = headers?.[name];
    if (typeof value === "string" && value.trim()) kept[name] = sanitizeHeaderValue(value);
  }
  return kept;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Resolves when mail can be sent (configuration present, transport reachable); throws otherwise. */
  verify(): Promise<void>;
}

/** Removes CR, LF and every other control character from a header value (header injection). */
export function sanitizeHeaderValue(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Wraps a check so that a success is remembered for `ttlMs` (failures are never cached): the
 * health function is polled by every open page, and must not hammer an SMTP server or an API.
 */
export function cacheSuccess(check: () => Promise<void>, ttlMs: number, now: () => number = Date.now): () => Promise<void> {
  let okUntil = 0;
  let inFlight: Promise<void> | null = null;
  return async () => {
    if (now() < okUntil) return;
    inFlight ??= check()
      .then(() => {
        okUntil = now() + ttlMs;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpMailerOptions {
  /** Resend API key (RESEND_API_KEY). */
  apiKey: string;
  /** Default https://api.resend.com */
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** How long a successful verify() is remembered; default 60 s. */
  verifyCacheMs?: number;
  /**
   * MAIL_FROM ("Name <addr>" or the address alone): verify() checks that its domain is a verified
   * domain of the Resend account, since Resend refuses every message from any other. Unset: only
   * the key is checked.
   */
  from?: string;
}

/** The domain of a From value, "Name <no-reply@example.ca>" or "no-reply@example.ca", lower-cased. */
export function senderDomain(from: string): string | null {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = /@([^@\s>]+)$/.exec(address.trim())?.[1];
  return domain ? domain.toLowerCase() : null;
}

/**
 * Whether Resend's list of domains (GET /domains: `{ data: [{ name, status }] }`) has `domain`
 * verified; throws a sentence saying what to do when not.
 */
export function checkSenderDomain(list: unknown, domain: string): void {
  if (domain === "resend.dev") {
    throw new Error(
      "MAIL_FROM is Resend's test sender (resend.dev), which delivers only to the account's own address: set MAIL_FROM on a verified domain",
    );
  }
  const domains = (list as { data?: unknown } | null)?.data;
  if (!Array.isArray(domains)) throw new Error("Resend API: the list of domains has an unexpected shape");
  const entry = domains.find((item: { name?: unknown }) => typeof item?.name === "string" && item.name.toLowerCase() === domain) as
    { status?: unknown } | undefined;
  if (!entry) throw new Error(`MAIL_FROM's domain ${domain} is not a domain of this Resend account: add it under Domains and verify it`);
  if (entry.status !== "verified") {
    throw new Error(
      `MAIL_FROM's domain ${domain} is "${String(entry.status)}" in Resend, not verified: publish the DNS records Resend shows, then verify`,
    );
  }
}

async function errorText(response: Response): Promise<string> {
  const body = (await response.text().catch(() => "")).slice(0, 500);
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return `HTTP ${response.status}: ${parsed.message}`;
    }
  } catch {
    // not JSON: use the raw text
  }
  return `HTTP ${response.status}${body ? `: ${body}` : ""}`;
}

/** Sends through Resend's HTTP API (POST /emails), the typical mail provider of a Supabase edge function. */
export function createHttpMailer(options: HttpMailerOptions): Mailer {
  const baseUrl = (options.baseUrl ?? "https://api.resend.com").replace(/\/+$/, "");
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers = { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" };

  const verify = cacheSuccess(async () => {
    if (!options.apiKey) throw new Error("RESEND_API_KEY is not set");
    const domain = options.from ? senderDomain(options.from) : null;
    if (options.from && !domain) throw new Error(`MAIL_FROM is not an e-mail address (${options.from})`);
    const response = await doFetch(`${baseUrl}/domains`, { method: "GET", headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) {
      if (domain) checkSenderDomain(await response.json(), domain);
      else await response.body?.cancel();
      return;
    }
    const detail = await errorText(response);
    // A sending-only key may not list domains; Resend answers "restricted_api_key", which still
    // proves the key is valid, but not that the domain is verified: the check says so.
    if (response.status === 401 && /restricted/i.test(detail)) {
      if (!domain) return;
      throw new Error(
        `RESEND_API_KEY may only send, so the health check cannot see whether ${domain} is verified: give the functions a full-access key`,
      );
    }
    throw new Error(`Resend API: ${detail}`);
  }, options.verifyCacheMs ?? 60_000);

  return {
    async send(message) {
      if (!options.apiKey) throw new Error("RESEND_API_KEY is not set");
      const body: Record<string, unknown> = {
        from: message.from,
        to: message.to,
        subject: sanitizeHeaderValue(message.subject),
        text: message.text,
        html: message.html,
      };
      if (message.replyTo) body.reply_to = message.replyTo;
      const extraHeaders = allowedHeaders(message.headers);
      if (Object.keys(extraHeaders).length > 0) body.headers = extraHeaders;
      const response = await doFetch(`${baseUrl}/emails`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Resend API: ${await errorText(response)}`);
      const result: unknown = await response.json();
      const id = result && typeof result === "object" && "id" in result ? result.id : undefined;
      if (typeof id !== "string") throw new Error("Resend API: response has no id");
      return { messageId: id };
    },
    verify,
  };
}

/** A mailer that always fails with `reason` (e.g. no mail provider configured): health reports it. */
export function createUnconfiguredMailer(reason: string): Mailer {
  return {
    send: () => Promise.reject(new Error(reason)),
    verify: () => Promise.reject(new Error(reason)),
  };
}
