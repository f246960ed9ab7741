import * as crypto from "node:crypto";
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from "@sanity/webhook";
import { describe, expect, it, vi } from "vitest";
import { createRevalidateHandler } from "./revalidate";
import { checkWebhookSignature, createReplayMemory, SIGNATURE_MAX_AGE_MS } from "./webhookSignature";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const SECRET = "webhook-secret";
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A request as Sanity sends it, signed with @sanity/webhook's own encoder (the format of record). */
async function signedRequest(body: unknown, { secret = SECRET, signedAt = NOW } = {}) {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  const signature = await encodeSignatureHeader(payload, signedAt, secret);
  return () =>
    new Request("http://127.0.0.1/api/revalidate", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
    });
}

function handlerAt(now = NOW) {
  const revalidate = vi.fn();
  const handler = createRevalidateHandler({
    secret: SECRET,
    revalidate,
    waitForConsistency: false,
    now: () => now,
    replays: createReplayMemory(),
  });
  return { handler, revalidate };
}

describe("Sanity publish webhook", () => {
  it("revalidates the published document's type when the signature is valid", async () => {
    const { handler, revalidate } = handlerAt();
    const response = await handler((await signedRequest({ _id: "siteSettings", _type: "siteSettings" }))());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["siteSettings"] });
    expect(revalidate).toHaveBeenCalledWith("siteSettings");
  });

  it("hands a published listing's slug to the publish hook (the announcement trigger), after the pages were refreshed", async () => {
    const revalidate = vi.fn();
    const published = vi.fn(async () => {
      expect(revalidate).toHaveBeenCalledWith("listing");
    });
    const handler = createRevalidateHandler({
      secret: SECRET,
      revalidate,
      published,
      waitForConsistency: false,
      now: () => NOW,
      replays: createReplayMemory(),
    });
    expect((await handler((await signedRequest({ _id: "l1", _type: "listing", slug: { current: "barrie-storage" } }))())).status).toBe(200);
    expect((await handler((await signedRequest({ _id: "l2", _type: "listing", slug: "sudbury-lot" }))())).status).toBe(200);
    expect((await handler((await signedRequest({ _id: "s", _type: "siteSettings" }))())).status).toBe(200);
    expect(published.mock.calls).toEqual([
      ["listing", "barrie-storage"],
      ["listing", "sudbury-lot"],
      ["siteSettings", null],
    ]);
  });

  it("still answers 200 when the publish hook fails (it logs its own errors)", async () => {
    const handler = createRevalidateHandler({
      secret: SECRET,
      revalidate: vi.fn(),
      published: () => Promise.reject(new Error("database down")),
      waitForConsistency: false,
      now: () => NOW,
      replays: createReplayMemory(),
    });
    expect((await handler((await signedRequest({ _type: "listing", slug: "x" }))())).status).toBe(200);
  });

  it("refuses a request signed with another secret", async () => {
    const { handler, revalidate } = handlerAt();
    const response = await handler((await signedRequest({ _type: "siteSettings" }, { secret: "wrong-secret" }))());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid signature" });
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("does not exist when no secret is configured", async () => {
    const handler = createRevalidateHandler({ secret: undefined, revalidate: vi.fn() });
    expect((await handler((await signedRequest({ _type: "siteSettings" }))())).status).toBe(404);
  });

  it("rejects a signed document without a type, and a signed body that is not JSON", async () => {
    const { handler } = handlerAt();
    expect((await handler((await signedRequest({ _id: "x" }))())).status).toBe(400);
    expect((await handler((await signedRequest("{not json"))())).status).toBe(400);
  });

  it("refuses a signature more than 5 minutes old, and one dated more than a minute ahead", async () => {
    const old = await signedRequest({ _type: "siteSettings" }, { signedAt: NOW - SIGNATURE_MAX_AGE_MS - 1 });
    const { handler, revalidate } = handlerAt();
    const response = await handler(old());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "The signature is more than 5 minutes old" });
    const ahead = await signedRequest({ _type: "siteSettings" }, { signedAt: NOW + 61_000 });
    expect((await handler(ahead())).status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
    // Clock skew within a minute, and a delivery 4 minutes late, are fine.
    expect((await handler((await signedRequest({ _type: "a" }, { signedAt: NOW + 59_000 }))())).status).toBe(200);
    expect((await handler((await signedRequest({ _type: "b" }, { signedAt: NOW - 4 * 60_000 }))())).status).toBe(200);
  });

  it("acts on a signed request once: the same request replayed is refused", async () => {
    const request = await signedRequest({ _type: "siteSettings" });
    const { handler, revalidate } = handlerAt();
    expect((await handler(request())).status).toBe(200);
    const replayed = await handler(request());
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: "This signed request was already received" });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it("refuses a changed timestamp (it is part of what is signed), a missing or malformed header, and a large body", async () => {
    const { handler } = handlerAt();
    const request = (await signedRequest({ _type: "siteSettings" }))();
    const header = request.headers.get(SIGNATURE_HEADER_NAME) ?? "";
    const moved = new Request(request, { headers: { [SIGNATURE_HEADER_NAME]: header.replace(`t=${NOW}`, `t=${NOW + 1}`) } });
    expect((await handler(moved)).status).toBe(401);
    for (const bad of [null, "", "v1=abc", `t=${NOW}`, `t=${NOW},v1=`, `t=${NOW},v1=${"A".repeat(500)}`]) {
      const headers: Record<string, string> = bad === null ? {} : { [SIGNATURE_HEADER_NAME]: bad };
      const response = await handler(new Request("http://127.0.0.1/api/revalidate", { method: "POST", body: "{}", headers }));
      expect(response.status, String(bad)).toBe(401);
    }
    const huge = await signedRequest({ _type: "x", padding: "p".repeat(70_000) });
    expect((await handler(huge())).status).toBe(413);
  });
});

describe("checkWebhookSignature", () => {
  it("compares the digest in constant time", async () => {
    const body = new TextEncoder().encode('{"_type":"post"}');
    const valid = await encodeSignatureHeader('{"_type":"post"}', NOW, SECRET);
    // A character in the middle of the digest: every one of its bits is significant.
    const at = valid.indexOf("v1=") + 3 + 10;
    const wrong = `${valid.slice(0, at)}${valid[at] === "A" ? "B" : "A"}${valid.slice(at + 1)}`;
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(checkWebhookSignature({ header: wrong, body, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "Invalid signature" });
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(checkWebhookSignature({ header: valid, body, secret: SECRET, now: NOW }).ok).toBe(true);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2);
  });
});

describe("createReplayMemory", () => {
  it("forgets a digest once its signature would be too old anyway, and holds at most maxEntries", () => {
    const memory = createReplayMemory({ maxEntries: 3, windowMs: 1000 });
    expect(memory.firstTime("a", 0, 0)).toBe(true);
    expect(memory.firstTime("a", 0, 500)).toBe(false);
    expect(memory.firstTime("b", 1500, 1500)).toBe(true);
    expect(memory.size).toBe(1);
    for (const digest of ["c", "d", "e"]) memory.firstTime(digest, 1500, 1500);
    expect(memory.size).toBe(3);
    expect(memory.firstTime("e", 1500, 1500)).toBe(false);
  });
});
