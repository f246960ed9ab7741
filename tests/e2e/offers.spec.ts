/**
 * Issue 36, closing deals from the deal room, in a real browser on the publishing fixture's build
 * (its confidential listing's call for offers closed on 2026-11-20). Two investors sign; one opens
 * the room twice and downloads the rent roll, the other opens it once: the first heads the
 * operator's Call next, with their phone. That investor, without JavaScript, sends a letter of
 * intent with a mistake (400, what to fix, nothing stored), then a good one with a proof of funds:
 * stored, marked late, e-mailed to the team, shown in the room and side by side on the operator
 * page; a revision keeps both. The proof of funds downloads for the operator only. Then the
 * listing's funnel (one listing page view, two agreement pages opened, two signed and confirmed,
 * one downloaded, one buyer's offer) shows the same counts on the operator page and in the owner's
 * report, its page and its PDF, at the link the operator makes; an altered or expired link is
 * refused with its 4xx page; the Monday e-mail's switch turns off and on. Last, the same database
 * served with its clock on the next Monday e-mails the team the report once, with the same counts,
 * and a new process later that day sends it no second time (the clock's edges and the retries are
 * tested in src/dealRoom/reports/reportStore.test.ts).
 */
import path from "node:path";
import { signLink } from "../../apps/web/src/security/signedLink.ts";
import { pdfPageTexts } from "../support/pdfText";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const OPERATOR_ADDRESS = "192.0.2.36";
const TEAM = "info@ontariostorageadvisors.ca";
const ENGAGED = { name: "Robin Engaged", email: "robin.engaged@example.ca", phone: "(416) 555-0136", address: "198.51.100.36" };
const QUIET = { name: "Sam Quiet", email: "sam.quiet@example.ca", phone: "(905) 555-0137", address: "198.51.100.37" };
/** Known to the test, so it can sign a report link that has already expired. */
const LINK_SECRET = "e2e-offers-link-secret-".padEnd(44, "6");
const PROOF = Buffer.from("%PDF-1.4\n% Bank letter: funds available for the purchase\n%%EOF\n");

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;
/** The engaged investor's browser, JavaScript off (the room and the offer need none). */
let investor: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, LINK_SECRET });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  operatorPage = await operator.newPage();
  await signInOperator(operatorPage, server.url);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await investor?.close();
  await operator?.close();
  await server?.stop();
});

