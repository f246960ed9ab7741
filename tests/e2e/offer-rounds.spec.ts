/**
 * Issue 46, offer rounds under Ontario's rules (decisions 0058, 0062), in a real browser on the
 * publishing fixture's build, one server whose clock is set after the fixture's call for offers.
 * Two buyers sign and make offers without JavaScript; the team shortlists one and opens a
 * best-and-final round: only the shortlisted buyer is invited by e-mail; the other is refused in the
 * room (403, the sentence shown) and nothing is stored; the shortlisted buyer's offer reads "Round 2".
 * The summary of terms to the shortlist is refused before a seller's direction is recorded (the page
 * and the toast say why); a bad direction is refused with nothing stored; a good one is recorded, its
 * PDF downloads for the team only, and the summary goes once: the shortlisted buyer's e-mail holds
 * the terms the direction allows and no other buyer's name, e-mail or company.
 *
 * Round 1 closed at its call-for-offers date: each offeror received the count of competing written
 * offers, with nothing of the other buyer. Last, the team closes round 2 now: its offeror receives
 * the count (none competing) and nothing of the other buyer, the operator page and the room say it
 * closed, and an offer made after the close is kept and marked late.
 */
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
/** The server's clock: after the fixture's call for offers (2026-11-20), a Wednesday. */
const CLOCK = new Date("2026-12-02T15:00:00Z");
const ROUND_DEADLINE = "2026-12-09T12:00";
const OPERATOR_ADDRESS = "192.0.2.46";

interface Buyer {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
}
const SHORTLISTED: Buyer = {
  name: "Alex Shortlisted",
  email: "alex.shortlisted@example.ca",
  phone: "(416) 555-0146",
  company: "Alderwood Storage Partners",
  address: "198.51.100.46",
};
const OTHER: Buyer = {
  name: "Blake Passedover",
  email: "blake.passedover@example.ca",
  phone: "(905) 555-0147",
  company: "Birchmount Holdings",
  address: "198.51.100.47",
};
const DIRECTION_PDF = Buffer.from("%PDF-1.4\n% Seller's written direction: share price, deposit, conditions\n%%EOF\n");

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;
/** Each buyer's browser, JavaScript off (the room and the offer need none). */
const buyers = new Map<string, BrowserContext>();

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, ...clockAt(CLOCK) });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS }, acceptDownloads: true });
  operatorPage = await operator.newPage();
  await signInOperator(operatorPage, server.url);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  for (const context of buyers.values()) await context.close();
  await operator?.close();
  await server?.stop();
});

/** Every message the server wrote to an address so far. */
async function outboxTo(address: string): Promise<OutboxMessage[]> {
  const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  return messages.filter((message) => message.headers.to === address);
}

