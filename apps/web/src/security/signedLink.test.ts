import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signLink, verifyLink } from "./signedLink";

const SECRET = randomBytes(32);
const NOW = new Date("2026-11-24T12:00:00Z");

describe("signed links", () => {
  it("verifies a token it signed, for its purpose, with its claims", () => {
    const token = signLink("deal-room", { s: "9b0c…", l: "ottawa-portfolio" }, SECRET, new Date(NOW.getTime() + 60_000));
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifyLink("deal-room", token, SECRET, NOW)).toEqual({
      ok: true,
      claims: { s: "9b0c…", l: "ottawa-portfolio", exp: Math.floor(NOW.getTime() / 1000) + 60 },
    });
  });

  it("refuses a token past its expiry, and one made for another purpose", () => {
    const token = signLink("deal-room", { s: "1" }, SECRET, new Date(NOW.getTime() + 60_000));
    expect(verifyLink("deal-room", token, SECRET, new Date(NOW.getTime() + 60_000))).toEqual({ ok: false, reason: "expired" });
    expect(verifyLink("unsubscribe", token, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses a token signed with another secret, or with any character of its claims changed", () => {
    const token = signLink("deal-room", { s: "1", l: "a" }, SECRET);
    expect(verifyLink("deal-room", token, randomBytes(32), NOW)).toEqual({ ok: false, reason: "forged" });
    const [body = "", mac = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, l: "b" })).toString("base64url");
    expect(verifyLink("deal-room", `${altered}.${mac}`, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it.each([undefined, "", "abc", "a.b", "a".repeat(2000), "x.".padEnd(46, "A"), 42])("refuses %j as malformed", (token) => {
    expect(verifyLink("deal-room", token, SECRET, NOW).ok).toBe(false);
  });

  it("after a rotation, accepts a link signed with the previous secret beside the current one", () => {
    const previous = randomBytes(32);
    const sentBeforeRotation = signLink("unsubscribe", { e: "sam@example.ca" }, previous);
    expect(verifyLink("unsubscribe", sentBeforeRotation, [SECRET, previous], NOW)).toEqual({ ok: true, claims: { e: "sam@example.ca" } });
    // Once the previous secret is dropped, the link stops: the overlap is what keeps it working.
    expect(verifyLink("unsubscribe", sentBeforeRotation, [SECRET], NOW)).toEqual({ ok: false, reason: "forged" });
    expect(verifyLink("unsubscribe", sentBeforeRotation, [], NOW)).toEqual({ ok: false, reason: "forged" });
  });
});
