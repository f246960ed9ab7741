/**
 * Consent you can prove (issue 32; docs/decisions/0037-consent-records.md), against the production
 * build of the publishing fixture (embedded content: listings are announced, and their changes
 * detected, when the server starts). One DATA_DIR, four starts:
 * 1. nothing announceable yet: investors sign up; each address gets one confirmation e-mail that
 *    carries none of the typed text but the name; a GET of its link changes nothing, the POST
 *    confirms; a second signup within 24 hours sends no second e-mail (the consent CSV says so);
 * 2. the confidential GTA listing is announced: to the confirmed investor only; a stranger's signup
 *    for a confirmed or unsubscribed address changes neither its buy box nor the unsubscribe; the
 *    investor changes their buy box on "Your deal e-mails" (no JavaScript);
 * 3. the Sudbury industrial listing is announced to them, following the new buy box;
 * 4. the dataset with the GTA listing's asking price dropped: each investor told of it or whose
 *    buy box it fits gets one "Price drop" e-mail.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "../support/test";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies } from "../support/operator";
import { FIXTURE_DATASET, PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { startServer, tempDataDir, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const CONFIRM_SUBJECT = "Confirm that you want off-market opportunities from ";
const NEW_LISTING = "New listing matching your buy box: ";
const dataDir = tempDataDir();
let server: TestServer | null = null;

async function start(since: string, dataset: string = FIXTURE_DATASET) {
  await server?.stop();
  server = await startServer({
    ...PUBLISHING_ENV,
    CONTENT_DATASET: dataset,
    DATA_DIR: dataDir,
    ANNOUNCE_SINCE: since,
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
  });
}

const outbox = () => readOutbox(path.join(dataDir, "outbox")).catch((): OutboxMessage[] => []);
const withSubject = async (prefix: string) => (await outbox()).filter((message) => (message.headers.subject ?? "").startsWith(prefix));
const to = (messages: OutboxMessage[]) => messages.map((message) => message.headers.to ?? "").sort();

/** A link of an e-mail, pointed at the test server. */
function linkIn(message: OutboxMessage, pathPrefix: string): string {
  const match = new RegExp(`${E2E_SITE_URL.replaceAll(".", "\\.")}${pathPrefix}\\?t=[\\w.%-]+`).exec(message.text);
  expect(match, `${pathPrefix} link in "${message.headers.subject}"`).not.toBeNull();
  return match![0].replace(E2E_SITE_URL, server!.url);
}

let client = 40;
async function signUp(request: APIRequestContext, email: string, fields: Record<string, unknown>) {
  const response = await request.post(`${server!.url}/api/leads/investor`, {
    data: { name: "Olivia Owner", email, investment_profile: "Storage", consent_deal_emails: true, ...fields },
    headers: { "x-forwarded-for": `192.0.2.${(client += 1)}`, referer: `${E2E_SITE_URL}/off-market/` },
  });
  expect(response.status(), email).toBe(200);
}

async function confirmationTo(email: string): Promise<OutboxMessage> {
  await expect
    .poll(async () => to(await withSubject(CONFIRM_SUBJECT)).filter((address) => address === email), { timeout: 30_000 })
    .toHaveLength(1);
  return (await withSubject(CONFIRM_SUBJECT)).find((message) => message.headers.to === email)!;
}