/** The one message to an address whose subject matches (other kinds of e-mail may arrive meanwhile). */
async function mailTo(address: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxTo(address)).find((message) => subject.test(message.headers.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** Signs the listing's agreement and opens the room from the e-mailed link in the buyer's own browser (kept in `buyers`). */
async function sign(browser: Browser, who: Buyer): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": who.address }, javaScriptEnabled: false });
  buyers.set(who.email, context);
  const page = await context.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(who.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await page.getByRole("textbox", { name: "Phone" }).fill(who.phone);
  await page.getByRole("textbox", { name: "Company" }).fill(who.company);
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(who.name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(who.email);
  const access = await mailTo(who.email, /^Your access to the/);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access.text)?.[0];
  if (!link) throw new Error(`no deal room link in: ${access.text}`);
  await openRoomFromLink(page, link.replace(E2E_SITE_URL, server.url));
  return page;
}

/** Fills and sends the room's offer form; answers the status of the server's answer to the POST. */
async function makeOffer(page: Page, terms: { price: string; conditions: string }): Promise<number> {
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  await page.getByRole("textbox", { name: "Price offered (CAD)" }).fill(terms.price);
  await page.getByRole("textbox", { name: "Deposit (CAD)" }).fill("250,000");
  await page.getByRole("textbox", { name: "Due diligence (days)" }).fill("45");
  await page.getByLabel("Closing date").fill("2027-03-31");
  await page.getByRole("combobox", { name: "Financing" }).selectOption("conditional");
  await page.getByRole("textbox", { name: "Lender (if conditional on financing)" }).fill("First Ontario Bank");
  await page.getByRole("textbox", { name: "Other conditions" }).fill(terms.conditions);
  await page.getByLabel("I understand this letter of intent is not binding").check();
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  const button = page.getByRole("button", { name: /^(Submit the letter of intent|Send the revised offer)$/ });
  await button.click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
}

async function operatorRoom() {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  return operatorPage.getByRole("article", { name: TITLE });
}

/** Ticks the shortlist on the operator page and opens a best-and-final round with the deadline (Toronto time). */
async function openRound(shortlist: readonly Buyer[], deadline: string) {
  const rounds = (await operatorRoom()).getByTestId(`offer-rounds-${LISTING}`);
  for (const who of shortlist) await rounds.getByRole("checkbox", { name: who.name }).check();
  await rounds.getByLabel("Deadline (Toronto time)").fill(deadline);
  await rounds.getByRole("button", { name: "Open the round and invite the shortlist" }).click();
  await expect(operatorPage.getByText("The best-and-final round is open")).toBeVisible();
}

test("a best-and-final round takes only the shortlist's offers, and invites only them", async ({ browser }) => {
  const shortlisted = await sign(browser, SHORTLISTED);
  const other = await sign(browser, OTHER);
  expect(await makeOffer(shortlisted, { price: "7,100,000", conditions: "Phase I environmental report" })).toBe(303);
  expect(await makeOffer(other, { price: "7,400,000", conditions: `Subject to ${OTHER.company} board approval` })).toBe(303);

  await openRound([SHORTLISTED], ROUND_DEADLINE);
  await expect((await operatorRoom()).getByTestId(`offer-rounds-${LISTING}`)).toContainText(
    "Round 2 (best and final, 1 invited): 0 buyers' offers, 0 revisions; deadline",
  );

  // The buyer not shortlisted: refused in the room with the sentence, nothing stored.
  expect(await makeOffer(other, { price: "7,900,000", conditions: "None" })).toBe(403);
  await expect(other.getByRole("heading", { name: "Your offer was not sent", level: 1 })).toBeVisible();
  await expect(other.getByText(/^Offers are now taken in round 2, a best-and-final round open only to the buyers/)).toBeVisible();
  await other.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  await expect(other.getByRole("group", { name: /^Revision \d/ })).toHaveCount(1);
  await expect(other.getByRole("group", { name: "Revision 1" })).toContainText("$7,400,000");

  // The shortlisted buyer: the offer is taken, in round 2.
  expect(await makeOffer(shortlisted, { price: "7,600,000", conditions: "Phase I environmental report" })).toBe(303);
  await expect(shortlisted.getByRole("group", { name: "Revision 2" })).toContainText("Round 2 (best and final) · revision 2");
  await expect(shortlisted.getByRole("group", { name: "Revision 2" })).toContainText("$7,600,000");

  const invitation = await mailTo(SHORTLISTED.email, /you are invited to round 2 of offers$/);
  expect(invitation.text).toContain(`Hello ${SHORTLISTED.name},`);
  expect(invitation.text).not.toContain(OTHER.name);
  expect((await outboxTo(OTHER.email)).filter((message) => /round 2/.test(message.headers.subject ?? ""))).toEqual([]);

  // Round 1 closed (its call-for-offers date is past): each offeror was e-mailed its count of
  // competing written offers, a number and nothing of the other buyer (TRESA, decision 0058).
  for (const [who, them] of [
    [SHORTLISTED, OTHER],
    [OTHER, SHORTLISTED],
  ] as const) {
    const count = await mailTo(
      who.email,
      /: round 1 \(the call for offers\) of offers closed, (no|1) competing written offers? from other buyers$/,
    );
    expect(count.text).toContain(`Hello ${who.name},`);
    for (const identity of [them.name, them.email, them.company, them.phone]) expect(count.text).not.toContain(identity);
    expect(count.text).not.toMatch(/7,[14]00,000/);
  }
});

test("the summary of terms: refused without a seller's direction, then sent once under it, naming no other buyer", async () => {
  let room = await operatorRoom();
  const summary = room.getByTestId("summary-round-2");
  await expect(summary).toContainText("Not sendable: no seller's written direction is recorded for this listing.");
  const send = summary.getByRole("button", { name: "Send the summary of terms to the shortlist of round 2" });
  await send.click();
  await expect(operatorPage.getByText(/^No seller's written direction is recorded for this listing: Ontario's rules/)).toBeVisible();

  // A direction that is not a PDF, or signed after today: refused with the reason, nothing stored.
  const directions = `${server.url}/api/operator/deal-room/${LISTING}/directions/`;
  const post = (fields: { signed_on: string; name: string; buffer: Buffer }) => {
    const body = new FormData();
    body.set("signed_on", fields.signed_on);
    body.set("shares", "price");
    body.set("file", new File([new Uint8Array(fields.buffer)], fields.name, { type: "application/pdf" }));
    return fetchWithCookies(operator, directions, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: server.url, "x-forwarded-for": OPERATOR_ADDRESS },
    });
  };
  const notPdf = await post({ signed_on: "2026-12-01", name: "Direction.pdf", buffer: Buffer.from("not a pdf") });
  expect([notPdf.status, notPdf.headers.get("cache-control")]).toEqual([400, "private, no-store"]);
  expect(await notPdf.text()).toContain("The signed direction is not a PDF file: export it as a PDF.");
  const future = await post({ signed_on: "2026-12-03", name: "Direction.pdf", buffer: DIRECTION_PDF });
  expect(future.status).toBe(400);
  expect(await future.text()).toContain("The seller cannot have signed the direction after today: check the date.");
  room = await operatorRoom();
  await expect(room.getByTestId(`direction-${LISTING}`)).toContainText("No seller's direction is recorded for this listing.");

  // Recorded from the page's form: it governs, and its PDF downloads for the team only.
  const form = room.getByTestId(`direction-${LISTING}`);
  await form.getByLabel("Date the seller signed it").fill("2026-12-01");
  await form.getByLabel("The signed direction (PDF, up to 25 MB)").setInputFiles({
    name: "Seller direction.pdf",
    mimeType: "application/pdf",
    buffer: DIRECTION_PDF,
  });
  for (const term of ["Price", "Deposit", "Other conditions"]) await form.getByRole("checkbox", { name: term, exact: true }).check();
  await form.getByRole("button", { name: "Record the direction" }).click();
  await expect(operatorPage.getByText("The seller's direction is recorded")).toBeVisible();
  const recorded = operatorPage.getByRole("list", { name: "Seller's directions recorded" }).getByRole("listitem");
  await expect(recorded).toHaveCount(1);
  await expect(recorded.first()).toContainText("Governs: signed 2026-12-01, may share price, deposit, other conditions; recorded");
  const href = (await recorded.first().getByRole("link", { name: "Seller direction.pdf" }).getAttribute("href")) ?? "";
  const file = await fetchWithCookies(operator, `${server.url}${href}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect([file.status, file.headers.get("cache-control"), file.headers.get("content-type")]).toEqual([
    200,
    "private, no-store",
    "application/pdf",
  ]);
  expect(Buffer.from(await file.arrayBuffer()).equals(DIRECTION_PDF)).toBe(true);
  const byBuyer = await fetchWithCookies(buyers.get(SHORTLISTED.email)!, `${server.url}${href}`);
  expect(byBuyer.status).toBe(401);

  // Sent once: a second press queues no second e-mail.
  await operatorPage
    .getByTestId("summary-round-2")
    .getByRole("button", { name: /^Send the summary of terms/ })
    .click();
  await expect(operatorPage.getByText("The summary of terms is sent: 1 invited buyer is being e-mailed it.")).toBeVisible();
  room = await operatorRoom();
  await expect(room.getByTestId("summary-round-2")).toContainText("Already sent under the seller's latest direction.");
  await room
    .getByTestId("summary-round-2")
    .getByRole("button", { name: /^Send the summary of terms/ })
    .click();
  await expect(operatorPage.getByText(/^This round's summary was already sent under the seller's latest direction/)).toBeVisible();

  const mail = await mailTo(SHORTLISTED.email, /summary of the offers before round 2$/);
  expect(mail.text).toContain(`Hello ${SHORTLISTED.name},`);
  expect(mail.text).toContain("Offer 1: Price $7,400,000; Deposit $250,000; Other conditions Subject to [withheld] board approval");
  expect(mail.text).toContain("Offer 2: Price $7,100,000; Deposit $250,000; Other conditions Phase I environmental report");
  for (const identity of [OTHER.name, OTHER.email, OTHER.company, OTHER.phone, "First Ontario Bank"])
    expect(mail.text).not.toContain(identity);
  expect((await outboxTo(SHORTLISTED.email)).filter((message) => /summary of the offers/.test(message.headers.subject ?? ""))).toHaveLength(
    1,
  );
  expect((await outboxTo(OTHER.email)).filter((message) => /round 2|summary/.test(message.headers.subject ?? ""))).toEqual([]);
});

test("closing round 2 now: its offeror is e-mailed the count and nothing of the other buyer; a later offer is marked late", async () => {
  const closing = (await operatorRoom()).getByTestId(`round-closing-${LISTING}`);
  await closing.getByRole("button", { name: "Close round 2 now and e-mail each offeror the count" }).click();
  await expect(operatorPage.getByText("The round is closed: each buyer with an offer in it is being e-mailed the count")).toBeVisible();

  // Only the shortlisted buyer made an offer in round 2: no competing written offer in it.
  const count = await mailTo(
    SHORTLISTED.email,
    /: round 2 \(best and final\) of offers closed, no competing written offer from other buyers$/,
  );
  expect(count.text).toContain(`Round 2 (best and final) of offers for ${TITLE} closed on 2026-12-02`);
  for (const identity of [OTHER.name, OTHER.email, OTHER.company, OTHER.phone, "7,400,000"]) expect(count.text).not.toContain(identity);
  expect((await outboxTo(OTHER.email)).filter((message) => /round 2/.test(message.headers.subject ?? ""))).toEqual([]);
  await expect
    .poll(async () => (await operatorRoom()).getByTestId(`round-closing-${LISTING}`).innerText())
    .toContain("the count of competing written offers went to 1 of 1 offeror.");
  await expect((await operatorRoom()).getByTestId(`round-closing-${LISTING}`)).toContainText("Round 2 closed by the team on 2026-12-02");

  // The room says so; an offer after the close is kept and marked late.
  const room = buyers.get(SHORTLISTED.email)!.pages()[0]!;
  await room.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  const competing = room.getByTestId("competing-offers");
  await expect(competing).toContainText("Competing written offers in round 2 (best and final): 0 from other buyers");
  await expect(competing).toContainText("This round closed on 2026-12-02");
  expect(await makeOffer(room, { price: "7,650,000", conditions: "Phase I environmental report" })).toBe(303);
  await expect(room.getByRole("group", { name: "Revision 3" })).toContainText("received after the round's deadline (late)");
});
