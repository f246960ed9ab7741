/**
 * The CRM webhook's parts without a database: the signature a receiver checks, the payload it
 * gets (also for hostile leads: always one well-formed, signed JSON document of the documented
 * shape), the backoff, and the deliverer's handling of 2xx, errors and a CRM that never answers.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createWebhookDeliverer, describeFailure, MAX_WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from "./deliverer";
import { WEBHOOK_PAYLOAD_VERSION, webhookPayload } from "./payload";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signatureHeader, verifySignature } from "./signature";
import type { ClaimedWebhook, LeadWebhookStore } from "./store";
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { findRepoRoot } from "@/src/process/repoRoot";

const SECRET = "whsec-test-0123456789abcdef0123456789abcdef";
const AT = new Date("2026-11-23T20:00:00.000Z");

const contactRow = (overrides: Record<string, unknown> = {}): ClaimedWebhook => ({
  kind: "contact",
  id: "7d0c5b1e-3f43-4a43-9d7e-0c1b0f2a9e11",
  created_at: "2026-11-23T19:59:58.123Z",
  attempts: 0,
  row: {
    id: "7d0c5b1e-3f43-4a43-9d7e-0c1b0f2a9e11",
    created_at: "2026-11-23T19:59:58.123456+00:00",
    name: "Jordan Lee",
    email: "jordan@example.ca",
    message: "Hello",
    is_test: false,
    spam_reason: null,
    fill_ms: 5400,
    released_at: null,
    notified_at: null,
    notify_attempts: 2,
    notify_last_error: "HTTP 500",
    notify_next_attempt_at: "2026-11-23T20:00:30+00:00",
    notify_lease_until: null,
    notify_failed_at: null,
    webhook_attempts: 0,
    webhook_lease_until: "2026-11-23T20:02:00+00:00",
    attribution: { first: { source: "newsletter", campaign: "fall", at: "2026-11-20T10:00:00.000Z" }, page: "/contact/" },
    repeat_of: "0b8a8f9e-0000-4000-8000-000000000001",
    ...overrides,
  },
});

describe("signature", () => {
  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const body = '{"id":"x"}';
    const expected = createHmac("sha256", SECRET).update(`1795464000.${body}`).digest("hex");
    expect(signatureHeader(SECRET, body, AT)).toBe(`t=1795464000,v1=${expected}`);
  });

  it("verifies the exact body within five minutes, and nothing else", () => {
    const body = JSON.stringify({ name: "Zoë", message: "line\nbreak" });
    const header = signatureHeader(SECRET, body, AT);
    expect(verifySignature(SECRET, body, header, AT)).toBe(true);
    expect(verifySignature(SECRET, body, header, new Date(AT.getTime() + 299_000))).toBe(true);
    expect(verifySignature(SECRET, body, header, new Date(AT.getTime() + 301_000))).toBe(false);
    expect(verifySignature(SECRET, `${body} `, header, AT)).toBe(false);
    expect(verifySignature(`${SECRET}x`, body, header, AT)).toBe(false);
    expect(verifySignature(SECRET, body, header.replace(/t=\d+/, "t=1795464001"), AT)).toBe(false);
    expect(verifySignature(SECRET, body, null, AT)).toBe(false);
    expect(verifySignature(SECRET, body, "t=1795464000,v1=zz", AT)).toBe(false);
  });

  it("during a rotation carries one v1 per secret, so a receiver on either secret accepts it", () => {
    const previous = "p".repeat(40);
    const body = '{"id":"x"}';
    const header = signatureHeader([SECRET, previous], body, AT);
    expect(header).toMatch(/^t=1795464000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, body, header, AT)).toBe(true);
    expect(verifySignature(previous, body, header, AT)).toBe(true);
    expect(verifySignature("q".repeat(40), body, header, AT)).toBe(false);
    expect(verifySignature(previous, body, signatureHeader(SECRET, body, AT), AT)).toBe(false);
  });

  it("is what the receiver snippet of docs/operations.md accepts, and the snippet refuses a tampered body or an old time", () => {
    const readme = readFileSync(path.join(findRepoRoot(), "docs", "operations.md"), "utf8");
    const snippet = /A receiver verifies[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toBeDefined();
    // The snippet is run as written, so a reader copying it gets tested code.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    const verify = new Function("createHmac", "timingSafeEqual", "Buffer", `${snippet!.replace(/^import .*$/m, "")}\nreturn verify;`)(
      createHmac,
      timingSafeEqual,
      Buffer,
    ) as (secret: string, body: string, header: string | null) => boolean;
    const body = JSON.stringify(webhookPayload(contactRow()));
    expect(verify(SECRET, body, signatureHeader(SECRET, body, new Date()))).toBe(true);
    expect(verify(SECRET, body.replace("Jordan", "Jordon"), signatureHeader(SECRET, body, new Date()))).toBe(false);
    expect(verify(SECRET, body, signatureHeader(SECRET, body, new Date(Date.now() - 301_000)))).toBe(false);
    expect(verify(SECRET, body, null)).toBe(false);
    // During a rotation the receiver on either secret accepts the doubly signed POST.
    const previous = "p".repeat(40);
    expect(verify(previous, body, signatureHeader([SECRET, previous], body, new Date()))).toBe(true);
    expect(verify(SECRET, body, signatureHeader([SECRET, previous], body, new Date()))).toBe(true);
    expect(verify("q".repeat(40), body, signatureHeader([SECRET, previous], body, new Date()))).toBe(false);
  });
});

describe("payload", () => {
  it("carries the lead's fields, attribution and repeat, and none of the server's state", () => {
    expect(webhookPayload(contactRow())).toEqual({
      version: WEBHOOK_PAYLOAD_VERSION,
      type: "lead.created",
      kind: "contact",
      id: "7d0c5b1e-3f43-4a43-9d7e-0c1b0f2a9e11",
      created_at: "2026-11-23T19:59:58.123Z",
      fields: { email: "jordan@example.ca", message: "Hello", name: "Jordan Lee" },
      attribution: { first: { source: "newsletter", campaign: "fall", at: "2026-11-20T10:00:00.000Z" }, page: "/contact/" },
      estimate: null,
      repeat_of: "0b8a8f9e-0000-4000-8000-000000000001",
    });
  });

  it("passes a form column added later through as a field (e.g. a listing), and drops an attribution that does not fit", () => {
    const payload = webhookPayload(
      contactRow({ listing: "/listings/barrie-storage/", attribution: { first: "not a touch" }, repeat_of: null }),
    );
    expect(payload.fields).toEqual({
      email: "jordan@example.ca",
      listing: "/listings/barrie-storage/",
      message: "Hello",
      name: "Jordan Lee",
    });
    expect(payload.attribution).toBeNull();
    expect(payload.repeat_of).toBeNull();
  });

  // The hostile-input battery's rule for the webhook (docs/decisions/0012-hostile-input.md): a lead
  // is stored only after zod and the CHECKs, but whatever a row holds, the CRM gets one well-formed
  // JSON document of the documented shape whose signature verifies.
  it("is well-formed, signed JSON of the documented shape whatever the row holds", () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.constantFrom("\r\nX-Injected: 1", "</script><script>alert(1)</script>", "\u2028\u2029", "\uD800", '"}],"kind":"investor'),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.object({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 20 }), hostile, { maxKeys: 8 }),
        hostile,
        hostile,
        (extra, attribution, estimate) => {
          const claimed = contactRow({ ...extra, attribution, estimate });
          const body = JSON.stringify(webhookPayload(claimed));
          const header = signatureHeader(SECRET, body, AT);
          expect(verifySignature(SECRET, body, header, AT)).toBe(true);
          const parsed = JSON.parse(body) as Record<string, unknown>;
          expect(Object.keys(parsed).sort()).toEqual([
            "attribution",
            "created_at",
            "estimate",
            "fields",
            "id",
            "kind",
            "repeat_of",
            "type",
            "version",
          ]);
          expect(parsed).toMatchObject({ version: 1, kind: "contact", id: claimed.id, estimate: null });
          for (const value of Object.values(parsed.fields as Record<string, unknown>)) {
            expect(value === null || ["string", "number", "boolean"].includes(typeof value)).toBe(true);
          }
          expect(Object.keys(parsed.fields as object).some((key) => /^(notify_|webhook_)|^(is_test|spam_reason|fill_ms)$/.test(key))).toBe(
            false,
          );
        },
      ),
      { numRuns: 200 },
    );
    // About 2 s alone; the generous limit is for a machine busy with other suites.
  }, 30_000);
});

describe("backoff", () => {
  it("doubles from 15 s and stops at 30 minutes; a shorter base for tests scales it", () => {
    expect([0, 1, 2, 3].map((attempts) => webhookRetryDelayMs(attempts))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(webhookRetryDelayMs(7)).toBe(30 * 60_000);
    expect(webhookRetryDelayMs(MAX_WEBHOOK_ATTEMPTS)).toBe(30 * 60_000);
    expect(webhookRetryDelayMs(2, 100)).toBe(400);
  });
});

/** A store holding claimed leads in memory, recording what the deliverer did. */
function fakeStore(leads: ClaimedWebhook[]) {
  const due = [...leads];
  const delivered: string[] = [];
  const failed: { id: string; error: string; next: Date; max: number }[] = [];
  const store: LeadWebhookStore = {
    claimDue: async (limit) => due.splice(0, limit),
    markDelivered: async (_kind, id) => void delivered.push(id),
    markFailed: async (_kind, id, error, next, max) => void failed.push({ id, error, next, max }),
    retry: async () => false,
    states: async () => new Map(),
    countFailed: async () => 0,
  };
  return { store, delivered, failed };
}

