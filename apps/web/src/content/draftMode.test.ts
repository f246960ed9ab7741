import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEnableDraftModeHandler } from "./draftMode";
import { createHostedClient } from "./hosted";

/** A stand-in Content Lake that knows one preview secret, as the Presentation tool stores it. */
const SECRET = "s3cret-from-presentation";
const queries: string[] = [];
const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  queries.push(url.searchParams.get("query") ?? "");
  const asked = JSON.parse(url.searchParams.get("$secret") ?? "null") as string | null;
  const stored = {
    _id: "sanity-preview-url-secret.abc",
    _updatedAt: new Date().toISOString(),
    secret: SECRET,
    studioUrl: "https://studio.example.com",
  };
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ ms: 1, query: "", result: { private: asked === SECRET ? stored : null, public: null } }));
});
let apiHost = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createHostedClient({ projectId: "abc123", dataset: "production", token: "read-token" }, apiHost);
const enableUrl = (secret: string, path = "/buy/") =>
  `https://www.example-agency.ca/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(path)}`;

describe("draft mode enable route", () => {
  it("checks the secret against the Content Lake, enables draft mode and opens the page", async () => {
    const enable = vi.fn(async () => {});
    const response = await createEnableDraftModeHandler({ client: client(), enable })(new Request(enableUrl(SECRET)));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/buy/");
    expect(enable).toHaveBeenCalledOnce();
    expect(queries.at(-1)).toContain("sanity.previewUrlSecret");
  });

  it("answers 401 and leaves draft mode off for a wrong secret", async () => {
    const enable = vi.fn(async () => {});
    const response = await createEnableDraftModeHandler({ client: client(), enable })(new Request(enableUrl("guessed")));
    expect(response.status).toBe(401);
    expect(enable).not.toHaveBeenCalled();
  });

  it("never redirects off the site", async () => {
    const response = await createEnableDraftModeHandler({ client: client(), enable: async () => {} })(
      new Request(enableUrl(SECRET, "//evil.example/")),
    );
    expect(response.headers.get("location")).toBe("/");
  });

  it("does not exist without hosted content", async () => {
    const response = await createEnableDraftModeHandler({ client: null, enable: async () => {} })(new Request(enableUrl(SECRET)));
    expect(response.status).toBe(404);
  });
});
