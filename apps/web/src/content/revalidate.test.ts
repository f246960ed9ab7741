import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from "@sanity/webhook";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { createRevalidateHandler } from "./revalidate";

const SECRET = "webhook-secret";

async function signedRequest(body: unknown, secret = SECRET) {
  const payload = JSON.stringify(body);
  const signature = await encodeSignatureHeader(payload, Date.now(), secret);
  return new NextRequest("http://127.0.0.1/api/revalidate", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
  });
}

describe("Sanity publish webhook", () => {
  it("revalidates the published document's type when the signature is valid", async () => {
    const revalidate = vi.fn();
    const handler = createRevalidateHandler({ secret: SECRET, revalidate, waitForConsistency: false });
    const response = await handler(await signedRequest({ _id: "siteSettings", _type: "siteSettings" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["siteSettings"] });
    expect(revalidate).toHaveBeenCalledWith("siteSettings");
  });

  it("refuses a request signed with another secret", async () => {
    const revalidate = vi.fn();
    const handler = createRevalidateHandler({ secret: SECRET, revalidate, waitForConsistency: false });
    const response = await handler(await signedRequest({ _type: "siteSettings" }, "wrong-secret"));
    expect(response.status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("does not exist when no secret is configured", async () => {
    const handler = createRevalidateHandler({ secret: undefined, revalidate: vi.fn() });
    expect((await handler(await signedRequest({ _type: "siteSettings" }))).status).toBe(404);
  });

  it("rejects a signed document without a type", async () => {
    const handler = createRevalidateHandler({ secret: SECRET, revalidate: vi.fn(), waitForConsistency: false });
    expect((await handler(await signedRequest({ _id: "x" }))).status).toBe(400);
  });
});
