/**
 * Issue 41, "no signed link leaves the site", on the wire under scripts/serve.mjs and under plain
 * `next start`: redirect documents published over a deal room's address and over /unsubscribe/
 * (as an editor, or anyone with a leaked write token, could write them through the API, past the
 * Studio's checks) change nothing: both answer as before, nothing redirects off the site, and the
 * operator's health report names the refused documents. A redirect elsewhere keeps the visitor's
 * query on this site only. Every private route answers `private, no-store` to GET, HEAD and a
 * React Server Components request (`?_rsc=`), and so does its missing-slash redirect.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PRIVATE_CACHE_CONTROL } from "@agency/paths/private-routes";
import { expect, test, type BrowserContext } from "../support/test";
import { startNextServer } from "../support/nextStart";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { ensurePublishingBuild, FIXTURE_DATASET, PUBLISHING_ENV } from "../support/publishingBuild";
import { startServer, type TestServer } from "../support/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ROOM = "/self-storage/listings/fixture-confidential/deal-room/";
const ATTACKER = "https://attacker.example/collect";

/** What a hostile editor publishes: the deal room and the unsubscribe page sent off the site, and a harmless move. */
const REDIRECTS = [
  { _id: "redirect.steal-room", _type: "redirect", from: ROOM, to: ATTACKER, permanent: true },
  { _id: "redirect.steal-unsubscribe", _type: "redirect", from: "/unsubscribe", to: ATTACKER, permanent: false },
  { _id: "redirect.moved-off-site", _type: "redirect", from: "/old-e2e-offer/", to: "https://partner.example/offer", permanent: true },
  { _id: "redirect.moved-here", _type: "redirect", from: "/old-e2e-page/", to: "/contact/", permanent: true },
];

/** The fixture's dataset with the redirects above, read by the servers at run time (CONTENT_DATASET). */
function datasetWithRedirects(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "private-redirects-")), "dataset.ndjson");
  const fixture = readFileSync(path.join(repoRoot, FIXTURE_DATASET), "utf8").trimEnd();
  writeFileSync(file, `${fixture}\n${REDIRECTS.map((document) => JSON.stringify(document)).join("\n")}\n`);
  return file;
}

/** One address of each private route (@agency/paths/private-routes), with a token where one may be. */
const PRIVATE_URLS = [
  ROOM,
  `${ROOM}?t=not.a-token`,
  `${ROOM}documents/00000000-0000-4000-8000-000000000000/`,
  "/self-storage/listings/fixture-confidential/agreement/",
  "/unsubscribe/?t=not.a-token",
  "/deal-emails/?t=not.a-token",
  "/owner-report/?t=not.a-token",
  "/diagnostics",
  "/api/operator/session",
];

/** The missing-slash form of an address (the server's own redirect to the slashed one), or null. */
function withoutSlash(url: string): string | null {
  const [pathname = "", query] = url.split("?");
  if (!pathname.endsWith("/")) return null;
  return `${pathname.slice(0, -1)}${query ? `?${query}` : ""}`;
}

for (const kind of ["serve.mjs", "next start"] as const) {
  test.describe(`under ${kind}`, () => {
    test.describe.configure({ mode: "serial" });
    let server: TestServer;
    let operator: BrowserContext;
    let dataset = "";

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(900_000);
      ensurePublishingBuild();
      dataset = datasetWithRedirects();
      const env = { ...PUBLISHING_ENV, CONTENT_DATASET: dataset, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD };
      server = kind === "serve.mjs" ? await startServer(env) : await startNextServer(env);
      operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.77" } });
      await signInOperator(await operator.newPage(), server.url);
    });

    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
    });

    test.afterAll(async () => {
      await operator?.close();
      await server?.stop();
      if (dataset) rmSync(path.dirname(dataset), { recursive: true, force: true });
    });

    test("a redirect document over the deal room or /unsubscribe/ sends no signed link off the site", async () => {
      // The shape of a real token (claims, then a 43-character MAC), signed by no one.
      const token = "eyJwIjoiZGVhbC1yb29tIn0.eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHg";
      for (const url of [`${ROOM}?t=${token}`, `${ROOM.slice(0, -1)}?t=${token}`, `/unsubscribe/?t=${token}`, `/unsubscribe?t=${token}`]) {
        const answer = await fetch(`${server.url}${url}`, { redirect: "manual" });
        const location = answer.headers.get("location");
        expect(location === null || new URL(location, server.url).origin === server.url, `${url} -> ${location}`).toBe(true);
        expect(location ?? "", url).not.toContain("attacker.example");
        expect(answer.status, url).toBeLessThan(500);
        expect(answer.headers.get("cache-control"), url).toBe(PRIVATE_CACHE_CONTROL);
      }
      // Both answer as before: the link's refusal page, the unsubscribe page's refusal.
      const room = await fetch(`${server.url}${ROOM}?t=${token}`);
      expect(room.status).toBe(403);
      expect(await room.text()).toContain("This link is not valid");
      expect((await fetch(`${server.url}/unsubscribe/?t=${token}`)).status).toBe(400);
    });

    test("a redirect to another site takes none of the visitor's query; one on this site keeps it", async () => {
      const away = await fetch(`${server.url}/old-e2e-offer/?t=secret-token&utm_source=mail`, { redirect: "manual" });
      expect(away.status).toBe(308);
      expect(away.headers.get("location")).toBe("https://partner.example/offer");
      const here = await fetch(`${server.url}/old-e2e-page/?utm_source=mail`, { redirect: "manual" });
      expect(here.status).toBe(308);
      expect(new URL(here.headers.get("location") ?? "", server.url).search).toBe("?utm_source=mail");
    });

    test("the operator's health report names the refused documents", async () => {
      const answer = await fetchWithCookies(operator, `${server.url}/api/health`, { headers: { "x-forwarded-for": "192.0.2.77" } });
      expect(answer.status).toBe(200);
      const report = (await answer.json()) as { status: string; redirects?: { ok: boolean; error?: string } };
      expect(report.status).toBe("degraded");
      expect(report.redirects?.ok).toBe(false);
      expect(report.redirects?.error).toContain(`redirect.steal-room (from ${ROOM})`);
      expect(report.redirects?.error).toContain("redirect.steal-unsubscribe (from /unsubscribe)");
      expect(report.redirects?.error).not.toContain("moved-off-site");
    });

    test("every private route answers private, no-store to GET, HEAD and ?_rsc=, its missing-slash redirect too", async () => {
      for (const url of PRIVATE_URLS) {
        const variants: [string, string, Record<string, string>][] = [
          ["GET", url, {}],
          ["HEAD", url, {}],
          ["GET", `${url}${url.includes("?") ? "&" : "?"}_rsc=1a2b3`, { rsc: "1" }],
        ];
        const bare = withoutSlash(url);
        if (bare) variants.push(["GET", bare, {}], ["HEAD", bare, {}]);
        for (const [method, address, headers] of variants) {
          const answer = await fetch(`${server.url}${address}`, {
            method,
            redirect: "manual",
            headers: { "x-forwarded-for": "203.0.113.77", ...headers },
          });
          await answer.arrayBuffer();
          expect(answer.status, `${method} ${address}`).toBeLessThan(500);
          expect(answer.headers.get("cache-control"), `${method} ${address} (${answer.status})`).toBe(PRIVATE_CACHE_CONTROL);
        }
      }
    });
  });
}
