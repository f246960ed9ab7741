/**
 * The CRM webhook end to end below the HTTP layer: a real PGlite lead store with the migrations,
 * the real e-mail notifier writing to an outbox, two deliverers (two server processes) and a real
 * HTTP receiver on 127.0.0.1 that verifies every signature as README tells a receiver to. Every
 * lead arrives once with a valid signature; with the receiver down while 200 leads are stored,
 * every e-mail still goes out, and once it is up every lead arrives, none twice.
 * Retries start at 100 ms and stop growing at 2 s here (options of the deliverer, never configurable
 * in production), so the whole file runs in about 15 s.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createFunctionHandlers } from "@agency/supabase/functions";
import { NO_BUY_BOX, type LeadByKind, type LeadKind } from "@agency/supabase/leads";
import { createOutboxMailer } from "@agency/supabase/mailers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handlerCaller, signedHandlers } from "@/src/leads/functionCallers";
import { createNotifier, type InvokeFunction } from "@/src/leads/notifier";
import { createMemoryRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { createWebhookDeliverer, type WebhookDeliverer } from "./deliverer";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifySignature } from "./signature";

const SECRET = "integration-webhook-secret-0123456789abcdef";
const FUNCTION_SECRET = "f".repeat(64);
const LEADS: { [K in LeadKind]: (n: number) => LeadByKind[K] } = {
  contact: (n) => ({ name: `Contact ${n}`, email: `contact${n}@example.ca`, message: `Message ${n}` }),
  investor: (n) => ({
    name: `Investor ${n}`,
    email: `investor${n}@example.ca`,
    investment_profile: "Self-storage, GTA",
    message: null,
    consent_deal_emails: true,
    ...NO_BUY_BOX,
  }),
  valuation: (n) => ({
    name: `Seller ${n}`,
    email: `seller${n}@example.ca`,
    phone: null,
    property_address: `${n} Industrial Rd`,
    property_type: "self-storage",
    message: null,
  }),
};
const KINDS: LeadKind[] = ["contact", "investor", "valuation"];

interface Received {
  id: string;
  kind: string;
  idempotencyKey: string | undefined;
  signed: boolean;
}

/** The CRM: answers 200 to a POST whose signature verifies, 401 otherwise. */
function receiver() {
  const received: Received[] = [];
  let server: Server | null = null;
  let port = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      request.on("error", reject);
    });
  return {
    received,
    get url() {
      return `http://127.0.0.1:${port}/hooks/leads?token=crm-token`;
    },
    async up() {
      server = createServer((request, response) => {
        void read(request).then((body) => {
          const header = request.headers[SIGNATURE_HEADER];
          const signed = verifySignature(SECRET, body, typeof header === "string" ? header : null, new Date());
          const payload = JSON.parse(body) as { id: string; kind: string };
          received.push({
            id: payload.id,
            kind: payload.kind,
            idempotencyKey: request.headers[IDEMPOTENCY_HEADER] as string | undefined,
            signed,
          });
          response.writeHead(signed ? 200 : 401).end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    },
    async down() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("CRM webhook with a real receiver, store and outbox", { timeout: 60_000 }, () => {
  let repository: Stores;
  let outbox: string;
  let crm: ReturnType<typeof receiver>;
  const loops: { stop(): Promise<void> }[] = [];
  let wakeAll: () => void = () => undefined;

  beforeAll(async () => {
    repository = await createMemoryRepository();
    outbox = await mkdtemp(path.join(os.tmpdir(), "webhook-outbox-"));
    crm = receiver();
    await crm.up();
    const handlers = signedHandlers(
      createFunctionHandlers({
        functionSecret: FUNCTION_SECRET,
        siteUrl: "https://www.example-agency.ca",
        mailer: createOutboxMailer(outbox),
        mailFrom: "Site <no-reply@example.ca>",
        notifyTo: ["team@example.ca"],
      }),
      FUNCTION_SECRET,
    );
    const call = handlerCaller(handlers);
    const invoke: InvokeFunction = async (name, body) => {
      const { status, text } = await call(name, body);
      return status >= 200 && status < 300 ? { ok: true } : { ok: false, error: `HTTP ${status}: ${text.slice(0, 200)}` };
    };
    const notifier = createNotifier({ repository: async () => repository, invoke, pollMs: 100 });
    // Two deliverers on one store: two server processes, which the lease keeps apart.
    const deliverers: WebhookDeliverer[] = [0, 1].map(() =>
      createWebhookDeliverer({
        store: async () => repository.webhooks!,
        url: crm.url,
        secret: SECRET,
        retryBaseMs: 100,
        retryCapMs: 2_000,
        pollMs: 250,
        // Well above any answer's time on a loaded machine: a POST the receiver got but answered
        // after the timeout is retried (at least once, by design), which this test would count
        // as a duplicate. 2 s was exceeded under a parallel build (one lead delivered twice).
        timeoutMs: 15_000,
      }),
    );
    for (const loop of [notifier, ...deliverers]) {
      loop.start();
      loops.push(loop);
    }
    wakeAll = () => [notifier, ...deliverers].forEach((loop) => loop.wake());
    // Starting PGlite and applying the migrations takes seconds on a machine running other suites.
  }, 60_000);

  afterAll(async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    await crm?.down();
    await repository?.close();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  }, 60_000);

  const emails = async () => (await readdir(outbox)).filter((name) => name.endsWith(".eml")).length;

  it("delivers every lead of every kind once with a valid signature, never a test row or unreleased quarantine", async () => {
    const ids = new Set<string>();
    for (const kind of KINDS) ids.add((await repository.insert(kind, LEADS[kind](0))).id);
    await repository.insert("contact", LEADS.contact(1), { isTest: true });
    await repository.insert("contact", LEADS.contact(2), { spamReason: "too_fast" });
    wakeAll();
    await until(() => crm.received.length >= 3 && emails().then((count) => count >= 3), 20_000, "three deliveries and three e-mails");
    await new Promise((resolve) => setTimeout(resolve, 500)); // a duplicate would arrive within a few rounds
    expect(new Set(crm.received.map((entry) => entry.id))).toEqual(ids);
    expect(crm.received).toHaveLength(3);
    expect(crm.received.every((entry) => entry.signed && entry.idempotencyKey === entry.id)).toBe(true);
    expect(crm.received.map((entry) => entry.kind).sort()).toEqual(["contact", "investor", "valuation"]);
    crm.received.length = 0;
  });

  it("keeps e-mailing while the receiver is down for 200 leads, then delivers all 200 once it is back, none twice", async () => {
    const emailsBefore = await emails();
    await crm.down();
    const ids = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const kind = KINDS[n % 3]!;
      ids.add((await repository.insert(kind, LEADS[kind](100 + n))).id);
      if (n % 20 === 0) wakeAll();
    }
    wakeAll();
    // Every e-mail goes out while the CRM refuses connections, and the deliverers kept trying.
    await until(() => emails().then((count) => count >= emailsBefore + 200), 30_000, "200 e-mails with the CRM down");
    const tried = await Promise.all(KINDS.map((kind) => repository.webhooks!.states(kind, [...ids])));
    expect(
      tried.flatMap((map) => [...map.values()]).filter((state) => state.attempts > 0 && state.last_error === "network error: ECONNREFUSED")
        .length,
    ).toBeGreaterThan(0);
    expect(crm.received).toEqual([]);

    await crm.up();
    wakeAll();
    await until(() => new Set(crm.received.map((entry) => entry.id)).size >= 200, 30_000, "200 deliveries after the CRM came back");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new Set(crm.received.map((entry) => entry.id))).toEqual(ids);
    expect(crm.received).toHaveLength(200);
    expect(crm.received.every((entry) => entry.signed)).toBe(true);
    expect(await emails()).toBe(emailsBefore + 200);
    const delivered = await Promise.all(KINDS.map((kind) => repository.webhooks!.states(kind, [...ids])));
    expect(delivered.flatMap((map) => [...map.values()]).filter((state) => state.delivered_at !== null)).toHaveLength(200);
    expect(await repository.webhooks!.countFailed()).toBe(0);
  });
});