/** The consent record CSV as the signed-in operator downloads it. */
async function consentCsv(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server!.url}/team/investors/`);
  await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("region", { name: "Consent records" })).toBeVisible();
  const response = await fetchWithCookies(context, `${server!.url}/api/operator/consent.csv`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  const csv = await response.text();
  await context.close();
  return csv;
}
const eventsOf = (csv: string, email: string) =>
  csv
    .split("\r\n")
    .filter((line) => line.startsWith(`${email},`))
    .map((line) => line.split(",")[2]);

test.beforeAll(() => {
  ensurePublishingBuild();
});
test.afterAll(async () => {
  await server?.stop();
});

test("a signup is confirmed by the POST of its link only, and gets one confirmation e-mail per day", async ({ request, browser }) => {
  await start("2099-01-01");
  await signUp(request, "owner@example.ca", {
    buy_asset_classes: ["self-storage"],
    buy_regions: ["Greater Toronto Area"],
    investment_profile: "Click https://phish.example now",
    message: "Wire money to the account below",
  });
  await signUp(request, "early@example.ca", { name: "Eli Early", buy_asset_classes: ["self-storage"] });

  const confirmation = await confirmationTo("owner@example.ca");
  expect(confirmation.headers.subject).toBe(`${CONFIRM_SUBJECT}Ontario Storage Advisors`);
  expect(confirmation.text).toMatch(/^Hello Olivia Owner,\n/);
  for (const typed of ["phish.example", "Wire money", "Greater Toronto Area"])
    expect(`${confirmation.text}${confirmation.html}`).not.toContain(typed);
  expect(confirmation.text).toContain("Lakeshore Commercial Realty Inc., Brokerage");
  linkIn(confirmation, "/deal-emails/");

  // A GET (a mail scanner following the link) shows the button and confirms nothing.
  const early = await confirmationTo("early@example.ca");
  const confirmUrl = linkIn(early, "/deal-emails/confirm/");
  const get = await request.get(confirmUrl);
  expect(get.status()).toBe(200);
  expect(get.headers()["cache-control"]).toBe("private, no-store");
  expect(get.headers()["referrer-policy"]).toBe("no-referrer");
  expect(await get.text()).toContain('<button type="submit">Confirm</button>');
  // A second signup for the same address within 24 hours: recorded, no second e-mail.
  await signUp(request, "Owner@Example.ca", { buy_asset_classes: ["industrial"] });
  let csv = await consentCsv(browser);
  expect(eventsOf(csv, "early@example.ca")).toEqual(["consent-given", "confirmation-queued"]);
  expect(eventsOf(csv, "owner@example.ca")).toEqual(["consent-given", "confirmation-queued", "consent-given", "confirmation-held"]);
  expect(csv).toContain(",/off-market/,192.0.2.");
  expect(to(await withSubject(CONFIRM_SUBJECT))).toEqual(["early@example.ca", "owner@example.ca"]);

  // The page's Confirm button (a form POST, no JavaScript).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(confirmUrl);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your deal e-mails are confirmed" })).toBeVisible();
  await context.close();
  csv = await consentCsv(browser);
  expect(eventsOf(csv, "early@example.ca")).toEqual(["consent-given", "confirmation-queued", "confirmed"]);

  const forged = await request.post(`${server!.url}/deal-emails/confirm/?t=${"x".repeat(20)}.${"y".repeat(43)}`);
  expect(forged.status()).toBe(400);
});

test("announcements reach confirmed addresses only; a stranger's signup changes neither a buy box nor an unsubscribe", async ({
  request,
  browser,
}) => {
  await start("2026-11-01");
  // The confidential GTA self-storage listing: early@ (confirmed) only; owner@ has not confirmed.
  await expect.poll(async () => to(await withSubject(NEW_LISTING)), { timeout: 30_000 }).toEqual(["early@example.ca"]);

  // The owner confirms the first signup (GTA self-storage); a stranger's signup for the address
  // (industrial, Sudbury) afterwards changes nothing.
  const owner = await confirmationTo("owner@example.ca");
  const confirmed = await request.post(linkIn(owner, "/deal-emails/confirm/"));
  expect(confirmed.status()).toBe(200);
  await signUp(request, "owner@example.ca", { buy_asset_classes: ["industrial"], buy_regions: ["Sudbury"] });
  const preferences = await request.get(linkIn(owner, "/deal-emails/"));
  expect(preferences.headers()["cache-control"]).toBe("private, no-store");
  const page = await preferences.text();
  expect(page).toContain("<li>Asset classes: Self-storage</li><li>Regions: Greater Toronto Area</li>");

  // An unsubscribed address: a stranger's new signup leaves it unsubscribed.
  await signUp(request, "leaver@example.ca", { name: "Lee Leaver" });
  const leaver = await confirmationTo("leaver@example.ca");
  expect((await request.post(linkIn(leaver, "/deal-emails/confirm/"))).status()).toBe(200);
  const unsubscribe = await request.post(linkIn(leaver, "/deal-emails/"), { form: { action: "unsubscribe" } });
  expect(await unsubscribe.text()).toContain("You are unsubscribed");
  await signUp(request, "leaver@example.ca", { name: "Lee Leaver" });
  expect(await (await request.get(linkIn(leaver, "/deal-emails/"))).text()).toMatch(/data-subscription-status>Unsubscribed since /);

  // Early changes the buy box on "Your deal e-mails", without JavaScript: industrial in Sudbury.
  const announcement = (await withSubject(NEW_LISTING)).find((message) => message.headers.to === "early@example.ca")!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const form = await context.newPage();
  await form.goto(linkIn(announcement, "/deal-emails/"));
  await form.getByRole("checkbox", { name: "Self-storage", exact: true }).uncheck();
  await form.getByRole("checkbox", { name: "Industrial", exact: true }).check();
  await form.getByRole("checkbox", { name: "Sudbury", exact: true }).check();
  await form.getByLabel("Minimum price (CAD)").fill("5000000");
  await form.getByLabel("Maximum price (CAD)").fill("100");
  await form.getByRole("button", { name: "Save my preferences" }).click();
  await expect(form.getByText("Maximum price must be at least the minimum price")).toBeVisible();
  await form.getByLabel("Minimum price (CAD)").fill("");
  await form.getByLabel("Maximum price (CAD)").fill("");
  await form.getByRole("button", { name: "Save my preferences" }).click();
  await expect(form.getByRole("status")).toHaveText("Your preferences are saved. The next announcement follows them.");
  await expect(form.locator("[data-buy-box]")).toContainText("Asset classes: IndustrialRegions: Sudbury");
  await context.close();
});

test("the next announcement follows the buy box changed on the preferences page", async () => {
  await start("2026-10-15");
  // The Sudbury industrial listing (unpriced): early@, by its new buy box. owner@'s confirmed buy
  // box is GTA self-storage (the stranger's industrial Sudbury signup never applied).
  await expect
    .poll(async () => to((await withSubject(NEW_LISTING)).filter((message) => message.headers.subject!.includes("Sudbury"))), {
      timeout: 30_000,
    })
    .toEqual(["early@example.ca"]);
});

test("a price drop on an announced listing e-mails each matching investor once", async () => {
  const dropped = path.join(dataDir, "price-dropped.ndjson");
  const fixture = readFileSync(path.resolve(import.meta.dirname, "../..", FIXTURE_DATASET), "utf8");
  expect(fixture).toContain('"askingPrice":7250000');
  writeFileSync(dropped, fixture.replace('"askingPrice":7250000', '"askingPrice":6900000'));
  await start("2026-10-15", dropped);
  // early@ was told of it; owner@'s GTA self-storage buy box fits it; leaver@ unsubscribed.
  await expect
    .poll(async () => to(await withSubject("Price drop: ")), { timeout: 30_000 })
    .toEqual(["early@example.ca", "owner@example.ca"]);
  for (const message of await withSubject("Price drop: ")) {
    expect(message.headers.subject).toBe("Price drop: Fixture Listing: Confidential GTA Facility");
    expect(message.text).toContain("The asking price dropped from $7,250,000 to $6,900,000.");
    expect(message.text).toContain(`${E2E_SITE_URL}/deal-emails/?t=`);
    expect(`${message.text}${message.html}`).not.toContain("Fixture Secret Lane");
  }
});
