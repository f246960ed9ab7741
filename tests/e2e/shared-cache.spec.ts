/**
 * Two production servers on one Redis (REDIS_URL, docs/decisions/0030-scale-out.md), hosted content
 * mode against the local stand-in for the Content Lake: a page one instance rendered is served by
 * the other from the shared cache; a signed publish webhook to the first makes the second serve the
 * changed page (about 0.3 s later on a quiet machine: printed, not asserted); with Redis down, pages are still served (each instance renders its
 * own) and /api/health says "degraded" until Redis is back.
 *
 * The servers run the suite's hosted-mode build (tests/support/hostedBuild.ts): a server refuses a
 * build made for other content settings (src/buildSettings/buildSettings.ts). The shared cache starts empty, so
 * every page here is rendered by the servers from the stand-in.
 */
import { createHmac } from "node:crypto";
import { expect, test } from "../support/test";
import { inlineScriptHashes } from "../../apps/web/src/security/inlineScripts.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readDataset } from "../../apps/web/src/content/embedded.ts";
import { startContentLake, type ContentLake } from "../support/contentLake";
import { ensureHostedBuild, HOSTED_ENV } from "../support/hostedBuild";
import { startRedis, type TestRedis } from "../support/redis";
import { startServer, type TestServer } from "../support/server";

const SECRET = "e2e-shared-cache-webhook-secret-0030";
const PAGE = "/about/";
const ORIGINAL = "About Daniel Mercer";
const CHANGED = "About Daniel Mercer, republished";
const SEED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/studio/seed/production.ndjson");
const about = readDataset(SEED).find((document) => document._id === "page.about")!;

test.describe.configure({ mode: "serial" });

let redis: TestRedis;
let lake: ContentLake;
let servers: TestServer[] = [];

test.beforeAll(async () => {
  // Made by `npm test`'s build:hosted step; built here (minutes) only when run alone without it.
  test.setTimeout(600_000);
  await ensureHostedBuild();
  [redis, lake] = await Promise.all([startRedis(), startContentLake(SEED)]);
  const env = {
    ...HOSTED_ENV,
    REDIS_URL: redis.url,
    SANITY_API_HOST: lake.apiHost,
    SANITY_REVALIDATE_SECRET: SECRET,
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([redis?.stop(), lake?.stop()]);
});

/**
 * The page's heading, once its answer is checked: every inline script it holds is allowed by its
 * Content-Security-Policy (taken from the bytes sent, src/http/policyFromBody.ts), else a browser
 * would refuse them, and it came compressed as the client asked.
 */
async function heading(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}${PAGE}`, { headers: { "accept-encoding": "br, gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("br");
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(inlineScriptHashes(html).filter((hash) => !policy.includes(`'${hash}'`))).toEqual([]);
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
}

function signedWebhook(server: TestServer, document: { _id: string; _type: string }) {
  const body = JSON.stringify(document);
  const signedAt = Date.now();
  const signature = createHmac("sha256", SECRET).update(`${signedAt}.${body}`).digest("base64url");
  return fetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": `t=${signedAt},v1=${signature}` },
    body,
  });
}

test("a publish webhook to one instance refreshes the page on the other", async () => {
  test.setTimeout(60_000);
  const [first, second] = servers as [TestServer, TestServer];
  expect(await heading(first)).toBe(ORIGINAL);
  // The second instance serves the first's render from Redis: no query reaches the Content Lake.
  const queries = lake.queries().length;
  expect(await heading(second)).toBe(ORIGINAL);
  expect(lake.queries()).toHaveLength(queries);

  // Published in the Content Lake: neither instance shows it before the webhook (both cached).
  lake.publish({ ...about, heading: CHANGED });
  expect(await heading(second)).toBe(ORIGINAL);

  const webhook = await signedWebhook(first, { _id: "page.about", _type: "contentPage" });
  expect(webhook.status).toBe(200);
  const answered = Date.now();
  // Correctness here; the time it takes (about 0.3 s on a quiet machine) is a figure, printed and
  // annotated, not an assertion: the suite's other workers share the two cores.
  await expect.poll(() => heading(second), { timeout: 15_000, intervals: [50] }).toBe(CHANGED);
  const freshMs = Date.now() - answered;
  test.info().annotations.push({ type: "figures", description: `webhook answered → changed page on the other instance: ${freshMs} ms` });
  console.log(`webhook answered by the first instance → changed page served by the second: ${freshMs} ms`);
  expect(await heading(first)).toBe(CHANGED);
});

test("with Redis down, pages are still served and health says degraded", async () => {
  test.setTimeout(60_000);
  const [first, second] = servers as [TestServer, TestServer];
  await redis.stop();
  for (const server of [first, second]) expect(await heading(server)).toBe(CHANGED);
  // The health result is reused for up to 5 s (src/leads/health.ts).
  await expect
    .poll(async () => ((await (await fetch(`${second.url}/api/health`)).json()) as { status: string }).status, { timeout: 10_000 })
    .toBe("degraded");
  expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  expect(second.stderr()).toContain("The shared cache (REDIS_URL) is unavailable");
});