describe("deliverer", () => {
  it("POSTs the signed payload with the lead's id as idempotency key, and marks a 2xx delivered", async () => {
    const { store, delivered } = fakeStore([contactRow()]);
    const fetch = vi.fn(async () => new Response("ok", { status: 202 }));
    const deliverer = createWebhookDeliverer({
      store: async () => store,
      url: "https://crm.example.com/hook?token=t0k3n",
      secret: SECRET,
      fetch,
      now: () => AT,
    });
    expect(await deliverer.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(delivered).toEqual([contactRow().id]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe("https://crm.example.com/hook?token=t0k3n");
    expect(init.method).toBe("POST");
    expect(init.redirect).toBe("manual");
    expect(init.headers["content-type"]).toBe("application/json");
    expect(init.headers[IDEMPOTENCY_HEADER]).toBe(contactRow().id);
    expect(verifySignature(SECRET, init.body as string, init.headers[SIGNATURE_HEADER] ?? null, AT)).toBe(true);
    expect(JSON.parse(init.body as string)).toEqual(webhookPayload(contactRow()));
  });

  it("retries anything but 2xx with backoff, keeping only the status (never the answer, URL or payload)", async () => {
    const leads = [contactRow(), { ...contactRow(), id: "second", attempts: 3 }, { ...contactRow(), id: "third" }];
    const { store, failed } = fakeStore(leads);
    const answers = [
      new Response("echo: Jordan Lee jordan@example.ca", { status: 500 }),
      new Response(null, { status: 302, headers: { location: "https://elsewhere.example/" } }),
    ];
    const fetch = vi.fn(
      async () =>
        answers.shift() ??
        Promise.reject(
          new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:443"), { code: "ECONNREFUSED" }) }),
        ),
    );
    const logError = vi.fn();
    const deliverer = createWebhookDeliverer({
      store: async () => store,
      url: "https://crm.example.com/hook?token=t0k3n",
      secret: SECRET,
      fetch,
      now: () => AT,
      logError,
    });
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, failed: 3 });
    // One batch is posted in parallel: the answers arrive in any order.
    const byId = Object.fromEntries(failed.map(({ id, error, next }) => [id, [error, next.getTime() - AT.getTime()]]));
    expect(new Set(failed.map(({ error }) => error))).toEqual(new Set(["HTTP 500", "HTTP 302", "network error: ECONNREFUSED"]));
    expect(byId.second?.[1]).toBe(120_000);
    expect(byId[contactRow().id]?.[1]).toBe(15_000);
    expect(byId.third?.[1]).toBe(15_000);
    expect(failed.every(({ max }) => max === MAX_WEBHOOK_ATTEMPTS)).toBe(true);
    expect(logError).not.toHaveBeenCalled();
  });

  it("gives up on a CRM that never answers after the timeout, without holding the loop", async () => {
    const { store, failed } = fakeStore([contactRow()]);
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error))),
    );
    const deliverer = createWebhookDeliverer({
      store: async () => store,
      url: "https://crm.example.com/hook",
      secret: SECRET,
      fetch: fetch,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failed[0]?.error).toBe("no answer within 0.05 s");
  });

  it("names a timeout in seconds and a network error by its code only", () => {
    expect(describeFailure(new DOMException("The operation timed out.", "TimeoutError"), 10_000)).toBe("no answer within 10 s");
    expect(describeFailure(new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } }), 10_000)).toBe("network error: ENOTFOUND");
    expect(describeFailure(new Error("https://crm.example.com/?token=secret said no"), 10_000)).toBe("network error: Error");
  });

  it("logs a round that could not reach the database without the lead, and runs again later", async () => {
    const logError = vi.fn();
    const deliverer = createWebhookDeliverer({
      store: async () => {
        throw new Error("database unreachable");
      },
      url: "https://crm.example.com/hook",
      secret: SECRET,
      logError,
    });
    expect(await deliverer.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(logError).toHaveBeenCalledWith("Webhook round failed; it will run again", expect.any(Error));
  });
});
