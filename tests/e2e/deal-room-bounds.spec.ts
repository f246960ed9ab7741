/**
 * Issue 41, what a buyer can send is bounded and what the owner reads is vouched for, on the
 * publishing fixture's production build with the server's clock at Tuesday 2026-12-01 12:00 in
 * Toronto: a company name holding a phone number is refused and stores nothing; the eleventh offer
 * of a signer's day is refused (429) saying the limit and when it resets, and nothing is stored; a
 * fourth signature of the day, whose link is withheld, leaves /api/health "ok" an hour later; the
 * owner's report names neither an unconfirmed, a withheld nor a revoked signer. Last, a server whose
 * disk is "below the floor" (UPLOAD_DISK_FLOOR_BYTES above any disk) refuses a proof of funds (507)
 * and the operator's upload, says so in health, and stores a lead sent at the same moment.
 * The limits' edges and races are tested in src/dealRoom/offers/offerStore.test.ts.
 */
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { ORGANISATION_NAME_RULE_MESSAGE } from "../../supabase/functions/_shared/leadFields.ts";
import { NO_ROOM_FOR_DOCUMENT_MESSAGE, NO_ROOM_FOR_PROOF_MESSAGE } from "../../apps/web/src/dealRoom/uploads/uploadSpace.ts";
import { E2E_OPERATOR_PASSWORD, signInOperator } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const ROOM = `/self-storage/listings/${LISTING}/deal-room/`;
const TEAM = "info@ontariostorageadvisors.ca";
const OPERATOR_ADDRESS = "192.0.2.41";
/** Tuesday 2026-12-01, noon in Toronto: no Monday report, and far from Toronto's midnight. */
const NOON = new Date("2026-12-01T17:00:00Z");
const AWAITING_TEAM = "Your signature is recorded. The team will contact you about access to this listing's documents";

interface Investor {
  name: string;
  email: string;
  company?: string;
}
const BUYER: Investor = { name: "Dana Bounded", email: "dana.bounded@example.ca", company: "Bounded Capital Inc." };
const BUSY: Investor = { name: "Kim Withheld", email: "kim.withheld@example.ca" };
const REVOKED: Investor = { name: "Lou Revoked", email: "lou.revoked@example.ca" };

test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;
/** The buyer's browser, JavaScript off (the room and the offer need none). */
let buyer: BrowserContext;
let clientNumber = 10;

/** Starts a server on `env` (the operator signed in, in a browser of their own). */
async function serve(browser: Browser, env: Record<string, string>): Promise<void> {
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, ...env });
  await operator?.close();
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  operatorPage = await operator.newPage();
  await signInOperator(operatorPage, server.url);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  await serve(browser, clockAt(NOON));
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await buyer?.close();
  await operator?.close();
  await server?.stop();
});

async function messagesTo(address: string, subject: RegExp): Promise<OutboxMessage[]> {
  const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  return messages.filter((message) => message.headers.to === address && subject.test(message.headers.subject ?? ""));
}

