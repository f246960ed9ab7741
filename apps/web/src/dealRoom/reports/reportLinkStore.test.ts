/**
 * Every link the team hands out can be withdrawn (issue 41, decision 0027 "Withdrawable links"),
 * against the real migration on PGlite and on a real PostgreSQL: an owner's report link is
 * recorded with who made it, its expiry (never more than 30 days) and its names choice; an
 * opening is counted only while it works; a withdrawal is kept (the first time), answers nothing
 * for another listing's id, and the next opening sees it at once, on another server too. And the
 * deal e-mail preference links' reset instant, which only moves forward.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { Stores } from "@/src/server/stores/types";
import { createDealRoomStore, rpcDealRoomCall } from "@/src/dealRoom/store";

const HARNESSES = storeHarnesses("report_link_test", (repository: Stores) => repository);
const AT = new Date("2026-11-27T15:00:00Z");
const DAY = 86_400_000;
const later = (ms: number) => new Date(AT.getTime() + ms);

describe.each(HARNESSES)("owner's report links and preference link resets: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<Stores>;
  beforeAll(async () => {
    harness = await open();
  }, 60_000);
  afterAll(() => harness?.dispose());

  it("records a link, counts its openings while it works, and stops it at once when withdrawn, on every server", async () => {
    const store = harness.store.dealRoom!;
    const made = await store.createOwnerReportLink(
      { listing: "gta-storage", createdBy: "operator login (shared), session 1a2b3c4d", includeNames: true, expiresAt: later(14 * DAY) },
      AT,
    );
    expect(made).toMatchObject({
      listing: "gta-storage",
      createdAt: AT.toISOString(),
      createdBy: "operator login (shared), session 1a2b3c4d",
      expiresAt: later(14 * DAY).toISOString(),
      includeNames: true,
      withdrawnAt: null,
      openings: 0,
    });
    expect((await store.openOwnerReportLink(made.id, later(1000)))?.openings).toBe(1);
    expect(await store.openOwnerReportLink(made.id, later(2000))).toMatchObject({ openings: 2, lastOpenedAt: later(2000).toISOString() });

    // Another listing cannot withdraw it; its own listing does, once (the first time is kept).
    expect(await store.withdrawOwnerReportLink(made.id, "ottawa-industrial", later(3000))).toBeNull();
    expect((await store.withdrawOwnerReportLink(made.id, "gta-storage", later(4000)))?.withdrawnAt).toBe(later(4000).toISOString());
    expect((await store.withdrawOwnerReportLink(made.id, "gta-storage", later(9000)))?.withdrawnAt).toBe(later(4000).toISOString());

    // The next opening, on another server, sees the withdrawal and counts nothing.
    const other = (await harness.peer()).dealRoom!;
    expect(await other.openOwnerReportLink(made.id, later(5000))).toMatchObject({ withdrawnAt: later(4000).toISOString(), openings: 2 });
    expect(await other.openOwnerReportLink("0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b", later(5000))).toBeNull();
  });

  it("lists a listing's links newest first, counts no opening after expiry, and refuses a life over 30 days", async () => {
    const store = harness.store.dealRoom!;
    const first = await store.createOwnerReportLink(
      { listing: "barrie-storage", createdBy: "the Monday e-mail to the team (2026-W48)", includeNames: false, expiresAt: later(DAY) },
      AT,
    );
    const second = await store.createOwnerReportLink(
      {
        listing: "barrie-storage",
        createdBy: "operator login (shared), session 9f9f9f9f",
        includeNames: true,
        expiresAt: later(DAY + 60_000),
      },
      later(60_000),
    );
    expect((await store.ownerReportLinks("barrie-storage")).map((link) => [link.id, link.includeNames])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await store.openOwnerReportLink(first.id, later(DAY)))?.openings).toBe(0);
    await expect(
      store.createOwnerReportLink(
        { listing: "barrie-storage", createdBy: "x", includeNames: false, expiresAt: later(30 * DAY + 1000) },
        AT,
      ),
    ).rejects.toThrow(/owner_report_links_expiry/);
    expect(await harness.inspect("select count(*)::int as n from public.owner_report_links where listing = 'barrie-storage'")).toEqual([
      { n: 2 },
    ]);
  });

  it("keeps the latest reset of an address's preference links, whatever the case of the address", async () => {
    const consent = harness.store.consent!;
    expect(await consent.preferenceLinksResetAt("sam@example.ca")).toBeNull();
    expect(await consent.resetPreferenceLinks("Sam@Example.ca", later(DAY))).toEqual(later(DAY));
    expect(await consent.resetPreferenceLinks("sam@example.ca", AT)).toEqual(later(DAY));
    expect(await (await harness.peer()).consent!.preferenceLinksResetAt("SAM@example.ca")).toEqual(later(DAY));
    expect(await consent.preferenceLinksResetAt("other@example.ca")).toBeNull();
  });
});

describe("owner's report links over the hosted RPC", () => {
  it("calls the migration's functions by name with the same arguments the SQL adapters send", async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const row = {
      id: "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
      listing: "gta-storage",
      created_at: "2026-11-27T15:00:00+00:00",
      created_by: "operator login (shared), session 1a2b3c4d",
      expires_at: "2026-12-04T15:00:00+00:00",
      include_names: false,
      withdrawn_at: "2026-11-28T10:00:00+00:00",
      openings: 3,
      last_opened_at: null,
    };
    const store = createDealRoomStore(
      rpcDealRoomCall(async (name, args) => {
        calls.push([name, args]);
        return [row];
      }),
    );
    expect(await store.withdrawOwnerReportLink(row.id, "gta-storage", AT)).toMatchObject({
      withdrawnAt: "2026-11-28T10:00:00.000Z",
      openings: 3,
      includeNames: false,
    });
    await store.openOwnerReportLink(row.id, AT);
    expect(calls).toEqual([
      ["withdraw_owner_report_link", { p_id: row.id, p_listing: "gta-storage", p_at: AT.toISOString() }],
      ["open_owner_report_link", { p_id: row.id, p_at: AT.toISOString() }],
    ]);
  });
});
