/**
 * The hosted adapter at its boundary: the HTTP requests supabase-js sends to Supabase's REST API,
 * recorded by a fake fetch. What matters is which key each request carries (the service-role key,
 * every time: the anon key may do nothing with the lead tables since 20261123000200) and that the
 * server-side calls go to the SQL functions the migrations define.
 */
import { describe, expect, it } from "vitest";
import { databaseMissingMigrations } from "@/src/leads/attention";
import { createHostedRepository } from "./hosted";
import { REQUIRED_MIGRATIONS } from "@/src/database/requiredMigrations";

const URL_BASE = "https://abcd1234.supabase.co";
const SERVICE_KEY = "service-role-key-secret";

interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** What PostgREST answers an insert with return=representation and a single-object Accept. */
function insertedRow(request: RecordedRequest): Response {
  const row = request.body as Record<string, unknown>;
  return new Response(JSON.stringify({ id: row.id, created_at: "2026-11-23T14:03:07.123456+00:00" }), {
    status: 201,
    headers: { "content-type": "application/vnd.pgrst.object+json" },
  });
}

function recordingFetch(respond: (request: RecordedRequest) => Response = insertedRow) {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === "HEAD" || request.method === "GET" ? "" : await request.text();
    const recorded = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : null };
    requests.push(recorded);
    return respond(recorded);
  };
  return { requests, fetchImpl };
}

function repositoryWith(fetchImpl: typeof fetch) {
  return createHostedRepository({ url: URL_BASE, serviceRoleKey: SERVICE_KEY, fetch: fetchImpl });
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

const contact = { name: "Jordan Lee", email: "jordan@example.ca", message: "Interested in Barrie." };

describe("hosted lead repository with a current secret key", () => {
  it("sends sb_secret_… in apikey alone, never as a bearer, on every request", async () => {
    const secretKey = "sb_secret_N7q2Xc4Vb8Lm0Pz6Rt3Ws5Yk_AbCdEf";
    const { requests, fetchImpl } = recordingFetch();
    const repository = createHostedRepository({ url: URL_BASE, serviceRoleKey: secretKey, fetch: fetchImpl });
    await repository.insert("contact", contact);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get("apikey")).toBe(secretKey);
    expect(requests[0]?.headers.has("authorization")).toBe(false);
  });
});