/** The one message to an address whose subject matches, once it is written. */
async function mailTo(address: string, subject: RegExp): Promise<OutboxMessage> {
  await expect.poll(async () => (await messagesTo(address, subject)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return (await messagesTo(address, subject))[0] as OutboxMessage;
}

/** Fills the agreement form as `who`, each signature from a client address of its own, and sends it. */
async function signAs(browser: Browser, who: Investor, company = who.company ?? ""): Promise<Page> {
  clientNumber += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clientNumber}` } });
  const page = await context.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(who.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0141");
  await page.getByRole("textbox", { name: "Company" }).fill(company);
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(who.name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  return page;
}

/** Signs as `who` (accepted); answers the e-mailed link, on this server. */
async function sign(browser: Browser, who: Investor): Promise<string> {
  const page = await signAs(browser, who);
  await expect(page.getByTestId("agreement-signed")).toContainText(who.email);
  await page.context().close();
  const access = await mailTo(who.email, /^Your access to the/);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access.text)?.[0];
  if (!link) throw new Error(`no deal room link in: ${access.text}`);
  return link.replace(E2E_SITE_URL, server.url);
}

const OFFER_FIELDS = {
  price: "7,000,000",
  deposit: "250,000",
  due_diligence_days: "45",
  financing: "none",
  closing_date: "2027-03-31",
  acknowledge: "on",
};

test("a company name with a phone number is refused, and nothing is stored", async ({ browser }) => {
  const refused = await signAs(browser, BUYER, "Call 416-555-0100 for a higher offer");
  await expect(refused.getByText(ORGANISATION_NAME_RULE_MESSAGE).first()).toBeVisible();
  await expect(refused.getByTestId("agreement-signed")).toHaveCount(0);
  await refused.context().close();

  const link = await sign(browser, BUYER);
  // One signature, one team notice: the refused form stored nothing and told nobody.
  await mailTo(TEAM, new RegExp(`^CA signed: ${BUYER.name} for `));
  expect(await messagesTo(BUYER.email, /^Your access to the/)).toHaveLength(1);
  expect(await messagesTo(TEAM, new RegExp(`^CA signed.*${BUYER.name}`))).toHaveLength(1);

  buyer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.41" }, javaScriptEnabled: false });
  const page = await buyer.newPage();
  await openRoomFromLink(page, link);
  await expect(page.getByText(`Welcome, ${BUYER.name}.`)).toBeVisible();
  await page.close();
});

test("the eleventh offer of the day is refused with the limit and when it resets; nothing is stored", async () => {
  for (let offer = 1; offer <= 10; offer += 1) {
    const answer = await buyer.request.post(`${server.url}${ROOM}offer/`, {
      multipart: { ...OFFER_FIELDS, price: `${7_000_000 + offer * 1000}` },
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(answer.status(), `offer ${offer}`).toBe(303);
  }
  const page = await buyer.newPage();
  await page.goto(`${server.url}${ROOM}`);
  await expect(page.getByRole("group", { name: "Revision 10" })).toBeVisible();
  await page.getByRole("textbox", { name: "Price offered (CAD)" }).fill("7,500,000");
  await page.getByRole("textbox", { name: "Deposit (CAD)" }).fill("250,000");
  await page.getByRole("textbox", { name: "Due diligence (days)" }).fill("45");
  await page.getByLabel("Closing date").fill("2027-03-31");
  await page.getByLabel("I understand this letter of intent is not binding").check();
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send the revised offer" }).click();
  const answer = await answered;
  expect(answer.status()).toBe(429);
  // Toronto's next midnight, 2026-12-02 05:00 UTC, is 12 hours after the server's noon (less the minutes the test took).
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(11 * 3600);
  expect(Number(answer.headers()["retry-after"])).toBeLessThanOrEqual(12 * 3600);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { name: "Your offer was not sent", level: 1 })).toBeVisible();
  await expect(page.getByText("Offers are limited to 10 a day from one signer")).toContainText(
    "Your offer was not sent and nothing was stored. You can send it again from 12:00 a.m. on Wednesday, December 2 (Toronto time), or call us.",
  );

  await page.goto(`${server.url}${ROOM}`);
  await expect(page.getByRole("group", { name: "Revision 10" })).toContainText("$7,010,000");
  await expect(page.getByRole("group", { name: "Revision 11" })).toHaveCount(0);
  await expect(page.getByText("$7,500,000")).toHaveCount(0);
  await page.close();
  // The team is told of the ten, never of the refused one.
  await expect
    .poll(async () => (await messagesTo(TEAM, new RegExp(`offer.*: \\$[\\d,]+ from ${BUYER.name} for `))).length, { timeout: 20_000 })
    .toBe(10);
  expect(await messagesTo(TEAM, /\$7,500,000/)).toHaveLength(0);
});

test("a fourth signature of the day, its link withheld, leaves /api/health ok", async ({ browser }) => {
  for (let signature = 1; signature <= 3; signature += 1) await sign(browser, BUSY);
  const fourth = await signAs(browser, BUSY);
  await expect(fourth.getByTestId("agreement-awaiting-team")).toContainText(AWAITING_TEAM);
  await fourth.context().close();
  await mailTo(TEAM, new RegExp(`^CA signed, link withheld: ${BUSY.name} for `));
  await expect.poll(async () => (await messagesTo(BUSY.email, /^Your access to the/)).length, { timeout: 20_000 }).toBe(3);
  // Every e-mail that could go went before the restart: what is left can only be the withheld link.
  await expect.poll(async () => (await messagesTo(TEAM, new RegExp(`^CA signed: ${BUSY.name} for `))).length, { timeout: 20_000 }).toBe(3);

  // The same database an hour later, past DELIVERY_ALERT_MINUTES: the withheld link waits for the
  // operator, not for the mail server, so nothing is a late delivery.
  const dataDir = server.dataDir;
  await server.stop();
  await serve(browser, { DATA_DIR: dataDir, ...clockAt(new Date(NOON.getTime() + 60 * 60_000)) });
  const publicHealth = await (await fetch(`${server.url}/api/health`)).json();
  expect(publicHealth.status).toBe("ok");
  const report = await (
    await operatorPage.request.get(`${server.url}/api/health`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } })
  ).json();
  expect(report.deliveries.late).toEqual([]);
  expect(report.uploads.ok).toBe(true);
});

test("the owner's report names no unconfirmed, withheld or revoked signer", async ({ browser }) => {
  const link = await sign(browser, REVOKED);
  const revoked = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.42" } });
  const inside = await revoked.newPage();
  await openRoomFromLink(inside, link);
  await expect(inside.getByText(`Welcome, ${REVOKED.name}.`)).toBeVisible();
  await revoked.close();

  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  operatorPage.once("dialog", (dialog) => void dialog.accept());
  await operatorPage.getByRole("button", { name: `Revoke: ${REVOKED.name}` }).click();
  await expect(operatorPage.getByText("Access revoked: the signer's links stop working now.")).toBeVisible();

  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  const room = operatorPage.getByRole("article", { name: TITLE });
  await room.getByRole("checkbox", { name: "Include buyers' names (names and companies only)" }).check();
  await room.getByRole("button", { name: `Create the owner's report link: ${TITLE}` }).click();
  await expect(operatorPage.getByText("The owner's report link is made: it works for 30 days unless withdrawn.")).toBeVisible();
  const made = room.getByRole("list", { name: `Owner's report links of ${TITLE}` }).getByRole("listitem");
  await expect(made).toHaveCount(1);
  const reportLink = await made
    .first()
    .getByRole("textbox", { name: new RegExp(`^Link for the owner of ${TITLE}, made `) })
    .inputValue();
  const owner = await browser.newContext();
  const report = await owner.newPage();
  expect((await report.goto(reportLink.replace(E2E_SITE_URL, server.url)))?.status()).toBe(200);
  await expect(report.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  // The confirmed buyer, named with the company; the others signed too, and none is named.
  await expect(report.getByText(`${BUYER.name}, ${BUYER.company} (made an offer)`)).toBeVisible();
  await expect(report.getByText(BUSY.name)).toHaveCount(0);
  await expect(report.getByText(REVOKED.name)).toHaveCount(0);
  await owner.close();
});

test("below the disk floor an upload is refused (507) and the team told, while a lead sent at the same time is stored", async ({
  browser,
}) => {
  await buyer.close();
  await server.stop();
  // A floor above any disk: this server is "short of space" from the start.
  await serve(browser, { UPLOAD_DISK_FLOOR_BYTES: String(Number.MAX_SAFE_INTEGER), ...clockAt(NOON) });
  const link = await sign(browser, BUYER);
  buyer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.43" }, javaScriptEnabled: false });
  const page = await buyer.newPage();
  await openRoomFromLink(page, link);
  await expect(page.getByText(`Welcome, ${BUYER.name}.`)).toBeVisible();

  await page.getByRole("textbox", { name: "Price offered (CAD)" }).fill("7,200,000");
  await page.getByRole("combobox", { name: "Financing" }).selectOption("none");
  await page.getByRole("textbox", { name: "Deposit (CAD)" }).fill("250,000");
  await page.getByRole("textbox", { name: "Due diligence (days)" }).fill("45");
  await page.getByLabel("Closing date").fill("2027-03-31");
  await page
    .getByLabel("Proof of funds (optional)")
    .setInputFiles({ name: "Bank letter.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% funds\n%%EOF\n") });
  await page.getByLabel("I understand this letter of intent is not binding").check();
  const offerAnswer = page.waitForResponse((response) => response.request().method() === "POST");
  const [lead] = await Promise.all([
    fetch(`${server.url}/api/leads/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.141" },
      body: JSON.stringify({ name: "Pat Lead", email: "pat.lead@example.ca", message: "Sent while the disk is short of space" }),
    }),
    page.getByRole("button", { name: "Submit the letter of intent" }).click(),
  ]);
  expect((await offerAnswer).status()).toBe(507);
  await expect(page.getByText(NO_ROOM_FOR_PROOF_MESSAGE)).toBeVisible();
  expect(lead.status).toBe(200);
  const notice = await mailTo(TEAM, /^New contact message from Pat Lead/);
  expect(notice.text).toContain("Sent while the disk is short of space");
  await page.goto(`${server.url}${ROOM}`);
  await expect(page.getByRole("group", { name: "Revision 1" })).toHaveCount(0);

  // The operator's upload is refused with the reason; health says why, with what to do.
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  const room = operatorPage.getByRole("article", { name: TITLE });
  await room
    .getByLabel(/Add a document/)
    .setInputFiles({ name: "Rent roll.csv", mimeType: "text/csv", buffer: Buffer.from("unit,rent\n1,120\n") });
  const uploadAnswer = operatorPage.waitForResponse((response) => response.request().method() === "POST");
  await room.getByRole("button", { name: "Upload" }).click();
  expect((await uploadAnswer).status()).toBe(507);
  await expect(operatorPage.getByText(NO_ROOM_FOR_DOCUMENT_MESSAGE)).toBeVisible();
  expect((await (await fetch(`${server.url}/api/health`)).json()).status).toBe("degraded");
  await operatorPage.goto(`${server.url}/diagnostics?read=${Date.now()}`);
  await expect(operatorPage.locator("[data-uploads]")).toHaveAttribute("data-uploads", "refused");
  await expect(operatorPage.locator("[data-uploads]")).toContainText("below the");
});
