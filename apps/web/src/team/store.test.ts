/**
 * The workspace SQL (supabase/migrations/20261127004000_team_workspace.sql) on PGlite and on
 * PostgreSQL 15: the Leads list's paging, filters and search across the three lead tables, what
 * the team records about a person and its history, the timeline of one address, and Today's
 * "new since the last visit" and follow-ups due, each at a clock the test sets.
 */
import { afterEach, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import type { TeamStore } from "./store";

type Inspect = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function contact(
  inspect: Inspect,
  at: string,
  fields: { name?: string; email?: string; message?: string; listing?: string; source?: string } = {},
) {
  await inspect(
    `insert into public.contact_forms (name, email, message, listing, attribution, created_at) values ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
    [
      fields.name ?? "Jordan Lee",
      fields.email ?? "jordan@example.ca",
      fields.message ?? "About Barrie.",
      fields.listing ?? null,
      fields.source ? JSON.stringify({ first: { source: fields.source, campaign: "fall-2026", at } }) : null,
      at,
    ],
  );
}

function storeTests(open: () => Promise<{ store: TeamStore; inspect: Inspect }>) {
  it("pages every lead newest first, 50 a page, with the filtered total", async () => {
    const { store, inspect } = await open();
    await inspect(
      `insert into public.contact_forms (name, email, message, created_at)
       select 'Lead ' || n, 'lead' || n || '@example.ca', 'Message ' || n, timestamptz '2026-01-01T12:00:00Z' + n * interval '1 hour'
       from generate_series(1, 60) n`,
    );
    const first = await store.leads({}, { limit: 50, offset: 0 });
    expect(first.total).toBe(60);
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]?.name).toBe("Lead 60");
    const second = await store.leads({}, { limit: 50, offset: 50 });
    expect(second.leads.map((lead) => lead.name)).toEqual([
      "Lead 10",
      "Lead 9",
      "Lead 8",
      "Lead 7",
      "Lead 6",
      "Lead 5",
      "Lead 4",
      "Lead 3",
      "Lead 2",
      "Lead 1",
    ]);
    expect((await store.leads({}, { limit: 50, offset: 100 })).total).toBe(60);
  });

  it("filters by kind, listing, source, dates and status, and searches a word of the message in any case", async () => {
    const { store, inspect } = await open();
    await contact(inspect, "2026-03-01T15:00:00Z", {
      message: "We own a Mini-Storage in Barrie",
      listing: "barrie-storage",
      source: "newsletter",
    });
    await contact(inspect, "2026-03-02T15:00:00Z", { name: "Sam Wu", email: "sam@example.ca", message: "Industrial in Guelph" });
    await inspect(
      `insert into public.property_valuations (name, email, phone, message, created_at) values ('Ana Díaz', 'ana@example.ca', '416-555-0199', null, '2026-03-03T15:00:00Z')`,
    );
    const names = async (filters: Parameters<TeamStore["leads"]>[0]) =>
      (await store.leads(filters, { limit: 50, offset: 0 })).leads.map((lead) => lead.name);
    expect(await names({ query: "mini-storage" })).toEqual(["Jordan Lee"]);
    expect(await names({ query: "555-0199" })).toEqual(["Ana Díaz"]);
    expect(await names({ query: "SAM@" })).toEqual(["Sam Wu"]);
    expect(await names({ kind: "valuation" })).toEqual(["Ana Díaz"]);
    expect(await names({ listing: "barrie-storage" })).toEqual(["Jordan Lee"]);
    expect(await names({ source: "newsletter" })).toEqual(["Jordan Lee"]);
    expect(await names({ campaign: "fall-2026" })).toEqual(["Jordan Lee"]);
    expect(await names({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["Sam Wu"]);
    await store.savePerson("Sam@Example.ca ", {
      status: "qualified",
      owner: "Jane Doe",
      followUpOn: null,
      note: null,
      by: "Jane Doe",
      at: new Date("2026-03-04T12:00:00Z"),
    });
    expect(await names({ status: "qualified" })).toEqual(["Sam Wu"]);
    expect(await names({ status: "new" })).toEqual(["Ana Díaz", "Jordan Lee"]);
    // The same rows, the other way round: the oldest first.
    expect(await names({ order: "oldest" })).toEqual(["Jordan Lee", "Sam Wu", "Ana Díaz"]);
    expect(await names({ status: "new", order: "oldest" })).toEqual(["Jordan Lee", "Ana Díaz"]);
    expect(await store.facets()).toEqual({ sources: ["newsletter"], campaigns: ["fall-2026"], listings: ["barrie-storage"] });
  });

  it("keeps each change of a person's record, and each note, with who and when", async () => {
    const { store, inspect } = await open();
    expect(await store.person("ana@example.ca")).toEqual({
      email: "ana@example.ca",
      status: "new",
      owner: null,
      followUpOn: null,
      updatedAt: null,
    });
    const at = new Date("2026-03-04T12:00:00Z");
    expect(
      await store.savePerson("ana@example.ca", {
        status: "contacted",
        owner: "Jane Doe",
        followUpOn: "2026-03-10",
        note: "Called, wants the rent roll.",
        by: "Jane Doe",
        at,
      }),
    ).toBe(4);
    expect(
      await store.savePerson("ana@example.ca", {
        status: "contacted",
        owner: "Jane Doe",
        followUpOn: "2026-03-10",
        note: null,
        by: "Jane Doe",
        at,
      }),
    ).toBe(0);
    expect(await store.person("ana@example.ca")).toEqual({
      email: "ana@example.ca",
      status: "contacted",
      owner: "Jane Doe",
      followUpOn: "2026-03-10",
      updatedAt: "2026-03-04T12:00:00.000Z",
    });
    const history = await inspect("select field, value, changed_by from public.team_person_changes order by id");
    expect(history).toEqual([
      { field: "status", value: "contacted", changed_by: "Jane Doe" },
      { field: "owner", value: "Jane Doe", changed_by: "Jane Doe" },
      { field: "follow_up_on", value: "2026-03-10", changed_by: "Jane Doe" },
      { field: "note", value: "Called, wants the rent roll.", changed_by: "Jane Doe" },
    ]);
    await expect(
      store.savePerson("ana@example.ca", { status: "lost" as "new", owner: null, followUpOn: null, note: null, by: "Jane Doe", at }),
    ).rejects.toThrow();
  });

  it("exports and erases what the team recorded about an address through the personal information request", async () => {
    const { store, inspect } = await open();
    const at = new Date("2026-03-04T12:00:00Z");
    await store.savePerson("ana@example.ca", {
      status: "qualified",
      owner: "Jane Doe",
      followUpOn: null,
      note: "Buys in Barrie.",
      by: "Jane Doe",
      at,
    });
    await store.savePerson("sam@example.ca", { status: "client", owner: null, followUpOn: null, note: null, by: "Jane Doe", at });
    const found = await inspect(
      "select part, source from public.find_personal_information('ana@example.ca', array['team'], 'export', 'test', now()) order by source",
    );
    expect(found).toEqual([
      { part: "team", source: "team_people" },
      { part: "team", source: "team_person_changes" },
      { part: "team", source: "team_person_changes" },
      { part: "team", source: "team_person_changes" },
    ]);
    await inspect("select * from public.erase_personal_information('ana@example.ca', array['team'], 'test', now())");
    expect(await inspect("select email from public.team_people union all select email from public.team_person_changes")).toEqual([
      { email: "sam@example.ca" },
      { email: "sam@example.ca" },
    ]);
  });

  it("answers one address's timeline newest first: its leads and the team's notes", async () => {
    const { store, inspect } = await open();
    await contact(inspect, "2026-03-01T15:00:00Z", { email: "Jordan@Example.ca", message: "First" });
    await contact(inspect, "2026-03-05T15:00:00Z", { email: "other@example.ca", message: "Not theirs" });
    await store.savePerson("jordan@example.ca", {
      status: "new",
      owner: null,
      followUpOn: null,
      note: "Left a voicemail.",
      by: "Jane Doe",
      at: new Date("2026-03-02T12:00:00Z"),
    });
    const events = await store.timeline("jordan@example.ca", 100);
    expect(events.map((event) => [event.at, event.event])).toEqual([
      ["2026-03-02T12:00:00.000Z", "team-note"],
      ["2026-03-01T15:00:00.000Z", "lead-contact"],
    ]);
    expect(events[0]?.detail).toEqual({ by: "Jane Doe", value: "Left a voicemail." });
  });

  it("lists on Today the leads since the previous session of visits and the follow-ups due by the injected day", async () => {
    const { store, inspect } = await open();
    await contact(inspect, "2026-03-01T15:00:00Z", { name: "Old Lead", email: "old@example.ca" });
    expect(await store.visitToday(new Date("2026-03-02T13:00:00Z"))).toBe("2026-03-02T13:00:00.000Z");
    await contact(inspect, "2026-03-02T18:00:00Z", { name: "New Lead", email: "new@example.ca" });
    // Next morning: the session of yesterday's visit is the "since"; a reload within the hour keeps it.
    const since = await store.visitToday(new Date("2026-03-03T13:00:00Z"));
    expect(since).toBe("2026-03-02T13:00:00.000Z");
    expect(await store.visitToday(new Date("2026-03-03T13:20:00Z"))).toBe(since);
    await store.savePerson("old@example.ca", {
      status: "contacted",
      owner: null,
      followUpOn: "2026-03-04",
      note: null,
      by: "Jane Doe",
      at: new Date("2026-03-02T12:00:00Z"),
    });
    const on = async (day: string) => (await store.today(since, day, 25)).map((line) => [line.section, line.name]);
    expect(await on("2026-03-03")).toEqual([["new", "New Lead"]]);
    expect(await on("2026-03-04")).toEqual([
      ["new", "New Lead"],
      ["follow-up", "Old Lead"],
    ]);
  });
}

const HARNESSES = storeHarnesses("team_test", (repository) => repository.team!);

describe.each(HARNESSES)("team store on $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<TeamStore> | null = null;
  afterEach(async () => {
    await harness?.dispose();
    harness = null;
  }, 60_000);
  storeTests(async () => {
    harness = await open();
    return { store: harness.store, inspect: harness.inspect };
  });
});
