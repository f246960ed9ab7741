/**
 * Hosted mode publishes without a build (decision 0020, "Hosted mode"): a production server built
 * in hosted mode (tests/support/hostedBuild.ts) reads a stand-in Content Lake
 * (tests/support/contentLake.ts); documents published after the build answer 404 until the
 * signed publish webhook arrives, then render; an unpublished one answers 404 again; a redirect
 * document applies.
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import type { ContentLake } from "../support/contentLake";
import { startHostedSite, type HostedSite } from "../support/hostedSite";
import type { TestServer } from "../support/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEBHOOK_SECRET = "e2e-hosted-publishing-webhook-secret";

/** Documents of the publishing fixture the seed does not hold: published during the test. */
const fixture = new Map(
  readFileSync(path.join(repoRoot, "tests/fixtures/publishing.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string })
    .map((document) => [document._id, document]),
);
/**
 * Next.js keeps what it renders on demand in the build's folder, across server restarts: each run
 * publishes its documents under addresses of its own, so a page kept by an earlier run over the
 * same build cannot answer for this one.
 */
const run = Date.now().toString(36);

/** A fixture document as this run publishes it: its id and address made unique to the run. */
function fixtureDocument(id: string): { _id: string; _type: string; [field: string]: unknown } {
  const document = fixture.get(id) as ({ _id: string; _type: string } & Record<string, unknown>) | undefined;
  if (!document) throw new Error(`The publishing fixture has no document ${id}`);
  const own: { _id: string; _type: string; [field: string]: unknown } = { ...document, _id: `${document._id}-${run}` };
  if (typeof document.city === "string") own.city = `${document.city}${run}`;
  const slug = document.slug as { current?: string } | undefined;
  if (slug?.current) own.slug = { _type: "slug", current: `${slug.current}-${run}` };
  return own;
}

test.describe.configure({ mode: "serial" });

let site: HostedSite;
let lake: ContentLake;
let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The fixture listing was listed on 2026-10-01: inside the announcement window.
  site = await startHostedSite({ SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET, ANNOUNCE_SINCE: "2026-09-01" });
  ({ lake, server } = site);
});

test.afterAll(() => site?.stop());

/**
 * Posts the webhook Sanity sends on publish with the README's projection
 * (`{_type, _id, "slug": slug.current}`), signed as Sanity signs it.
 */
