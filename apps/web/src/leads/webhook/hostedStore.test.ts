/**
 * The CRM webhook's state in hosted mode: the same SQL functions as the SQL adapters, called as
 * PostgREST RPCs with the service-role key (docs/decisions/0018-hosted-functions.md), recorded by
 * a fake fetch.
 */
import { describe, expect, it } from "vitest";
import { createHostedRepository } from "@/src/server/stores/hosted";

const URL_BASE = "https://abcd1234.supabase.co";
const SERVICE_KEY = "service-role-key-secret";
const ID = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

function recording(respond: (pathname: string) => unknown) {
  const requests: { pathname: string; apikey: string | null; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const pathname = new URL(request.url).pathname;
    requests.push({ pathname, apikey: request.headers.get("apikey"), body: text ? JSON.parse(text) : null });
    return new Response(JSON.stringify(respond(pathname)), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { requests, webhooks: createHostedRepository({ url: URL_BASE, serviceRoleKey: SERVICE_KEY, fetch: fetchImpl }).webhooks! };
}

describe("hosted CRM webhook state", () => {
  it("claims, records, retries, reads and counts through the service-role RPCs", async () => {
    const row = {
      kind: "contact",
      id: ID,
      created_at: "2026-11-23T14:03:07.123456+00:00",
      attempts: 1,
      lead: { id: ID, name: "Ann", email: "ann@example.ca" },
    };
    const state = {
      id: ID,
      delivered_at: null,
      attempts: 2,
      last_error: "HTTP 500",
      next_attempt_at: "2026-11-23T14:04:00+00:00",
      failed_at: null,
    };
    const { requests, webhooks } = recording((pathname) =>
      pathname.endsWith("claim_due_lead_webhooks")
        ? [row]
        : pathname.endsWith("lead_webhook_states")
          ? [state]
          : pathname.endsWith("count_failed_lead_webhooks")
            ? 4
            : true,
    );
    const at = new Date("2026-11-23T14:05:00.000Z");

    expect(await webhooks.claimDue(10, at, 120)).toEqual([
      { kind: "contact", id: ID, created_at: "2026-11-23T14:03:07.123Z", attempts: 1, row: row.lead },
    ]);
    await webhooks.markDelivered("contact", ID, at);
    await webhooks.markFailed("investor", ID, "x".repeat(3000), at, 150);
    expect(await webhooks.retry("valuation", ID, at)).toBe(true);
    expect((await webhooks.states("contact", [ID])).get(ID)).toEqual({
      delivered_at: null,
      attempts: 2,
      last_error: "HTTP 500",
      next_attempt_at: "2026-11-23T14:04:00.000Z",
      failed_at: null,
    });
    expect(await webhooks.countFailed()).toBe(4);

    expect(requests.map((request) => [request.pathname, request.body])).toEqual([
      ["/rest/v1/rpc/claim_due_lead_webhooks", { p_limit: 10, p_lease_seconds: 120, p_now: at.toISOString() }],
      ["/rest/v1/rpc/mark_lead_webhook_delivered", { p_kind: "contact", p_id: ID, p_at: at.toISOString() }],
      [
        "/rest/v1/rpc/mark_lead_webhook_failed",
        { p_kind: "investor", p_id: ID, p_error: "x".repeat(1000), p_next_attempt_at: at.toISOString(), p_max_attempts: 150 },
      ],
      ["/rest/v1/rpc/retry_failed_lead_webhook", { p_kind: "valuation", p_id: ID, p_at: at.toISOString() }],
      ["/rest/v1/rpc/lead_webhook_states", { p_kind: "contact", p_ids: [ID] }],
      ["/rest/v1/rpc/count_failed_lead_webhooks", {}],
    ]);
    expect(requests.every((request) => request.apikey === SERVICE_KEY)).toBe(true);
  });

  it("asks nothing for the states of no lead", async () => {
    const { requests, webhooks } = recording(() => []);
    expect((await webhooks.states("contact", [])).size).toBe(0);
    expect(requests).toEqual([]);
  });
});
