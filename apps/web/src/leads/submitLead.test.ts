import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { LEAD_KINDS } from "@agency/supabase/leads";
import { HONEYPOT_FIELD, MINIMUM_FILL_MS, STARTED_AT_FIELD } from "./formState";
import { createRateLimiter } from "./rateLimit";
import { submitLead } from "./submitLead";
import { createFakeRepository } from "./testDoubles";

const NOW = 1_800_000_000_000;
const contact = { name: "Québec Holdings Inc.", email: "owner@example.ca", message: "Selling a 120-unit facility" };

function setup(options: { failInserts?: boolean } = {}) {
  const repository = createFakeRepository(options);
  const notifier = { wake: vi.fn() };
  const deps = { repository: async () => repository, rateLimiter: createRateLimiter(), notifier, now: () => NOW, logError: vi.fn() };
  return { repository, notifier, deps };
}

describe("submitLead", () => {
  it("stores a valid lead, wakes the notifier and clears the form", async () => {
    const { repository, notifier, deps } = setup();
    const outcome = await submitLead("contact", { ...contact, [STARTED_AT_FIELD]: String(NOW - 60_000) }, "203.0.113.1", deps);
    expect(outcome).toMatchObject({ httpStatus: 200, status: "success", values: {}, leadId: "lead-1" });
    expect(repository.rows.map((row) => row.lead)).toEqual([contact]);
    expect(repository.rows[0]).toMatchObject({ spamReason: null, fillMs: 60_000 });
    expect(notifier.wake).toHaveBeenCalledOnce();
  });

  it("stores nothing and keeps what was typed when a required field is missing", async () => {
    const { repository, deps } = setup();
    const outcome = await submitLead("contact", { name: "Ann", email: "ann@example.ca", message: "  " }, "ip", deps);
    expect(outcome).toMatchObject({
      httpStatus: 400,
      status: "invalid",
      message: "Please fill in all required fields",
      fieldErrors: { message: "This field is required" },
      values: { name: "Ann", email: "ann@example.ca", message: "  " },
    });
    expect(repository.rows).toHaveLength(0);
  });

  it("acknowledges honeypot and too-fast submissions like any lead, and stores them in quarantine without notifying", async () => {
    const { repository, notifier, deps } = setup();
    const honeypot = await submitLead(
      "contact",
      { ...contact, [HONEYPOT_FIELD]: "http://spam.example", [STARTED_AT_FIELD]: String(NOW - 9_000) },
      "ip",
      deps,
    );
    const fast = await submitLead("contact", { ...contact, [STARTED_AT_FIELD]: String(NOW - 800) }, "ip", deps);
    // What the visitor (or the bot) sees is exactly a normal success.
    for (const outcome of [honeypot, fast])
      expect(outcome).toMatchObject({ httpStatus: 200, status: "success", message: null, values: {} });
    expect(repository.rows.map(({ lead, spamReason, fillMs }) => ({ lead, spamReason, fillMs }))).toEqual([
      { lead: contact, spamReason: "honeypot", fillMs: 9_000 },
      { lead: contact, spamReason: "too_fast", fillMs: 800 },
    ]);
    expect(notifier.wake).not.toHaveBeenCalled();
    // Nothing quarantined is due for notification.
    expect(await repository.claimDueNotifications(10, new Date(NOW), 60)).toEqual([]);
  });

  it.each([
    { took: MINIMUM_FILL_MS - 1, reason: "too_fast" },
    { took: MINIMUM_FILL_MS, reason: null },
    // The browser's clock ahead of the server's: a skewed clock, not a bot.
    { took: -30_000, reason: null },
  ])("a form sent $took ms after it appeared is quarantined as $reason", async ({ took, reason }) => {
    const { repository, deps } = setup();
    await submitLead("contact", { ...contact, [STARTED_AT_FIELD]: String(NOW - took) }, "ip", deps);
    expect(repository.rows[0]?.spamReason).toBe(reason);
  });

  it("never quarantines invalid data: a fast, incomplete bot submission stores nothing", async () => {
    const { repository, deps } = setup();
    const outcome = await submitLead(
      "contact",
      { name: "x", email: "not-an-address", [HONEYPOT_FIELD]: "y", [STARTED_AT_FIELD]: String(NOW - 10) },
      "ip",
      deps,
    );
    expect(outcome.httpStatus).toBe(400);
    expect(repository.rows).toHaveLength(0);
  });

  it("shows the errors of an incomplete form even when it was sent within the minimum fill time", async () => {
    const { deps } = setup();
    const outcome = await submitLead("contact", { name: "", [STARTED_AT_FIELD]: String(NOW - 500) }, "ip", deps);
    expect(outcome).toMatchObject({ httpStatus: 400, message: "Please fill in all required fields" });
  });

  it("accepts a visitor without JavaScript, who has no start time", async () => {
    const { repository, deps } = setup();
    await submitLead("contact", { ...contact, [STARTED_AT_FIELD]: "" }, "ip", deps);
    expect(repository.rows).toHaveLength(1);
  });

  it("answers 429 after 5 submissions from one client, with a clear message", async () => {
    const { deps } = setup();
    for (let i = 0; i < 5; i += 1) await submitLead("valuation", { name: "A", email: "a@example.ca" }, "198.51.100.2", deps);
    const sixth = await submitLead("valuation", { name: "A", email: "a@example.ca" }, "198.51.100.2", deps);
    expect(sixth.httpStatus).toBe(429);
    expect(sixth.message).toMatch(/^Too many submissions from your connection\. Please try again in 10 minutes/);
    // The API's Retry-After is the limiter's wait, the one the message rounds to minutes.
    expect(sixth.retryAfterSeconds).toBeGreaterThan(540);
    expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("shows the failure path and stores nothing when the database is down", async () => {
    const { deps } = setup({ failInserts: true });
    const outcome = await submitLead("contact", contact, "ip", deps);
    expect(outcome).toMatchObject({
      httpStatus: 503,
      status: "failed",
      message: "There was a problem submitting the form.",
      values: contact,
    });
  });
});

describe("submitLead: the listing a contact message is about (issue 16)", () => {
  const published = new Set(["fixture-barrie-storage"]);
  const listingExists = async (slug: string) => published.has(slug);

  it("keeps a published listing sent in the hidden field", async () => {
    const { repository, deps } = setup();
    const outcome = await submitLead("contact", { ...contact, listing: "fixture-barrie-storage" }, "203.0.113.1", deps, { listingExists });
    expect(outcome.status).toBe("success");
    expect(repository.rows[0]?.lead).toEqual({ ...contact, listing: "fixture-barrie-storage" });
  });

  it("reads it from the Referer without JavaScript (/contact/?listing=…)", async () => {
    const { repository, deps } = setup();
    await submitLead("contact", contact, "203.0.113.1", deps, {
      referer: "https://www.example-agency.ca/contact/?listing=fixture-barrie-storage",
      listingExists,
    });
    expect(repository.rows[0]?.lead).toMatchObject({ listing: "fixture-barrie-storage" });
  });

  it.each([
    ["an unknown listing", { listing: "no-such-listing" }, undefined],
    ["a tampered value", { listing: "<script>alert(1)</script>" }, undefined],
    ["a value sent twice in the Referer", {}, "https://www.example-agency.ca/contact/?listing=fixture-barrie-storage&listing=other"],
    ["a non-text value", { listing: 42 }, undefined],
  ])("drops %s silently and stores the message", async (_label, extra, referer) => {
    const { repository, deps } = setup();
    const outcome = await submitLead("contact", { ...contact, ...extra }, "203.0.113.1", deps, { referer, listingExists });
    expect(outcome).toMatchObject({ httpStatus: 200, status: "success" });
    expect(repository.rows[0]?.lead).toMatchObject(contact);
    expect((repository.rows[0]?.lead as { listing?: string }).listing).toBeUndefined();
  });

  it("drops it when the content source cannot answer, or when nobody can check it", async () => {
    const { repository, deps } = setup();
    await submitLead("contact", { ...contact, listing: "fixture-barrie-storage" }, "203.0.113.1", deps, {
      listingExists: () => Promise.reject(new Error("down")),
    });
    await submitLead("contact", { ...contact, listing: "fixture-barrie-storage" }, "203.0.113.2", deps);
    expect(repository.rows.map((row) => row.lead)).toEqual([contact, contact]);
  });
});

describe("submitLead under fuzzed input", () => {
  const validPayloads = {
    contact,
    investor: { name: "李", email: "li@example.ca", investment_profile: "GTA, $2-5M", consent_deal_emails: "on" },
    valuation: { name: "Ann", email: "ann@example.ca", phone: "(416) 555-0148", property_type: "self-storage" },
  } as const;
  const anyValue = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: "grapheme", maxLength: 50 }),
    fc.constantFrom(
      "",
      " ",
      "\r\n",
      "a\r\nBcc: x@evil.example",
      "<script>alert(1)</script>",
      "'; DROP TABLE contact_forms; --",
      "\u202Eevil",
    ),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );

  it.each(LEAD_KINDS)("%s: a mutated submission is stored valid or refused with field errors, never thrown", async (kind) => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("name", "email", "message", "phone", "property_type", "investment_profile", "consent_deal_emails", "extra"),
          anyValue,
        ),
        async (mutation) => {
          const { repository, deps } = setup();
          const outcome = await submitLead(kind, { ...validPayloads[kind], ...mutation }, "fuzz", deps);
          if (outcome.httpStatus === 200) {
            expect(repository.rows).toHaveLength(1);
          } else {
            expect(outcome.httpStatus).toBe(400);
            expect(Object.keys(outcome.fieldErrors).length).toBeGreaterThan(0);
            expect(repository.rows).toHaveLength(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
