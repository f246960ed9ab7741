import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FALLBACK_REVALIDATE_SECONDS, SANITY_API_VERSION, createDraftQuery, createHostedClient, createHostedQuery } from "./hosted";
import { PAGE_METADATA_QUERY } from "./queries";

describe("hosted content adapter (next-sanity) at its boundary", () => {
  const requests: IncomingMessage[] = [];
  let apiHost = "";
  const server = createServer((request, response) => {
    requests.push(request);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ ms: 1, query: "", result: { path: "/buy/", title: "From the Content Lake" } }));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the GROQ query and its parameters to the project's dataset", async () => {
    const client = createHostedClient({ projectId: "abc123", dataset: "production", token: "read-token" }, apiHost);
    const result = await createHostedQuery(client)(PAGE_METADATA_QUERY, { path: "/buy/" }, ["pageMetadata"]);

    expect(result).toEqual({ path: "/buy/", title: "From the Content Lake" });
    const request = requests.at(-1);
    const url = new URL(request?.url ?? "", apiHost);
    expect(url.pathname).toBe(`/v${SANITY_API_VERSION}/data/query/production`);
    expect(url.searchParams.get("query")).toBe(PAGE_METADATA_QUERY);
    expect(url.searchParams.get("$path")).toBe('"/buy/"');
    expect(url.searchParams.get("perspective")).toBe("published");
    expect(request?.headers.authorization).toBe("Bearer read-token");
  });

  it("tags every fetch with the document types it reads, for webhook revalidation", async () => {
    const fetch = vi.fn().mockResolvedValue({ ok: true });
    await createHostedQuery({ fetch } as never)("*[_type == 'siteSettings'][0]", { a: 1 }, ["siteSettings"]);
    expect(fetch).toHaveBeenCalledWith(
      "*[_type == 'siteSettings'][0]",
      { a: 1 },
      {
        next: { tags: ["siteSettings"], revalidate: FALLBACK_REVALIDATE_SECONDS },
      },
    );
  });

  it("reads published content from the CDN when no token is set", () => {
    expect(createHostedClient({ projectId: "abc123", dataset: "production" }).config().useCdn).toBe(true);
    expect(createHostedClient({ projectId: "abc123", dataset: "production", token: "t" }).config().useCdn).toBe(false);
  });

  it("reads drafts, uncached and with the token, while an editor previews", async () => {
    const client = createHostedClient({ projectId: "abc123", dataset: "production", token: "read-token" }, apiHost);
    await createDraftQuery(client)(PAGE_METADATA_QUERY, { path: "/buy/" }, ["pageMetadata"]);
    const url = new URL(requests.at(-1)?.url ?? "", apiHost);
    expect(url.searchParams.get("perspective")).toBe("drafts");
    expect(requests.at(-1)?.headers.authorization).toBe("Bearer read-token");
  });
});
