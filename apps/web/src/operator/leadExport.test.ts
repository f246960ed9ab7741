import { describe, expect, it } from "vitest";
import { NO_BUY_BOX } from "@agency/supabase/leads";
import { createFakeRepository } from "@/src/leads/testDoubles";
import { allLeads, exportFileName, exportLeads, leadsToCsv } from "./leadExport";

const ATTRIBUTION_HEADER =
  "sent_from_page,first_touch_source,first_touch_medium,first_touch_campaign,first_touch_term,first_touch_content,first_touch_referrer,first_touch_landing,first_touch_at," +
  "last_touch_source,last_touch_medium,last_touch_campaign,last_touch_term,last_touch_content,last_touch_referrer,last_touch_landing,last_touch_at";
/** The 17 attribution cells of a lead that has none, and its empty repeat_of. */
const NO_ATTRIBUTION = ",".repeat(18);

describe("lead export", () => {
  it("writes every stored lead of a kind, oldest first, without test rows, with its notification state", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", { name: "Ann Lee", email: "ann@example.ca", message: 'First, "quoted"\nsecond line' });
    await repository.insert("contact", { name: "Diagnostics", email: "ops@example.ca", message: "test" }, { isTest: true });
    const second = await repository.insert("contact", { name: "=cmd|' /C calc'!A0", email: "bob@example.ca", message: "Hi" });
    await repository.markNotified("contact", second.id, new Date("2026-11-22T15:00:00Z"));
    await repository.insert("contact", { name: "Quick", email: "q@example.ca", message: "Hello" }, { spamReason: "too_fast", fillMs: 700 });

    const csv = await exportLeads(repository, "contact", "csv");
    expect(csv.split("\r\n")).toEqual([
      `id,created_at,name,email,message,listing,${ATTRIBUTION_HEADER},repeat_of,fill_ms,spam_reason,released_at,notified_at,notify_attempts,notify_last_error,notify_next_attempt_at,notify_failed_at`,
      `lead-1,1970-01-01T00:00:01.000Z,Ann Lee,ann@example.ca,"First, ""quoted""\nsecond line",${NO_ATTRIBUTION},,,,,0,,1970-01-01T00:00:00.000Z,`,
      `lead-3,1970-01-01T00:00:03.000Z,'=cmd|' /C calc'!A0,bob@example.ca,Hi,${NO_ATTRIBUTION},,,,2026-11-22T15:00:00.000Z,0,,1970-01-01T00:00:00.000Z,`,
      "",
    ]);
    const json = JSON.parse(await exportLeads(repository, "contact", "json")) as { id: string }[];
    expect(json.map((lead) => lead.id)).toEqual(["lead-1", "lead-3"]);
  });

  it("leaves quarantined submissions out unless asked, and marks them when included", async () => {
    const repository = createFakeRepository();
    await repository.insert("contact", { name: "Ann Lee", email: "ann@example.ca", message: "Hi" }, { fillMs: 12_000 });
    await repository.insert("contact", { name: "Quick", email: "q@example.ca", message: "Hello" }, { spamReason: "too_fast", fillMs: 700 });
    const included = (await exportLeads(repository, "contact", "csv", { includeQuarantined: true })).split("\r\n");
    expect(included.slice(1, 3)).toEqual([
      `lead-1,1970-01-01T00:00:01.000Z,Ann Lee,ann@example.ca,Hi,${NO_ATTRIBUTION},12000,,,,0,,1970-01-01T00:00:00.000Z,`,
      `lead-2,1970-01-01T00:00:02.000Z,Quick,q@example.ca,Hello,${NO_ATTRIBUTION},700,too_fast,,,0,,1970-01-01T00:00:00.000Z,`,
    ]);
    expect((await exportLeads(repository, "contact", "csv")).split("\r\n")).toHaveLength(3);
  });

  it("spreads a lead's attribution over flat columns", async () => {
    const repository = createFakeRepository();
    const attribution = {
      first: {
        source: "newsletter",
        campaign: "fall",
        landing: "/self-storage/ontario/hamilton/?utm_source=newsletter&utm_campaign=fall",
        at: "2026-11-20T10:00:00.000Z",
      },
      last: { referrer: "www.google.com", landing: "/sell/", at: "2026-11-22T10:00:00.000Z" },
      page: "/contact/",
    };
    await repository.insert("contact", { name: "Ann", email: "ann@example.ca", message: "Hi", attribution });
    const [header, row] = (await exportLeads(repository, "contact", "csv")).split("\r\n");
    const cells = Object.fromEntries((header ?? "").split(",").map((column, index) => [column, (row ?? "").split(",")[index]]));
    expect(cells).toMatchObject({
      sent_from_page: "/contact/",
      first_touch_source: "newsletter",
      first_touch_campaign: "fall",
      first_touch_medium: "",
      first_touch_at: "2026-11-20T10:00:00.000Z",
      last_touch_referrer: "www.google.com",
      last_touch_landing: "/sell/",
    });
  });

  it("pages through tables larger than one request may return", async () => {
    const repository = createFakeRepository();
    for (let index = 0; index < 2345; index += 1) {
      await repository.insert("investor", {
        name: `Investor ${index}`,
        email: "i@example.ca",
        investment_profile: "GTA",
        message: null,
        consent_deal_emails: true,
        ...NO_BUY_BOX,
      });
    }
    const leads = await allLeads(repository, "investor");
    expect(leads).toHaveLength(2345);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(2345);
    expect(leads[0]?.lead.name).toBe("Investor 0");
    expect(leadsToCsv("investor", []).trim()).toBe(
      `id,created_at,name,email,investment_profile,message,consent_deal_emails,buy_asset_classes,buy_regions,buy_price_min,buy_price_max,buy_cap_rate_min,${ATTRIBUTION_HEADER},repeat_of,fill_ms,spam_reason,released_at,notified_at,notify_attempts,notify_last_error,notify_next_attempt_at,notify_failed_at`,
    );
  });

  it("puts the buy box in the CSV like the other fields, lists joined in one cell", async () => {
    const repository = createFakeRepository();
    await repository.insert("investor", {
      name: "Priya",
      email: "p@example.ca",
      investment_profile: "Storage",
      message: null,
      consent_deal_emails: true,
      buy_asset_classes: ["self-storage", "industrial"],
      buy_regions: ["Barrie", "Greater Toronto Area"],
      buy_price_min: 2_000_000,
      buy_price_max: null,
      buy_cap_rate_min: 6.5,
    });
    const csv = leadsToCsv("investor", await allLeads(repository, "investor"));
    expect(csv).toContain(",true,self-storage; industrial,Barrie; Greater Toronto Area,2000000,,6.5,");
  });

  it("names the file after the kind and the day", () => {
    expect(exportFileName("valuation", "csv", new Date("2026-11-22T23:00:00Z"))).toBe("valuation-leads-2026-11-22.csv");
  });
});
