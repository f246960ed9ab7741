/**
 * The breach record's requests (decision 0055) on a real PGlite database, at a clock the test
 * sets: the form posted without JavaScript is stored and answered 303 to the Privacy page; every
 * bad input gets its own 4xx and stores nothing (400 with a page naming the field, 415 for a body
 * that is not a form); the CSV holds every record, the team's text shown as text in a spreadsheet.
 */
import { afterEach, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { BREACH_CSV_COLUMNS, breachRecordCsv } from "./csv";
import { breachRecordDownload, recordBreach, RECORDED_LOCATION, type BreachRequestDeps } from "./requests";
import type { BreachRecord, BreachRecordStore } from "./store";
import { COMPLETE_FORM, LAPTOP } from "./testRecords";

const HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };
const NOW = new Date("2026-06-01T14:00:00Z");
const [PGLITE] = storeHarnesses("breach_request_test", (repository) => repository.breachRecords!);

let harness: StoreHarness<BreachRecordStore> | null = null;
const logged: string[] = [];

afterEach(async () => {
  await harness?.dispose();
  harness = null;
  logged.length = 0;
}, 60_000);

async function deps(overrides: Partial<BreachRequestDeps> = {}): Promise<BreachRequestDeps> {
  harness = await PGLITE!.open();
  const store = harness.store;
  return {
    store: async () => store,
    members: async () => ["Daniel Mercer", "Priya Shah"],
    now: () => NOW,
    headers: HEADERS,
    logError: (message) => void logged.push(message),
    ...overrides,
  };
}

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/api/operator/privacy/breaches", {
    method: "POST",
    body,
    ...(contentType ? { headers: { "content-type": contentType } } : {}),
  });

const urlEncoded = (changes: Record<string, string> = {}) =>
  post(new URLSearchParams({ ...COMPLETE_FORM, ...changes }).toString(), "application/x-www-form-urlencoded");

const stored = async () => (await harness!.inspect("select count(*)::integer as n from public.breach_records"))[0]?.n;

describe("POST /api/operator/privacy/breaches", { timeout: 60_000 }, () => {
  it("stores the posted form, written at the clock's time, and answers 303 to the Privacy page's notice", async () => {
    const options = await deps();
    const response = await recordBreach(urlEncoded(), options);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(RECORDED_LOCATION);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [record] = await (await options.store()).list();
    expect(record).toMatchObject({
      determinedOn: "2026-05-12",
      peopleAffected: 37,
      realRiskOfSignificantHarm: true,
      commissionerReportedOn: "2026-05-14",
      recordedBy: "Priya Shah",
      recordedAt: NOW.toISOString(),
      keptUntil: "2028-05-12",
    });
  });

  it("takes the form as multipart too (a browser's enctype)", async () => {
    const options = await deps();
    const form = new FormData();
    for (const [key, value] of Object.entries(COMPLETE_FORM)) form.append(key, value);
    expect((await recordBreach(post(form), options)).status).toBe(303);
    expect(await stored()).toBe(1);
  });

  it("answers 400 with a page naming each wrong field, and stores nothing", async () => {
    const options = await deps();
    const response = await recordBreach(urlEncoded({ peopleAffected: "-1", determinedOn: "2026-06-02" }), options);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("<h1>Breach not recorded</h1>");
    expect(page).toContain("<strong>People affected</strong>: People affected must be a whole number, 0 or more");
    expect(page).toContain(
      "<strong>Determined to be a breach on</strong>: Determined to be a breach on is after today (2026-06-01, Toronto): record what has happened.",
    );
    expect(await stored()).toBe(0);
  });

  it("escapes what it names on the page", async () => {
    const options = await deps();
    const page = await (await recordBreach(urlEncoded({ recordedBy: "<script>alert(1)</script>" }), options)).text();
    expect(page).not.toContain("<script>");
    expect(await stored()).toBe(0);
  });

  it("answers 415 to a body that is not a form, and 503 when the team's names cannot be read, storing nothing", async () => {
    const options = await deps();
    expect((await recordBreach(post(JSON.stringify(COMPLETE_FORM), "application/json"), options)).status).toBe(415);
    expect((await recordBreach(post("x"), options)).status).toBe(415);
    const noMembers = await recordBreach(urlEncoded(), {
      ...options,
      members: async () => {
        throw new Error("content unreachable");
      },
    });
    expect(noMembers.status).toBe(503);
    expect(logged).toEqual(["The team's members could not be read"]);
    expect(await stored()).toBe(0);
  });

  it("answers 503 when the database refuses, and says nothing was stored", async () => {
    const options = await deps({
      store: async () => ({
        record: async () => {
          throw new Error("database unreachable");
        },
        list: async () => [],
      }),
    });
    const response = await recordBreach(urlEncoded(), options);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "The breach could not be recorded in the database; nothing was stored" });
  });
});

describe("GET /api/operator/privacy/breaches.csv", { timeout: 60_000 }, () => {
  it("downloads every record, the latest determination first, named with the Toronto day", async () => {
    const options = await deps();
    const store = await options.store();
    await store.record(LAPTOP, new Date("2026-03-10T15:00:00Z"));
    await recordBreach(urlEncoded(), options);
    const response = await breachRecordDownload(options);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="breach-record-2026-06-01.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(BREACH_CSV_COLUMNS.join(","));
    expect(lines[1]?.startsWith("2026-05-12,2028-05-12,2026-05-11,,2026-05-12,")).toBe(true);
    // The laptop's description holds a line break: one quoted cell, the record still ends at CRLF.
    expect(
      lines[2]?.startsWith('2026-03-09,2028-03-09,2026-03-02,2026-03-04,2026-03-05,"A team laptop was stolen from a car.\nIts disk'),
    ).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
  });

  it("answers 503 when the record cannot be read", async () => {
    const options = await deps({
      store: async () => {
        throw new Error("database unreachable");
      },
    });
    expect((await breachRecordDownload(options)).status).toBe(503);
    expect(logged).toEqual(["The breach record could not be read"]);
  });
});

describe("the breach record as CSV", () => {
  const record: BreachRecord = {
    ...LAPTOP,
    id: "3f0c2d9e-7b1a-4c55-8e2f-9a6b1c3d4e5f",
    description: '=HYPERLINK("https://evil.example","click")',
    cause: "-2+3",
    otherOrganisationsNotified: null,
    commissionerReportedOn: "2026-03-12",
    recordedAt: "2026-03-10T15:00:00.000Z",
    keptUntil: "2028-03-09",
  };

  it("writes yes/no for the risk, the report and the notice, and shows a formula typed by the team as text", () => {
    const csv = breachRecordCsv([record]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "determined_on,kept_until,occurred_from,occurred_until,discovered_on,description,personal_information,people_affected,cause,sensitivity,misuse_probability,real_risk_of_significant_harm,risk_reasoning,commissioner_reported,commissioner_reported_on,people_notified,people_notified_on,other_organisations_notified,steps_taken,recorded_by,recorded_at,id",
    );
    expect(row).toContain(`,"'=HYPERLINK(""https://evil.example"",""click"")",`);
    expect(row).toContain(",212,'-2+3,");
    expect(row).toContain(",no,Encrypted and wiped before anyone could read it.,yes,2026-03-12,no,,,");
    expect(row?.endsWith(",Daniel Mercer,2026-03-10T15:00:00.000Z,3f0c2d9e-7b1a-4c55-8e2f-9a6b1c3d4e5f")).toBe(true);
  });
});
