/**
 * Requests about personal information on hosted Supabase, at the boundary: each request is one
 * RPC to the migration's dispatcher with the service-role key and every part named, and its
 * answer is read like the SQL adapters'; a database error is thrown, never taken for "nothing found".
 */
import { describe, expect, it } from "vitest";
import { createHostedRepository } from "@/src/server/stores/hosted";
import { PERSONAL_INFORMATION_PARTS } from "./parts";

const URL_BASE = "https://abcd1234.supabase.co";
const SERVICE_KEY = "service-role-key-secret";

function recording(answer: (path: string) => Response) {
  const requests: { path: string; apikey: string | null; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    requests.push({ path, apikey: request.headers.get("apikey"), body: JSON.parse(await request.text()) });
    return answer(path);
  };
  const store = createHostedRepository({ url: URL_BASE, serviceRoleKey: SERVICE_KEY, fetch: fetchImpl }).personalInformation!;
  return { store, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const AT = new Date("2026-11-26T06:30:00Z");

describe("personal information requests on hosted Supabase", () => {
  it("erases with one RPC naming every part, in the registry's order, with the service-role key", async () => {
    const { store, requests } = recording(() => json([{ part: "leads", source: "contact_forms", action: "deleted", records: 2 }]));
    expect(await store.erase("Jo@Example.ca", "session 0123456789ab", AT)).toEqual([
      { part: "leads", source: "contact_forms", action: "deleted", records: 2 },
    ]);
    expect(requests).toEqual([
      {
        path: "/rest/v1/rpc/erase_personal_information",
        apikey: SERVICE_KEY,
        body: {
          p_email: "Jo@Example.ca",
          p_parts: PERSONAL_INFORMATION_PARTS.map((part) => part.key),
          p_operator: "session 0123456789ab",
          p_at: AT.toISOString(),
        },
      },
    ]);
    expect(PERSONAL_INFORMATION_PARTS.map((part) => part.key).at(-1)).toBe("leads");
  });

  it("finds and reads the log through their functions", async () => {
    const { store, requests } = recording((path) =>
      path.endsWith("/find_personal_information")
        ? json([{ part: "leads", source: "contact_forms", data: { id: "1", email: "jo@example.ca" } }])
        : json([
            {
              id: "9",
              requested_at: "2026-11-26T06:30:00+00:00",
              action: "export",
              address_hash: "f".repeat(64),
              operator: "session 0123456789ab",
              outcome: { found: { contact_forms: 1 } },
            },
          ]),
    );
    expect(await store.find("jo@example.ca", "export", "session 0123456789ab", AT)).toEqual([
      { part: "leads", source: "contact_forms", data: { id: "1", email: "jo@example.ca" } },
    ]);
    expect(await store.requests(null, 20)).toEqual([
      {
        id: "9",
        requestedAt: "2026-11-26T06:30:00.000Z",
        action: "export",
        addressHash: "f".repeat(64),
        operator: "session 0123456789ab",
        outcome: { found: { contact_forms: 1 } },
      },
    ]);
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      [
        "/rest/v1/rpc/find_personal_information",
        {
          p_email: "jo@example.ca",
          p_parts: PERSONAL_INFORMATION_PARTS.map((part) => part.key),
          p_action: "export",
          p_operator: "session 0123456789ab",
          p_at: AT.toISOString(),
        },
      ],
      ["/rest/v1/rpc/personal_information_request_log", { p_email: null, p_limit: 20 }],
    ]);
  });

  it("throws the database's error rather than answering that nothing is kept", async () => {
    const { store } = recording(() => json({ message: "personal information: unknown part x", code: "22023" }, 400));
    await expect(store.find("jo@example.ca", "find", "s", AT)).rejects.toThrow("personal information: unknown part x");
  });
});