/** The one message to an address whose subject matches (other kinds of e-mail may arrive meanwhile). */
async function mailTo(address: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
        found = messages.find((message) => message.headers.to === address && subject.test(message.headers.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** Signs the listing's agreement in a browser of its own; answers the e-mailed link, on this server. */
async function sign(browser: Browser, who: typeof ENGAGED): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": who.address } });
  const page = await context.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(who.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await page.getByRole("textbox", { name: "Phone" }).fill(who.phone);
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(who.name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(who.email);
  await context.close();
  const access = await mailTo(who.email, /^Your access to the/);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access.text)?.[0];
  if (!link) throw new Error(`no deal room link in: ${access.text}`);
  return link.replace(E2E_SITE_URL, server.url);
}

async function operatorRoom() {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  return operatorPage.getByRole("article", { name: TITLE });
}

async function fillOffer(page: Page, price: string) {
  await page.getByRole("textbox", { name: "Price offered (CAD)" }).fill(price);
  await page.getByRole("textbox", { name: "Deposit (CAD)" }).fill("250,000");
  await page.getByRole("textbox", { name: "Due diligence (days)" }).fill("45");
  await page.getByLabel("Closing date").fill("2027-03-31");
  await page.getByRole("combobox", { name: "Financing" }).selectOption("conditional");
  await page.getByRole("textbox", { name: "Lender (if conditional on financing)" }).fill("First Ontario Bank");
}

test("a signer who visits twice and downloads heads Call next, with their phone", async ({ browser }) => {
  const room = await operatorRoom();
  await room
    .getByLabel(/Add a document/)
    .setInputFiles({ name: "Rent roll.csv", mimeType: "text/csv", buffer: Buffer.from("unit,rent\n1,120\n") });
  await room.getByRole("button", { name: "Upload" }).click();
  await expect(operatorPage.getByText("Uploaded Rent roll.csv")).toBeVisible();

  const engagedLink = await sign(browser, ENGAGED);
  const quietLink = await sign(browser, QUIET);
  const quiet = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": QUIET.address }, javaScriptEnabled: false });
  await openRoomFromLink(await quiet.newPage(), quietLink);
  await quiet.close();

  investor = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": ENGAGED.address },
    javaScriptEnabled: false,
    acceptDownloads: true,
  });
  const page = await investor.newPage();
  await openRoomFromLink(page, engagedLink);
  await expect(page.getByText(`Welcome, ${ENGAGED.name}.`)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Rent roll.csv" }).click();
  await (await downloading).path();
  // Back from the e-mail another day: opening the link again is a second visit.
  await page.goto(engagedLink);
  await expect(page.getByRole("heading", { name: "Submit a letter of intent", level: 2 })).toBeVisible();

  const callNext = (await operatorRoom()).getByRole("list", { name: `Call next for ${TITLE}` }).getByRole("listitem");
  await expect(callNext).toHaveCount(2);
  await expect(callNext.first()).toContainText(ENGAGED.name);
  await expect(callNext.first()).toContainText("2 visits");
  await expect(callNext.first()).toContainText("1 document downloaded");
  await expect(callNext.first().getByRole("link", { name: ENGAGED.phone })).toHaveAttribute("href", /^tel:/);
  await expect(callNext.nth(1)).toContainText(`${QUIET.name}`);
  await expect(callNext.nth(1)).toContainText("1 visit (first");
});

test("an offer without JavaScript: a mistake stores nothing; a good one is stored, marked late, e-mailed and compared", async () => {
  const page = await investor.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  await expect(page.getByTestId("call-for-offers")).toContainText("The call for offers closed on 2026-11-20 17:00");

  await fillOffer(page, "seven million");
  const refusedAnswer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Submit the letter of intent" }).click();
  expect((await refusedAnswer).status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Your offer was not sent", level: 1 })).toBeVisible();
  await expect(page.getByText("Enter the price you offer in dollars, for example 7,250,000.").first()).toBeVisible();
  await expect(page.getByText("Tick that you understand the letter of intent is not binding.").first()).toBeVisible();
  // What was typed is still there, to correct.
  await expect(page.getByRole("textbox", { name: "Lender (if conditional on financing)" })).toHaveValue("First Ontario Bank");

  await page.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  // The count of competing offers is shown to a buyer who made one (issue 46), not before.
  await expect(page.getByTestId("competing-offers")).toHaveCount(0);
  await fillOffer(page, "7,100,000");
  await page.getByRole("textbox", { name: "Other conditions" }).fill("Phase I environmental report");
  await page.getByLabel("Proof of funds (optional)").setInputFiles({ name: "Bank letter.pdf", mimeType: "application/pdf", buffer: PROOF });
  await page.getByLabel("I understand this letter of intent is not binding").check();
  await page.getByRole("button", { name: "Submit the letter of intent" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your offer was received" })).toHaveText(
    "Your offer was received. The team has been told and will contact you.",
  );
  const sent = page.getByRole("group", { name: "Revision 1" });
  await expect(page.getByTestId("competing-offers")).toContainText("Competing written offers on this listing: 0 from other buyers");
  await expect(sent).toContainText("received after the call for offers (late)");
  await expect(sent).toContainText("$7,100,000");
  await expect(sent).toContainText("Conditional on financing (First Ontario Bank)");
  await expect(sent).toContainText("Bank letter.pdf");

  const notice = await mailTo(TEAM, /^Late offer: \$7,100,000 from Robin Engaged for Fixture Listing: Confidential GTA Facility$/);
  expect(notice.text).toContain(`Phone: ${ENGAGED.phone}`);
  expect(notice.text).toContain("Deposit: $250,000");
  expect(notice.text).toContain("Proof of funds: Bank letter.pdf");

  const offers = (await operatorRoom()).getByRole("region", { name: `Offers on ${TITLE}` });
  await expect(offers.getByRole("columnheader", { name: ENGAGED.name })).toBeVisible();
  await expect(offers.getByRole("row", { name: /^Price/ })).toContainText("$7,100,000");
  await expect(offers.getByRole("row", { name: /^Received/ })).toContainText("Late");

  // The proof of funds: the operator downloads the bytes sent; the signer, with the room's cookie, cannot.
  const proofHref = await offers.getByRole("link", { name: "Bank letter.pdf" }).getAttribute("href");
  const proof = await fetchWithCookies(operator, `${server.url}${proofHref}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect(proof.status).toBe(200);
  expect(Buffer.from(await proof.arrayBuffer()).equals(PROOF)).toBe(true);
  const bySigner = await fetchWithCookies(investor, `${server.url}${proofHref}`);
  expect(bySigner.status).toBeGreaterThanOrEqual(400);
  expect(bySigner.status).toBeLessThan(500);
});

test("a revision keeps both: the room and the comparison show the latest, the earlier on demand, the CSV both", async () => {
  const page = await investor.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  // The latest terms are filled in, to revise.
  await expect(page.getByRole("textbox", { name: "Price offered (CAD)" })).toHaveValue("7100000");
  await page.getByRole("textbox", { name: "Price offered (CAD)" }).fill("7,300,000");
  await page.getByLabel("I understand this letter of intent is not binding").check();
  await page.getByRole("button", { name: "Send the revised offer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your offer was received" })).toContainText(
    "Your offer was received (revision 2).",
  );
  await expect(page.getByRole("group", { name: "Revision 2" })).toContainText("$7,300,000");
  await page.getByText("Earlier versions (1)").click();
  await expect(page.getByRole("group", { name: "Revision 1" })).toContainText("$7,100,000");
  // The buyer's own revision is no competing offer.
  await expect(page.getByTestId("competing-offers")).toContainText("Competing written offers on this listing: 0 from other buyers");
  await mailTo(TEAM, /^Late revised offer \(revision 2\): \$7,300,000 from Robin Engaged for /);

  // Round 1 closed at the call-for-offers date once it had an offer: the offeror was e-mailed the
  // count (issue 46, TRESA), a number and nothing of anyone else; the room says so.
  const closed = await mailTo(
    ENGAGED.email,
    /round 1 \(the call for offers\) of offers closed, no competing written offer from other buyers$/,
  );
  expect(closed.text).toContain(`Round 1 (the call for offers) of offers for ${TITLE} closed on 2026-11-20 17:00 EST.`);
  expect(closed.text).toContain("the seller's brokerage held no competing written offer in that round from other buyers, besides yours.");
  expect(closed.text).not.toContain(QUIET.name);
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/deal-room/`);
  const competing = page.getByTestId("competing-offers");
  await expect(competing).toContainText("This round closed on 2026-11-20 17:00 EST.");
  await expect(competing).toContainText("A count was e-mailed to you on");
  // Asked for again, without JavaScript: e-mailed once per count.
  await competing.getByRole("button", { name: "E-mail me the count" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The count is on its way to your e-mail." })).toBeVisible();
  await mailTo(ENGAGED.email, /: no competing written offer from other buyers in round 1 \(the call for offers\)$/);
  await page.getByTestId("competing-offers").getByRole("button", { name: "E-mail me the count" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This count was already e-mailed to you." })).toBeVisible();

  const offers = (await operatorRoom()).getByRole("region", { name: `Offers on ${TITLE}` });
  await expect(offers.getByRole("row", { name: /^Price/ })).toContainText("$7,300,000");
  await offers.getByText("Earlier versions (1)").click();
  await expect(offers.getByText("Price: $7,100,000")).toBeVisible();

  const csv = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/offers.csv`, {
    headers: { "x-forwarded-for": OPERATOR_ADDRESS },
  });
  expect(csv.status).toBe(200);
  const rows = (await csv.text()).trim().split("\r\n").slice(1);
  // revision, latest, late, round (1: the call for offers), name.
  expect(rows.map((row) => row.split(",").slice(1, 6))).toEqual([
    ["2", "yes", "yes", "1", ENGAGED.name],
    ["1", "no", "yes", "1", ENGAGED.name],
  ]);
});

/** What the funnel says of the agreement page opened from the e-mailed link, beyond the one listing page view. */
const EXTRA_OPENED =
  "Agreement pages opened: 1 more than the step before: agreement pages opened from a link e-mailed or shared directly, without viewing the listing page.";

/** A funnel table's rows as [step, count, conversion]. */
async function funnelRows(table: Locator): Promise<string[][]> {
  const rows = table.locator("tbody tr");
  return Promise.all((await rows.all()).map(async (row) => (await row.locator("th, td").allInnerTexts()).map((cell) => cell.trim())));
}

test("the funnel: the operator page and the owner's report, page and PDF, show the same counts; a bad link is refused", async ({
  browser,
}) => {
  // One view of the listing's page, ended as a browser ends it, so its beacon is counted.
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.38" } });
  const listingPage = await visitor.newPage();
  await listingPage.goto(`${server.url}/self-storage/listings/${LISTING}/`);
  const beacon = listingPage.waitForResponse((response) => new URL(response.url()).pathname === "/api/analytics/");
  await listingPage.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
  expect((await beacon).status()).toBe(204);
  await visitor.close();

  // The beacon's 204 means counted and held: the view reaches the database in the batch written
  // within a second (decision 0048), so the funnel is read until that batch has landed.
  let room = await operatorRoom();
  const funnel = () => room.getByRole("region", { name: `Funnel of ${TITLE}` }).getByRole("table");
  await expect(async () => {
    room = await operatorRoom();
    expect((await funnelRows(funnel()))[0]).toEqual(["Listing page views", "1", ""]);
  }).toPass({ timeout: 15_000 });
  const expected = [
    ["Listing page views", "1", ""],
    // One view of the listing page, two agreement pages opened (one from the e-mailed link): no
    // rate above 100 %, the extra said in words (issue 46).
    ["Agreement pages opened", "2", "–"],
    ["Agreements signed", "2", "100.0%"],
    ["Signers confirmed (link opened)", "2", "100.0%"],
    ["Signers who downloaded", "1", "50.0%"],
    ["Buyers who made an offer", "1", "100.0%"],
    // The buyer's offer and its revision: one buyer, the revision apart.
    ["Revisions of those offers (shown apart, not counted as buyers)", "1", ""],
  ];
  expect(await funnelRows(funnel())).toEqual(expected);
  await expect(room.getByText(EXTRA_OPENED, { exact: true })).toBeVisible();

  // The link, made without buyers' names (the box is unticked by default), opened by someone without the operator's cookie.
  await expect(room.getByRole("checkbox", { name: "Include buyers' names (names and companies only)" })).not.toBeChecked();
  await room.getByRole("button", { name: `Create the owner's report link: ${TITLE}` }).click();
  await expect(operatorPage.getByText("The owner's report link is made: it works for 30 days unless withdrawn.")).toBeVisible();
  const made = (await operatorRoom()).getByRole("list", { name: `Owner's report links of ${TITLE}` }).getByRole("listitem");
  await expect(made).toHaveCount(1);
  await expect(made.first()).toContainText("counts only, no names");
  const link = await made
    .first()
    .getByRole("textbox", { name: new RegExp(`^Link for the owner of ${TITLE}, made `) })
    .inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_SITE_URL}/owner-report/\\?t=[\\w.-]+$`));
  const owner = await browser.newContext();
  const reportPage = await owner.newPage();
  const answer = await reportPage.goto(link.replace(E2E_SITE_URL, server.url));
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()).toMatchObject({
    "cache-control": "private, no-store",
    "referrer-policy": "no-referrer",
    "x-robots-tag": "noindex, nofollow",
  });
  await expect(reportPage.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  expect(await funnelRows(reportPage.getByRole("table", { name: "Funnel" }))).toEqual(expected);
  await expect(reportPage.getByText(EXTRA_OPENED, { exact: true })).toBeVisible();
  const weekHeaders = await reportPage.getByRole("table", { name: "Activity per week" }).locator("thead th").allInnerTexts();
  expect(weekHeaders.slice(-2)).toEqual(["Buyers' offers", "Revisions"]);
  await expect(reportPage.getByRole("img", { name: "Listing page views per week" })).toBeVisible();
  await expect(reportPage.getByText(ENGAGED.name)).toHaveCount(0);
  await expect(reportPage.getByText(ENGAGED.email)).toHaveCount(0);

  const pdfHref = await reportPage.getByRole("link", { name: "Download this report as a PDF" }).getAttribute("href");
  const pdf = await owner.request.get(`${server.url}${pdfHref}`);
  expect([pdf.status(), pdf.headers()["content-type"], pdf.headers()["cache-control"]]).toEqual([
    200,
    "application/pdf",
    "private, no-store",
  ]);
  const pdfText = (await pdfPageTexts(await pdf.body())).join("\n");
  for (const [label, count] of expected) expect(pdfText).toContain(`${label}\n${count}`);
  expect(pdfText.replace(/\s+/g, " ")).toContain(EXTRA_OPENED);
  expect(pdfText).not.toContain("200.0%");
  expect(pdfText).not.toContain(ENGAGED.name);

  // Altered (another recorded link's id) and expired: refused with a page that says so, never a 5xx.
  const token = new URL(link).searchParams.get("t") ?? "";
  const [claims = "", mac = ""] = token.split(".");
  const flipped = Buffer.from(
    Buffer.from(claims, "base64url")
      .toString("utf8")
      .replace(/"r":"(.)/, (_match, first: string) => `"r":"${first === "0" ? "1" : "0"}`),
  ).toString("base64url");
  const altered = await reportPage.goto(`${server.url}/owner-report/?t=${flipped}.${mac}`);
  expect(altered?.status()).toBe(403);
  await expect(reportPage.getByRole("heading", { name: "This report link is not valid", level: 1 })).toBeVisible();
  const stale = signLink(
    "owner-report",
    { r: "00000000-0000-4000-8000-000000000000" },
    Buffer.from(LINK_SECRET, "utf8"),
    new Date(Date.now() - 60_000),
  );
  const expired = await reportPage.goto(`${server.url}/owner-report/pdf/?t=${stale}`);
  expect(expired?.status()).toBe(410);
  await expect(reportPage.getByRole("heading", { name: "This report link has expired", level: 1 })).toBeVisible();
  await owner.close();

  // The Monday e-mail's switch: a bad value or a listing without a deal room is refused; on by default, off, and on again.
  const switchUrl = (listing: string) => `${server.url}/api/operator/deal-room/${listing}/weekly-report`;
  const refused = await operator.request.post(switchUrl(LISTING), { data: { weeklyEmail: "maybe" }, headers: { origin: server.url } });
  expect([refused.status(), ((await refused.json()) as { error: string }).error]).toEqual([
    400,
    'Send {"weeklyEmail": "on"} or {"weeklyEmail": "off"}',
  ]);
  const unknown = await operator.request.post(switchUrl("no-such-listing"), {
    data: { weeklyEmail: "off" },
    headers: { origin: server.url },
  });
  expect(unknown.status()).toBe(404);
  const switchText = () => operatorRoom().then((card) => card.getByText(/^Monday e-mail to the team:/));
  await expect(await switchText()).toContainText("Monday e-mail to the team: on");
  await (await operatorRoom()).getByRole("button", { name: `Turn off the Monday e-mail: ${TITLE}` }).click();
  await expect(operatorPage.getByText("No more Monday e-mail for this listing.")).toBeVisible();
  await expect(await switchText()).toContainText("Monday e-mail to the team: off");
  // The answer is awaited before the page is read again: a navigation would cancel the request in flight.
  await (await operatorRoom()).getByRole("button", { name: `Turn on the Monday e-mail: ${TITLE}` }).click();
  await expect(operatorPage.getByText("The team will receive this listing's report every Monday.")).toBeVisible();
  await expect(await switchText()).toContainText("Monday e-mail to the team: on");
});

/** The next Monday after today at 15:00 UTC (10:00 or 11:00 in Toronto, past the report's 07:00). */
function nextMonday(): Date {
  const at = new Date();
  at.setUTCHours(15, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7 || 7));
  return at;
}

test("the Monday e-mail: on the next Monday the team gets the report once, with the operator page's counts and a link that opens it", async ({
  browser,
}) => {
  // Two restarts of the server and four mail rounds: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const CRON_SECRET = "e2e-offers-cron-secret-0123456789";
  const reports = async () =>
    (await readOutbox(path.join(server.dataDir, "outbox"))).filter(
      (message) => message.headers.to === TEAM && message.headers.subject?.startsWith("Owner's report, "),
    );
  // On a real Monday this server has sent this week's already: that one is not the next Monday's.
  const before = (await reports()).map((message) => message.headers.subject);
  await server.stop();

  // The same database, served with its clock on the next Monday; each cron call runs a whole mail round.
  const monday = nextMonday();
  const mondayEnv = { ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, LINK_SECRET, CRON_SECRET, DATA_DIR: server.dataDir };
  const round = async (url: string) => {
    const answer = await fetch(`${url}/api/cron/notifications`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(answer.status).toBe(200);
  };
  server = await startServer({ ...mondayEnv, ...clockAt(monday) });
  await round(server.url);
  await round(server.url);
  const sent = (await reports()).filter((message) => !before.includes(message.headers.subject));
  expect(sent.map((message) => message.headers.subject)).toEqual([
    expect.stringMatching(new RegExp(`^Owner's report, \\d{4}-W\\d{2}: ${TITLE}$`)),
  ]);
  const [email] = sent;
  const weeks = Math.floor((monday.getTime() - Date.UTC(2026, 10, 1, 15)) / (7 * 24 * 3_600_000));
  for (const line of [
    `Weeks on the market: ${weeks}`,
    "Listing page views: 1",
    "Agreement pages opened: 2\n",
    `${EXTRA_OPENED}\n`,
    "Agreements signed: 2 (100.0% of the step before)",
    "Signers who downloaded: 1 (50.0% of the step before)",
    "Buyers who made an offer: 1 (100.0% of the step before)",
    "Revisions of those offers (shown apart, not counted as buyers): 1",
  ]) {
    expect(email?.text).toContain(line);
  }
  expect(email?.text).not.toContain(ENGAGED.name);
  const link = /https:\/\/\S+\/owner-report\/\?t=[\w.-]+/.exec(email?.text ?? "")?.[0] ?? "";
  const owner = await browser.newContext();
  const reportPage = await owner.newPage();
  expect((await reportPage.goto(link.replace(E2E_SITE_URL, server.url)))?.status()).toBe(200);
  await expect(reportPage.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await owner.close();

  // Later that Monday, in a new process (which has forgotten what it queued): still the one e-mail.
  await server.stop();
  server = await startServer({ ...mondayEnv, ...clockAt(new Date(monday.getTime() + 3 * 3_600_000)) });
  await round(server.url);
  await round(server.url);
  expect((await reports()).filter((message) => !before.includes(message.headers.subject))).toHaveLength(1);
});
