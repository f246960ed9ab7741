import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UNSUBSCRIBE_PURPOSE } from "@/src/announcements/sender";
import { PREFERENCES_PURPOSE } from "@/src/consent/links";
import { linkKey, PREVIOUS_SECRET_PURPOSES, signLink, verifyLink, type LinkSecrets } from "./signedLink";

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

  it("MACs each purpose with its own key derived from the secret, never with the secret itself", () => {
    const token = signLink("owner-report", { r: "x" }, SECRET);
    const [body = "", given = ""] = token.split(".");
    const key = createHmac("sha256", SECRET).update("link-key:owner-report").digest();
    expect(linkKey(SECRET, "owner-report")).toEqual(key);
    expect(given).toBe(createHmac("sha256", key).update(body).digest("base64url"));
    expect(given).not.toBe(createHmac("sha256", SECRET).update(body).digest("base64url"));
    expect(linkKey(SECRET, "unsubscribe")).not.toEqual(key);
  });

  it("names exactly the unsubscribe and deal e-mail preference links as the purposes the previous secret may prove", () => {
    expect([...PREVIOUS_SECRET_PURPOSES].sort()).toEqual([PREFERENCES_PURPOSE, UNSUBSCRIBE_PURPOSE].sort());
  });
});

describe("a rotation of LINK_SECRET", () => {
  const previous = randomBytes(32);
  const until = new Date("2027-01-23T00:00:00Z");
  const ring: LinkSecrets = { current: SECRET, previous: { secret: previous, until } };
  const justBefore = new Date(until.getTime() - 1000);

  it("accepts an unsubscribe or preference link signed with the previous secret until its date, and not from then on", () => {
    for (const purpose of [UNSUBSCRIBE_PURPOSE, PREFERENCES_PURPOSE]) {
      const sentBeforeRotation = signLink(purpose, { e: "sam@example.ca" }, previous);
      expect(verifyLink(purpose, sentBeforeRotation, ring, justBefore)).toEqual({ ok: true, claims: { e: "sam@example.ca" } });
      expect(verifyLink(purpose, sentBeforeRotation, ring, until)).toEqual({ ok: false, reason: "forged" });
      // Without the previous secret at all, the link stops at once.
      expect(verifyLink(purpose, sentBeforeRotation, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
    }
  });

  it.each(["deal-room", "deal-room-cookie", "confirm-deal-emails", "owner-report"])(
    "refuses a %s link signed with the previous secret at once, the day of the rotation",
    (purpose) => {
      const forged = signLink(purpose, { s: "1" }, previous);
      expect(verifyLink(purpose, forged, ring, NOW)).toEqual({ ok: false, reason: "forged" });
      expect(verifyLink(purpose, signLink(purpose, { s: "1" }, SECRET), ring, NOW).ok).toBe(true);
    },
  );

  it("accepts links MACed with the raw secret (before keys per purpose) for unsubscribe and preferences only, until rawUntil", () => {
    const rawUntil = new Date("2027-01-25T00:00:00Z");
    const rawSigned = (purpose: string, secret: Buffer) => {
      const body = Buffer.from(JSON.stringify({ p: purpose, e: "sam@example.ca" })).toString("base64url");
      return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
    };
    const withRaw: LinkSecrets = { ...ring, rawUntil };
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, rawSigned(UNSUBSCRIBE_PURPOSE, SECRET), withRaw, justBefore).ok).toBe(true);
    expect(verifyLink(PREFERENCES_PURPOSE, rawSigned(PREFERENCES_PURPOSE, SECRET), withRaw, NOW).ok).toBe(true);
    // The previous secret's raw links only while the previous secret itself is honoured.
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, rawSigned(UNSUBSCRIBE_PURPOSE, previous), withRaw, justBefore).ok).toBe(true);
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, rawSigned(UNSUBSCRIBE_PURPOSE, previous), withRaw, until).ok).toBe(false);
    expect(verifyLink(UNSUBSCRIBE_PURPOSE, rawSigned(UNSUBSCRIBE_PURPOSE, SECRET), withRaw, rawUntil).ok).toBe(false);
    expect(verifyLink("deal-room", rawSigned("deal-room", SECRET), withRaw, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(verifyLink("owner-report", rawSigned("owner-report", SECRET), withRaw, NOW)).toEqual({ ok: false, reason: "forged" });
  });
});
