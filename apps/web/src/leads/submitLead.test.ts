import { describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "./formState";
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

  it("acknowledges and discards honeypot and too-fast submissions", async () => {
    const { repository, notifier, deps } = setup();
    expect(await submitLead("contact", { ...contact, [HONEYPOT_FIELD]: "http://spam.example" }, "ip", deps)).toMatchObject({ status: "success" });
    expect(await submitLead("contact", { ...contact, [STARTED_AT_FIELD]: String(NOW - 800) }, "ip", deps)).toMatchObject({ status: "success" });
    expect(repository.rows).toHaveLength(0);
    expect(notifier.wake).not.toHaveBeenCalled();
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
  });

  it("shows the failure path and stores nothing when the database is down", async () => {
    const { deps } = setup({ failInserts: true });
    const outcome = await submitLead("contact", contact, "ip", deps);
    expect(outcome).toMatchObject({ httpStatus: 503, status: "failed", message: "There was a problem submitting the form.", values: contact });
  });
});