describe("hosted lead repository", () => {
  it("inserts a visitor's lead with the service-role key (never the anon key), its own uuid, and reads back the database's created_at", async () => {
    const { requests, fetchImpl } = recordingFetch();
    const inserted = await repositoryWith(fetchImpl).insert("contact", { ...contact, skip_db: true } as typeof contact);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${URL_BASE}/rest/v1/contact_forms`);
    expect(request?.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(request?.headers.get("authorization")).toBe(`Bearer ${SERVICE_KEY}`);
    expect(request?.headers.get("prefer")).toContain("return=representation");
    expect(request?.url.searchParams.get("select")).toBe("id,created_at");
    // Only the table's columns: no skip_db, no is_test (the server-owned columns keep their defaults).
    expect(request?.body).toEqual({ id: inserted.id, ...contact, listing: null, attribution: null });
    expect(inserted.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(inserted.created_at).toBe("2026-11-23T14:03:07.123Z");
  });

  it("sends every column of a valuation, null for the unselected ones, and keeps a caller's id", async () => {
    const { requests, fetchImpl } = recordingFetch();
    const lead = { name: "Sam", email: "sam@example.ca", phone: null, property_address: "1 Main St", property_type: null, message: null };
    const { id } = await repositoryWith(fetchImpl).insert("valuation", lead, { id: "0b3f2f4e-5a39-4b8e-9d6f-3c2a1b0e9f8d" });
    expect(id).toBe("0b3f2f4e-5a39-4b8e-9d6f-3c2a1b0e9f8d");
    expect(requests[0]?.url.pathname).toBe("/rest/v1/property_valuations");
    expect(requests[0]?.body).toEqual({ id, ...lead, estimate: null, attribution: null });
  });

  it("fails the insert with the database's message", async () => {
    const { fetchImpl } = recordingFetch(() =>
      json({ code: "23514", message: 'new row for relation "contact_forms" violates check constraint', details: null, hint: null }, 400),
    );
    await expect(repositoryWith(fetchImpl).insert("contact", contact)).rejects.toMatchObject({
      message: 'new row for relation "contact_forms" violates check constraint',
      code: "23514",
      status: 400,
    });
  });

  it("writes the operator's test rows with the service-role key, marked is_test", async () => {
    const { requests, fetchImpl } = recordingFetch();
    await repositoryWith(fetchImpl).insert("contact", contact, { isTest: true });
    expect(requests[0]?.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(requests[0]?.headers.get("authorization")).toBe(`Bearer ${SERVICE_KEY}`);
    expect(requests[0]?.body).toMatchObject({ ...contact, is_test: true });
  });

  it("claims due notifications through the claim_due_notifications RPC with the service-role key", async () => {
    const row = {
      kind: "investor",
      id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
      created_at: "2026-11-21T14:03:07.123456+00:00",
      attempts: 2,
      lead: { name: "Priya", email: "priya@example.ca", investment_profile: "Storage", message: null, consent_deal_emails: true },
    };
    const { requests, fetchImpl } = recordingFetch(() => json([row]));
    const now = new Date("2026-11-22T10:00:00.000Z");
    const claimed = await repositoryWith(fetchImpl).claimDueNotifications(25, now, 120);

    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url.href).toBe(`${URL_BASE}/rest/v1/rpc/claim_due_notifications`);
    expect(requests[0]?.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(requests[0]?.headers.get("authorization")).toBe(`Bearer ${SERVICE_KEY}`);
    expect(requests[0]?.body).toEqual({ p_limit: 25, p_lease_seconds: 120, p_now: now.toISOString() });
    expect(claimed).toEqual([{ ...row, created_at: "2026-11-21T14:03:07.123Z" }]);
  });

  it("records the outcome of a notification through the mark_* RPCs, capping the error", async () => {
    const { requests, fetchImpl } = recordingFetch(() => new Response(null, { status: 204 }));
    const repository = repositoryWith(fetchImpl);
    const at = new Date("2026-11-22T10:00:00.000Z");
    await repository.markNotified("contact", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", at);
    await repository.markNotificationFailed("valuation", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "x".repeat(5000), at, 150);

    expect(requests.map((request) => request.url.pathname)).toEqual([
      "/rest/v1/rpc/mark_notified",
      "/rest/v1/rpc/mark_notification_failed",
    ]);
    expect(requests.every((request) => request.headers.get("apikey") === SERVICE_KEY)).toBe(true);
    expect(requests[0]?.body).toEqual({ p_kind: "contact", p_id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", p_at: at.toISOString() });
    expect(requests[1]?.body).toEqual({
      p_kind: "valuation",
      p_id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
      p_error: "x".repeat(1000),
      p_next_attempt_at: at.toISOString(),
      p_max_attempts: 150,
    });
  });

  it("releases, deletes, purges and retries through the service-role RPCs, reading their verdict", async () => {
    const { requests, fetchImpl } = recordingFetch((request) => json(request.url.pathname.endsWith("purge_quarantined_leads") ? 3 : true));
    const repository = repositoryWith(fetchImpl);
    const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
    const at = new Date("2026-11-22T10:00:00.000Z");
    expect(await repository.releaseQuarantined("contact", id, at)).toBe(true);
    expect(await repository.deleteQuarantined("investor", id)).toBe(true);
    expect(await repository.purgeQuarantined(at)).toBe(3);
    expect(await repository.retryNotification("valuation", id, at)).toBe(true);
    expect(requests.map((request) => [request.url.pathname, request.body])).toEqual([
      ["/rest/v1/rpc/release_quarantined_lead", { p_kind: "contact", p_id: id, p_at: at.toISOString() }],
      ["/rest/v1/rpc/delete_quarantined_lead", { p_kind: "investor", p_id: id }],
      ["/rest/v1/rpc/purge_quarantined_leads", { p_before: at.toISOString() }],
      ["/rest/v1/rpc/retry_failed_notification", { p_kind: "valuation", p_id: id, p_at: at.toISOString() }],
    ]);
    expect(requests.every((request) => request.headers.get("apikey") === SERVICE_KEY)).toBe(true);
  });

  it("counts with a HEAD request asking for an exact count, leaving test rows out unless asked", async () => {
    const { requests, fetchImpl } = recordingFetch(() => new Response(null, { status: 200, headers: { "content-range": "*/42" } }));
    const repository = repositoryWith(fetchImpl);
    expect(await repository.count("investor")).toBe(42);
    expect(await repository.count("investor", { includeTests: true })).toBe(42);

    const [withoutTests, withTests] = requests;
    expect(withoutTests?.method).toBe("HEAD");
    expect(withoutTests?.url.pathname).toBe("/rest/v1/investor_signups");
    expect(withoutTests?.headers.get("prefer")).toContain("count=exact");
    expect(withoutTests?.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(withoutTests?.url.searchParams.get("is_test")).toBe("eq.false");
    expect(withTests?.url.searchParams.has("is_test")).toBe(false);

    await repository.count("investor", { only: "notification-failed" });
    await repository.count("investor", { only: "quarantined" });
    const [failed, quarantined] = requests.slice(2);
    expect(failed?.url.searchParams.get("notify_failed_at")).toBe("not.is.null");
    expect(failed?.url.searchParams.get("notified_at")).toBe("is.null");
    expect(quarantined?.url.searchParams.get("spam_reason")).toBe("not.is.null");
    expect(quarantined?.url.searchParams.get("released_at")).toBe("is.null");
    expect([failed, quarantined].every((request) => request?.url.searchParams.get("is_test") === "eq.false")).toBe(true);
  });

  it("lists a table's leads with the service-role key: no test rows, newest first, one page by range", async () => {
    const row = {
      id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
      created_at: "2026-11-22T14:03:11.123456+00:00",
      ...contact,
      fill_ms: 5400,
      spam_reason: null,
      released_at: null,
      notified_at: null,
      notify_attempts: 2,
      notify_last_error: "HTTP 502",
      notify_next_attempt_at: "2026-11-22T14:05:00+00:00",
    };
    const { requests, fetchImpl } = recordingFetch(() => json([row]));
    const listed = await repositoryWith(fetchImpl).listLeads("contact", { limit: 20, offset: 40 });
    expect(listed).toEqual([
      {
        kind: "contact",
        id: row.id,
        created_at: "2026-11-22T14:03:11.123Z",
        lead: { ...contact, listing: null },
        repeat_of: null,
        fill_ms: 5400,
        spam: null,
        notification: {
          notified_at: null,
          attempts: 2,
          last_error: "HTTP 502",
          next_attempt_at: "2026-11-22T14:05:00.000Z",
          failed_at: null,
        },
      },
    ]);
    const [request] = requests;
    expect(request?.method).toBe("GET");
    expect(request?.url.pathname).toBe("/rest/v1/contact_forms");
    expect(request?.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(request?.url.searchParams.get("is_test")).toBe("eq.false");
    // Quarantined rows (spam not released) are left out unless asked for.
    expect(request?.url.searchParams.get("or")).toBe("(spam_reason.is.null,released_at.not.is.null)");
    expect(request?.url.searchParams.get("order")).toBe("created_at.desc,id.desc");
    expect(request?.url.searchParams.get("select")).toBe(
      "id,created_at,name,email,message,listing,attribution,repeat_of,fill_ms,spam_reason,released_at,notified_at,notify_attempts,notify_last_error,notify_next_attempt_at,notify_failed_at",
    );
    expect(request?.url.searchParams.get("offset")).toBe("40");
    expect(request?.url.searchParams.get("limit")).toBe("20");

    await repositoryWith(fetchImpl).listLeads("contact", { order: "oldest" });
    expect(requests[1]?.url.searchParams.get("order")).toBe("created_at.asc,id.asc");

    await repositoryWith(fetchImpl).listLeads("contact", { quarantined: "only" });
    expect(requests[2]?.url.searchParams.get("spam_reason")).toBe("not.is.null");
    expect(requests[2]?.url.searchParams.get("released_at")).toBe("is.null");
    await repositoryWith(fetchImpl).listLeads("contact", { quarantined: "include" });
    expect([...requests[3]!.url.searchParams.keys()].sort()).toEqual(["is_test", "limit", "offset", "order", "select"]);
  });

  it("pings with the same HEAD count on contact_forms, and fails when the database does not answer", async () => {
    const { requests, fetchImpl } = recordingFetch(() => new Response(null, { status: 200, headers: { "content-range": "*/0" } }));
    await repositoryWith(fetchImpl).ping();
    expect(requests[0]?.method).toBe("HEAD");
    expect(requests[0]?.url.pathname).toBe("/rest/v1/contact_forms");
    expect(requests[0]?.headers.get("prefer")).toContain("count=exact");

    const down = recordingFetch(() => new Response(null, { status: 502 }));
    await expect(repositoryWith(down.fetchImpl).ping()).rejects.toThrow(/HTTP 502/);
  });

  it("cannot be created without the service-role key, naming the variable", () => {
    expect(() => createHostedRepository({ url: URL_BASE, serviceRoleKey: "" })).toThrow(/SUPABASE_SERVICE_ROLE_KEY is not set/);
  });

  it("shares limits, sign-outs and the session secret through the service-role RPCs", async () => {
    const answers: Record<string, unknown> = {
      limit_attempt: 37,
      limit_reset: null,
      sign_out_session: null,
      session_signed_out: true,
      server_secret: "s".repeat(43),
      link_secret_first_seen: [{ first_seen_at: "2026-11-20T08:00:00+00:00" }],
    };
    const { requests, fetchImpl } = recordingFetch((request) => json(answers[request.url.pathname.split("/").pop() ?? ""]));
    const state = repositoryWith(fetchImpl).sharedState!;
    const now = new Date("2026-11-23T10:00:00.000Z");
    const expires = new Date("2026-11-23T18:00:00.000Z");
    expect(await state.limitAttempt("lead:contact:203.0.113.9", 5, 600, now)).toBe(37);
    await state.limitReset("sign-in:203.0.113.9");
    await state.signOut("nonce-nonce-nonce-nonce", expires, now);
    expect(await state.isSignedOut("nonce-nonce-nonce-nonce", now)).toBe(true);
    expect(await state.secret("operator-session", "c".repeat(43))).toBe("s".repeat(43));
    expect(await state.firstSeen("previous-link-secret:abc", now)).toEqual(new Date("2026-11-20T08:00:00Z"));

    expect(requests.map((request) => request.url.pathname)).toEqual([
      "/rest/v1/rpc/limit_attempt",
      "/rest/v1/rpc/limit_reset",
      "/rest/v1/rpc/sign_out_session",
      "/rest/v1/rpc/session_signed_out",
      "/rest/v1/rpc/server_secret",
      "/rest/v1/rpc/link_secret_first_seen",
    ]);
    expect(requests.every((request) => request.headers.get("apikey") === SERVICE_KEY)).toBe(true);
    expect(requests.map((request) => request.body)).toEqual([
      { p_bucket: "lead:contact:203.0.113.9", p_limit: 5, p_window_seconds: 600, p_now: now.toISOString() },
      { p_bucket: "sign-in:203.0.113.9" },
      { p_nonce: "nonce-nonce-nonce-nonce", p_expires_at: expires.toISOString(), p_now: now.toISOString() },
      { p_nonce: "nonce-nonce-nonce-nonce", p_now: now.toISOString() },
      { p_name: "operator-session", p_candidate: "c".repeat(43) },
      { p_name: "previous-link-secret:abc", p_at: now.toISOString() },
    ]);
  });

  it("counts page views, rolls them up and reads the traffic report through the analytics RPCs, with the service-role key", async () => {
    const report = {
      days: [{ day: "2026-11-26", views: 3 }],
      devices: [{ device: "mobile", views: 3 }],
      pages: [{ path: "/about/", views: 3, conversions: 1 }],
      sources: [{ source: "newsletter", views: 3, conversions: 1 }],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "fall-2026", views: 3, conversions: 1 }],
      conversions: [{ kind: "contact", conversions: 1 }],
      vitals: [
        {
          path: "/about/",
          loads: 2,
          lcp_ms: 1800.5,
          inp_ms: null,
          cls: 0.01,
          ttfb_ms: 250,
          lcp_count: 2,
          inp_count: 0,
          cls_count: 2,
          ttfb_count: 2,
        },
      ],
    };
    const answers: Record<string, unknown> = {
      analytics_count_view: null,
      analytics_count_views: 1,
      analytics_roll_up: 12,
      analytics_traffic: report,
    };
    const { requests, fetchImpl } = recordingFetch((request) => json(answers[request.url.pathname.split("/").pop() ?? ""]));
    const analytics = repositoryWith(fetchImpl).analytics!;
    await analytics.countView({
      day: "2026-11-26",
      path: "/about/",
      source: "newsletter",
      medium: "email",
      campaign: "fall-2026",
      referrerHost: "",
      device: "mobile",
      vitals: { lcp: 1800, cls: 0.01 },
    });
    // The server's batches (viewBuffer.ts): the rows as one JSON array.
    const batch = [
      { day: "2026-11-26", path: "/", source: "", medium: "", campaign: "", referrerHost: "", device: "desktop" as const, vitals: null },
    ];
    expect(await analytics.countViews(batch)).toBe(1);
    expect(await analytics.rollUp("2026-11-26")).toBe(12);
    const traffic = await analytics.traffic("2026-10-30", "2026-11-26", 20);

    expect(requests.map((request) => request.url.pathname)).toEqual([
      "/rest/v1/rpc/analytics_count_view",
      "/rest/v1/rpc/analytics_count_views",
      "/rest/v1/rpc/analytics_roll_up",
      "/rest/v1/rpc/analytics_traffic",
    ]);
    expect(requests.every((request) => request.headers.get("apikey") === SERVICE_KEY)).toBe(true);
    expect(requests.map((request) => request.body)).toEqual([
      {
        p_day: "2026-11-26",
        p_path: "/about/",
        p_source: "newsletter",
        p_medium: "email",
        p_campaign: "fall-2026",
        p_referrer_host: "",
        p_device: "mobile",
        p_lcp_ms: 1800,
        p_inp_ms: null,
        p_cls: 0.01,
        p_ttfb_ms: null,
      },
      {
        p_views: [
          {
            day: "2026-11-26",
            path: "/",
            source: "",
            medium: "",
            campaign: "",
            referrer_host: "",
            device: "desktop",
            lcp_ms: null,
            inp_ms: null,
            cls: null,
            ttfb_ms: null,
          },
        ],
      },
      { p_today: "2026-11-26" },
      { p_from: "2026-10-30", p_to: "2026-11-26", p_limit: 20 },
    ]);
    expect(traffic.campaigns).toEqual(report.campaigns);
    expect(traffic.vitals).toEqual([
      { path: "/about/", loads: 2, lcp: 1800.5, inp: null, cls: 0.01, ttfb: 250, counts: { lcp: 2, inp: 0, cls: 2, ttfb: 2 } },
    ]);
  });

  it("fails a shared-state call with the database's message, so the caller falls back to memory", async () => {
    const { fetchImpl } = recordingFetch(() => json({ code: "42883", message: "function public.limit_attempt does not exist" }, 404));
    await expect(repositoryWith(fetchImpl).sharedState!.limitAttempt("lead:x", 5, 600, new Date())).rejects.toThrow(
      /limit_attempt does not exist/,
    );
  });

  it("records and lists breaches through the breach record's RPCs, with the service-role key", async () => {
    const row = {
      id: "3f0c2d9e-7b1a-4c55-8e2f-9a6b1c3d4e5f",
      occurred_from: "2026-03-02",
      occurred_until: null,
      discovered_on: "2026-03-05",
      determined_on: "2026-03-09",
      description: "A laptop was stolen.",
      personal_information: "Names",
      people_affected: 3,
      cause: "Theft",
      sensitivity: "Low",
      misuse_probability: "Low",
      real_risk_of_significant_harm: false,
      risk_reasoning: "Encrypted.",
      commissioner_reported_on: null,
      people_notified_on: null,
      other_organisations_notified: null,
      steps_taken: "Wiped.",
      recorded_by: "Daniel Mercer",
      recorded_at: "2026-03-10T15:00:00+00:00",
      kept_until: "2028-03-09",
    };
    const answers: Record<string, unknown> = { record_breach: row.id, breach_record_list: [row] };
    const { requests, fetchImpl } = recordingFetch((request) => json(answers[request.url.pathname.split("/").pop() ?? ""]));
    const breaches = repositoryWith(fetchImpl).breachRecords!;
    const input = {
      occurredFrom: "2026-03-02",
      occurredUntil: null,
      discoveredOn: "2026-03-05",
      determinedOn: "2026-03-09",
      description: "A laptop was stolen.",
      personalInformation: "Names",
      peopleAffected: 3,
      cause: "Theft",
      sensitivity: "Low",
      misuseProbability: "Low",
      realRiskOfSignificantHarm: false,
      riskReasoning: "Encrypted.",
      commissionerReportedOn: null,
      peopleNotifiedOn: null,
      otherOrganisationsNotified: null,
      stepsTaken: "Wiped.",
      recordedBy: "Daniel Mercer",
    };
    expect(await breaches.record(input, new Date("2026-03-10T15:00:00Z"))).toBe(row.id);
    expect(await breaches.list()).toEqual([{ ...input, id: row.id, recordedAt: "2026-03-10T15:00:00.000Z", keptUntil: "2028-03-09" }]);
    expect(requests.map((request) => request.url.pathname)).toEqual(["/rest/v1/rpc/record_breach", "/rest/v1/rpc/breach_record_list"]);
    expect(requests.every((request) => request.headers.get("apikey") === SERVICE_KEY)).toBe(true);
    expect(requests[0]?.body).toEqual({
      p_occurred_from: "2026-03-02",
      p_occurred_until: null,
      p_discovered_on: "2026-03-05",
      p_determined_on: "2026-03-09",
      p_description: "A laptop was stolen.",
      p_personal_information: "Names",
      p_people_affected: 3,
      p_cause: "Theft",
      p_sensitivity: "Low",
      p_misuse_probability: "Low",
      p_real_risk_of_significant_harm: false,
      p_risk_reasoning: "Encrypted.",
      p_commissioner_reported_on: null,
      p_people_notified_on: null,
      p_other_organisations_notified: null,
      p_steps_taken: "Wiped.",
      p_recorded_by: "Daniel Mercer",
      p_recorded_at: "2026-03-10T15:00:00.000Z",
    });
  });

  it("fails a ping with the gateway's message when the key is refused", async () => {
    const badKey = recordingFetch(() => json({ message: "Invalid API key" }, 401));
    await expect(repositoryWith(badKey.fetchImpl).ping()).rejects.toThrow(/Invalid API key/);
  });

  it("asks the project which migrations it has, and names the missing ones (the Supabase CLI's versions)", async () => {
    const applied = REQUIRED_MIGRATIONS.slice(0, -2).map((name) => ({ version: name.split("_")[0] }));
    const { requests, fetchImpl } = recordingFetch(() => json(applied));
    expect(await databaseMissingMigrations(repositoryWith(fetchImpl))).toEqual(REQUIRED_MIGRATIONS.slice(-2));
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(["POST /rest/v1/rpc/applied_migrations"]);
    expect(requests[0]?.headers.get("apikey")).toBe(SERVICE_KEY);
  });

  it("says so when the project cannot list its migrations (the function itself is missing)", async () => {
    const { fetchImpl } = recordingFetch(() =>
      json(
        { code: "PGRST202", message: "Could not find the function public.applied_migrations without parameters in the schema cache" },
        404,
      ),
    );
    expect(await databaseMissingMigrations(repositoryWith(fetchImpl))).toEqual([
      "20261126000510_applied_migrations.sql (and any required migration before it: the database cannot list them)",
    ]);
  });

  it("reads the pending deliveries per channel through the pending_deliveries RPC", async () => {
    const { requests, fetchImpl } = recordingFetch(() =>
      json([
        { channel: "email", pending: 3, oldest: "2026-11-26T10:00:00+00:00" },
        { channel: "webhook", pending: 0, oldest: null },
      ]),
    );
    expect(await repositoryWith(fetchImpl).pendingDeliveries({ webhooks: true })).toEqual([
      { channel: "email", pending: 3, oldestAt: "2026-11-26T10:00:00.000Z" },
      { channel: "webhook", pending: 0, oldestAt: null },
    ]);
    expect(requests[0]?.url.pathname).toBe("/rest/v1/rpc/pending_deliveries");
    expect(requests[0]?.body).toEqual({ p_include_webhooks: true });
  });
});