async function publishWebhook(document: { _id: string; _type: string; [field: string]: unknown }) {
  const slug = (document.slug as { current?: string } | undefined)?.current;
  const body = JSON.stringify({ _type: document._type, _id: document._id, ...(slug ? { slug } : {}) });
  const signedAt = Date.now();
  const signature = `t=${signedAt},v1=${createHmac("sha256", WEBHOOK_SECRET).update(`${signedAt}.${body}`).digest("base64url")}`;
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const LISTING_PATH = `/self-storage/listings/fixture-barrie-storage-${run}/`;

const status = async (pathname: string) => (await fetch(`${server.url}${pathname}`, { redirect: "manual" })).status;

test("a page the build prerendered is served from the Content Lake's content", async ({ page }) => {
  await page.goto(`${server.url}/self-storage/ontario/toronto/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(lake.queries().length).toBeGreaterThan(0);
});

const ANNOUNCEMENT_SUBJECT = "New listing matching your buy box: Fixture Listing: Barrie Storage Facility";

async function announcementRecipients(): Promise<string[]> {
  const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  return messages
    .filter((message) => message.headers.subject === ANNOUNCEMENT_SUBJECT)
    .map((message) => message.headers.to ?? "")
    .sort();
}

test("investors sign up with their buy boxes before the listing is published", async ({ request }) => {
  const boxes: [string, Record<string, unknown>][] = [
    ["barrie-storage-buyer@example.ca", { buy_asset_classes: ["self-storage"], buy_regions: ["Barrie"] }],
    ["industrial-buyer@example.ca", { buy_asset_classes: ["industrial"] }],
  ];
  for (const [index, [email, box]] of boxes.entries()) {
    const response = await request.post(`${server.url}/api/leads/investor`, {
      data: { name: email.split("@")[0], email, investment_profile: "Ontario storage", consent_deal_emails: true, ...box },
      headers: { "x-forwarded-for": `192.0.2.${140 + index}` },
    });
    expect(response.status(), email).toBe(200);
  }
  // Double opt-in (decision 0037): each investor confirms with the link of their confirmation e-mail.
  const confirmations = async () =>
    (await readOutbox(path.join(server.dataDir, "outbox")).catch(() => [])).filter((message) =>
      (message.headers.subject ?? "").startsWith("Confirm that you want off-market opportunities"),
    );
  await expect.poll(async () => (await confirmations()).length, { timeout: 30_000 }).toBe(2);
  for (const message of await confirmations()) {
    const link = /https:\/\/www\.example-agency\.ca\/deal-emails\/confirm\/\?t=[\w.%-]+/.exec(message.text)![0];
    const confirmed = await request.post(link.replace("https://www.example-agency.ca", server.url));
    expect(confirmed.status(), message.headers.to).toBe(200);
  }
  expect(await announcementRecipients()).toEqual([]);
});

test("a market, a news article and a listing published after the build: 404, then 200 after the webhook", async ({ page }) => {
  test.setTimeout(60_000);
  const documents = [
    { id: "selfStorageMarket.sudbury", path: `/self-storage/ontario/sudbury${run}/`, heading: /Sudbury/ },
    { id: "news.fixture-news-01", path: `/insights/fixture-news-01-${run}/`, heading: "Fixture News Article 01" },
    { id: "listing.fixture-barrie-storage", path: LISTING_PATH, heading: "Fixture Listing: Barrie Storage Facility" },
  ];
  // Asked for before they exist: 404, and that answer may be kept by the render cache.
  for (const document of documents) expect(await status(document.path), document.path).toBe(404);

  for (const document of documents) lake.publish(fixtureDocument(document.id));
  // Published, but the webhook has not arrived: the kept 404 still answers (what the webhook is for).
  for (const document of documents) expect(await status(document.path), document.path).toBe(404);
  for (const document of documents) await publishWebhook(fixtureDocument(document.id));

  for (const document of documents) {
    const response = await page.goto(`${server.url}${document.path}`);
    expect(response?.status(), document.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.heading);
  }
});

test("the publish webhook announces the listing to the investor whose buy box it fits, once", async () => {
  test.setTimeout(60_000);
  await expect.poll(announcementRecipients, { timeout: 30_000 }).toEqual(["barrie-storage-buyer@example.ca"]);
  // Sanity sends the webhook again on the next edit: nothing is sent twice.
  await publishWebhook(fixtureDocument("listing.fixture-barrie-storage"));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await announcementRecipients()).toEqual(["barrie-storage-buyer@example.ca"]);
});

test("a lower asking price published through the webhook alerts that investor once (issue 32)", async () => {
  test.setTimeout(60_000);
  const dropped = { ...fixtureDocument("listing.fixture-barrie-storage"), askingPrice: 4_100_000 };
  const alerts = async () =>
    (await readOutbox(path.join(server.dataDir, "outbox")).catch(() => [])).filter(
      (message) => message.headers.subject === "Price drop: Fixture Listing: Barrie Storage Facility",
    );
  lake.publish(dropped);
  await publishWebhook(dropped);
  await expect
    .poll(async () => (await alerts()).map((message) => message.headers.to), { timeout: 30_000 })
    .toEqual(["barrie-storage-buyer@example.ca"]);
  expect((await alerts())[0]!.text).toContain("The asking price dropped from $4,500,000 to $4,100,000.");
  // The same price published again is no change: nothing more is sent.
  await publishWebhook(dropped);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await alerts()).toHaveLength(1);
  expect(await announcementRecipients()).toEqual(["barrie-storage-buyer@example.ca"]);
});

test("an unpublished page answers 404 again after the webhook", async () => {
  const listing = fixtureDocument("listing.fixture-barrie-storage");
  expect(await status(LISTING_PATH)).toBe(200);
  lake.remove(listing._id);
  await publishWebhook(listing);
  expect(await status(LISTING_PATH)).toBe(404);
});

test("a redirect document published in the Studio applies after the webhook", async () => {
  const redirect = { _id: "redirect.hosted-e2e", _type: "redirect", from: "/insights/hosted-old-path/", to: "/insights/", permanent: true };
  expect(await status("/insights/hosted-old-path/")).toBe(404);
  lake.publish(redirect);
  await publishWebhook(redirect);
  const response = await fetch(`${server.url}/insights/hosted-old-path/`, { redirect: "manual" });
  expect(response.status).toBe(308);
  expect(new URL(response.headers.get("location") ?? "", server.url).pathname).toBe("/insights/");
});

/** The paths site search lists for a query, in order. */
async function searchResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`${server.url}/search/?q=${encodeURIComponent(query)}`);
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test("site search finds an article published through the webhook within a minute, and never a confidential listing's address", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One word no other page has: the article is found by it, or not at all.
  const word = `searchable${run}`;
  expect(await searchResults(page, word)).toEqual([]);
  const article = { ...fixtureDocument("news.fixture-news-02"), title: `Fixture News Article 02 ${word}` };
  const confidential = fixtureDocument("listing.fixture-confidential");
  for (const document of [article, confidential]) lake.publish(document);
  for (const document of [article, confidential]) await publishWebhook(document);

  await expect.poll(() => searchResults(page, word), { timeout: 60_000 }).toEqual([`/insights/fixture-news-02-${run}/`]);
  expect(await searchResults(page, "Fixture Listing: Confidential GTA Facility")).toContain(
    `/self-storage/listings/fixture-confidential-${run}/`,
  );
  for (const address of ["1 Fixture Secret Lane, Toronto ON", "Secret Lane"])
    expect(await searchResults(page, address), address).toEqual([]);
});

test("a path no document holds is a 404 page, not an error", async ({ page }) => {
  for (const pathname of [
    "/self-storage/ontario/atlantis/",
    "/industrial/ontario/atlantis/",
    "/insights/category/atlantis/",
    "/insights/page/99/",
  ]) {
    const response = await page.goto(`${server.url}${pathname}`);
    expect(response?.status(), pathname).toBe(404);
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
