/**
 * The operator's words for an erasure and a log line: what happened, only what happened.
 */
import { describe, expect, it } from "vitest";
import { describeErasure, describeOutcome } from "./describe";
import type { LoggedRequest } from "./store";

const entry = (action: LoggedRequest["action"], outcome: Record<string, unknown>): LoggedRequest => ({
  id: "1",
  requestedAt: "2026-11-26T06:00:00.000Z",
  action,
  addressHash: "a".repeat(64),
  operator: "session 0123456789ab",
  outcome,
});

describe("describeErasure", () => {
  it("totals each kind of step and leaves out what did not happen", () => {
    expect(
      describeErasure([
        { part: "leads", source: "contact_forms", action: "deleted", records: 2 },
        { part: "leads", source: "investor_signups", action: "deleted", records: 1 },
        { part: "leads", source: "property_valuations", action: "deleted", records: 0 },
        { part: "announcements", source: "listing_announcements", action: "anonymised", records: 1 },
        { part: "deal_room", source: "deal_room_signatures", action: "revoked", records: 1 },
        { part: "deal_room", source: "deal_room_signatures", action: "kept", records: 1 },
        { part: "deal_room", source: "deal_room_downloads", action: "kept", records: 3 },
      ]),
    ).toBe("3 rows deleted, 1 anonymised, 4 kept as decision 0038 requires, deal room access revoked for 1 signature.");
    expect(describeErasure([{ part: "leads", source: "contact_forms", action: "deleted", records: 1 }])).toBe("1 row deleted.");
    // Offers within their record term are kept, and the erasure says why in plain words (issue 46).
    expect(
      describeErasure([
        { part: "deal_room", source: "deal_room_offers", action: "deleted", records: 0 },
        { part: "deal_room", source: "deal_room_offers", action: "kept", records: 2 },
        { part: "deal_room", source: "deal_room_visits", action: "deleted", records: 1 },
        { part: "deal_room", source: "deal_room_signatures", action: "kept", records: 1 },
      ]),
    ).toBe(
      "1 row deleted, 1 kept as decision 0038 requires, 2 offers not deleted: Ontario's real estate rules make the brokerage keep every offer it received (decision 0058).",
    );
    // A shortlisted buyer's round invitations and their e-mails go with the offers, said apart (issue 46).
    expect(
      describeErasure([
        { part: "deal_room", source: "deal_room_offers", action: "kept", records: 1 },
        { part: "deal_room_rounds", source: "deal_room_round_invitations", action: "kept", records: 1 },
        { part: "deal_room_rounds", source: "deal_room_round_mail", action: "kept", records: 2 },
        { part: "deal_room", source: "deal_room_signatures", action: "kept", records: 1 },
      ]),
    ).toBe(
      "1 kept as decision 0038 requires, 1 offer not deleted: Ontario's real estate rules make the brokerage keep every offer it received (decision 0058), " +
        "3 offer-round invitations and e-mails kept with the offers (decision 0058).",
    );
    expect(describeErasure([{ part: "deal_room_rounds", source: "deal_room_round_invitations", action: "kept", records: 1 }])).toBe(
      "1 offer-round invitation or e-mail kept with the offers (decision 0058).",
    );
    expect(describeErasure([{ part: "leads", source: "contact_forms", action: "deleted", records: 0 }])).toBe(
      "Nothing was kept about this address.",
    );
  });
});

describe("describeOutcome", () => {
  it("lists the tables a find or an export found rows in", () => {
    expect(describeOutcome(entry("export", { found: { contact_forms: 1, deal_room_signatures: 2 } }))).toBe(
      "contact_forms: 1, deal_room_signatures: 2",
    );
    expect(describeOutcome(entry("find", { found: {} }))).toBe("Nothing found.");
  });

  it("says what an erasure did", () => {
    expect(describeOutcome(entry("erase", { done: [{ part: "leads", source: "contact_forms", action: "deleted", records: 2 }] }))).toBe(
      "2 rows deleted.",
    );
  });
});
