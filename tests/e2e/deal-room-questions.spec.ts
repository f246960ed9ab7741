/**
 * Issue 46, questions answered once, on the publishing fixture's production build with the server's
 * clock at 10:00 in Toronto (so the Toronto day cannot roll during the run). Two buyers sign and
 * open their rooms. The asker, with JavaScript off, asks a question that names them: the form posts
 * and the room shows the confirmation and the question, unanswered. The team answers it for every
 * buyer in a reworded question, and another privately. The other buyer's room lists the published
 * answer without the asker's name, never the private one; the asker sees both. The embedded mailer
 * writes the asker's two answers and exactly one digest to the other buyer; a later round the same
 * day (another answer for every buyer) sends the other buyer nothing more. Past 10 questions the
 * day's limit refuses (429 to the script, the banner without it), and an empty one is refused 400;
 * nothing is stored either way. Without the room's cookie a question is refused 403.
 */
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, signInOperator } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const ROOM = `/self-storage/listings/${LISTING}/deal-room/`;
const ASK = `${ROOM}questions/`;
const OPERATOR_ADDRESS = "192.0.2.61";
// A Wednesday, 10:00 in Toronto (EST).
const CLOCK = new Date("2026-12-02T15:00:00Z");
const ASKER = { name: "Noor Haddad", company: "Haddad Storage Capital", email: "noor.haddad@example.ca", address: "198.51.100.61" };
const OTHER = { name: "Tomas Lindqvist", company: "Lindqvist Holdings", email: "tomas.lindqvist@example.ca", address: "198.51.100.62" };
const ASKED = "Noor Haddad of Haddad Storage Capital here: how old is the roof membrane?";
const PUBLISHED = "How old is the roof membrane?";
const PUBLIC_ANSWER = "Replaced in 2019 with a 20-year warranty, transferable to the buyer.";
const PRIVATE_ASKED = "Would the vendor take back a mortgage for us?";
const PRIVATE_ANSWER = "The vendor would consider a VTB of up to 30% for your group.";
const DIGEST_SUBJECT = `Questions answered for every buyer: ${TITLE}`;

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, ...clockAt(CLOCK) });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  operatorPage = await operator.newPage();
  await signInOperator(operatorPage, server.url);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await operator?.close();
  await server?.stop();
});

const outbox = () => readOutbox(path.join(server.dataDir, "outbox")).catch((): OutboxMessage[] => []);
const mailTo = async (address: string, subject: string) =>
  (await outbox()).filter((message) => message.headers.to === address && message.headers.subject === subject);

/** Waits for the e-mails to `address` with `subject` to number `count`, and answers them. */
async function expectMail(address: string, subject: string, count: number): Promise<OutboxMessage[]> {
  await expect.poll(async () => (await mailTo(address, subject)).length, { timeout: 30_000 }).toBe(count);
  return mailTo(address, subject);
}

/**
 * Signs the agreement as `buyer` (the signing page's script on), then opens the room from the
 * e-mailed link in a context of its own, with or without JavaScript.
 */
async function signAndEnter(
  browser: Browser,
  buyer: typeof ASKER,
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const headers = { "x-forwarded-for": buyer.address };
  const signing = await browser.newContext({ extraHTTPHeaders: headers });
  const form = await signing.newPage();
  await form.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await form.getByRole("textbox", { name: "Full name", exact: true }).fill(buyer.name);
  await form.getByRole("textbox", { name: "E-mail" }).fill(buyer.email);
  await form.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0161");
  await form.getByRole("textbox", { name: "Company" }).fill(buyer.company);
  await form.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await form.getByRole("textbox", { name: "Signature: type your full name" }).fill(buyer.name);
  await form.getByLabel("I agree to the confidentiality agreement above.").check();
  await form.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(form.getByTestId("agreement-signed")).toContainText(buyer.email);
  await signing.close();
  const [access] = await expectMail(buyer.email, `Your access to the ${TITLE} deal room`, 1);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access?.text ?? "")?.[0];
  if (!link) throw new Error(`no deal room link in: ${access?.text}`);
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await openRoomFromLink(page, link.replace(E2E_SITE_URL, server.url));
  return { context, page };
}

/** Asks in the room's form, JavaScript off: the POST's 303 lands back in the room with its banner. */
async function askWithoutScript(page: Page, question: string): Promise<void> {
  await page.getByRole("textbox", { name: "Your question" }).fill(question);
  await Promise.all([
    page.waitForURL((url) => url.pathname === ROOM && url.search !== ""),
    page.getByRole("button", { name: "Send the question" }).click(),
  ]);
}

/** Answers an open question on the listing's operator page (its form, with the page's script: a toast). */
async function answer(question: string, text: string, visibility: "Only the buyer who asked" | "Every buyer", published?: string) {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/`);
  const item = operatorPage.getByRole("list", { name: "Open questions" }).getByRole("listitem").filter({ hasText: question });
  await expect(item).toContainText(`by ${ASKER.name}, ${ASKER.company} (${ASKER.email})`);
  await item.getByRole("textbox", { name: "Answer", exact: true }).fill(text);
  await item.getByRole("radio", { name: new RegExp(`^${visibility}`) }).check();
  if (published) await item.getByRole("textbox", { name: /The question as published/ }).fill(published);
  await item.getByRole("button", { name: /^Send the answer/ }).click();
  await expect(operatorPage.getByText(/^Answered (for every buyer|privately)/)).toBeVisible();
}

test("a question asked without JavaScript, answered for every buyer and privately, reaches the other buyer in one digest", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const asker = await signAndEnter(browser, ASKER, false);
  const other = await signAndEnter(browser, OTHER, true);

  await askWithoutScript(asker.page, ASKED);
  await expect(asker.page.getByRole("status").filter({ hasText: "Your question was sent to the team." })).toBeVisible();
  const mine = asker.page.getByRole("list", { name: "Your questions" });
  await expect(mine.getByRole("listitem").filter({ hasText: ASKED })).toContainText("Not answered yet");
  await askWithoutScript(asker.page, PRIVATE_ASKED);

  await answer(ASKED, PUBLIC_ANSWER, "Every buyer", PUBLISHED);
  await answer(PRIVATE_ASKED, PRIVATE_ANSWER, "Only the buyer who asked");
  const answered = operatorPage.getByRole("list", { name: "Answered questions" });
  await expect(answered.getByRole("listitem")).toHaveCount(2);

  // The other buyer: the published answer without who asked, never the private one.
  await other.page.reload();
  const published = other.page.getByRole("list", { name: "Answers for every buyer" });
  await expect(published.getByRole("listitem")).toHaveCount(1);
  await expect(published).toContainText(PUBLISHED);
  await expect(published).toContainText(PUBLIC_ANSWER);
  await expect(published).toContainText(/Asked 2026-12-02 \d{2}:\d{2} EST · answered 2026-12-02 \d{2}:\d{2} EST/);
  const room = other.page.locator("#questions");
  for (const hidden of [ASKER.name, "Haddad", ASKER.email, PRIVATE_ANSWER, PRIVATE_ASKED]) await expect(room).not.toContainText(hidden);
  // The asker: both answers, the private one marked theirs alone.
  await asker.page.goto(`${server.url}${ROOM}`);
  await expect(mine.getByRole("listitem").filter({ hasText: PRIVATE_ASKED })).toContainText(`${PRIVATE_ANSWER}`);
  await expect(mine.getByRole("listitem").filter({ hasText: PRIVATE_ASKED })).toContainText("for you only");
  await expect(mine.getByRole("listitem").filter({ hasText: ASKED })).toContainText("for every buyer, without your name");

  // E-mails: the asker's two answers; one digest to the other buyer, naming no one.
  const answers = await expectMail(ASKER.email, `Your question about ${TITLE} is answered`, 2);
  expect(answers.map((mail) => mail.text).join("\n")).toContain(PRIVATE_ANSWER);
  const [digest] = await expectMail(OTHER.email, DIGEST_SUBJECT, 1);
  expect(digest?.text).toContain(`Q: ${PUBLISHED}\nA: ${PUBLIC_ANSWER}`);
  for (const hidden of [ASKER.name, "Haddad", ASKER.email, PRIVATE_ANSWER]) expect(digest?.text).not.toContain(hidden);
  expect(digest?.text).toMatch(/\/unsubscribe\/deal-room-questions\/\?t=[\w.-]+/);
  expect(await mailTo(ASKER.email, DIGEST_SUBJECT)).toEqual([]);

  // Another answer for every buyer the same day: the mailer runs again (the asker's e-mail shows it), no second digest.
  await askWithoutScript(asker.page, "Is a Phase I environmental report available?");
  await answer("Is a Phase I environmental report available?", "Yes, dated March 2025.", "Every buyer", "Is there a Phase I report?");
  await expectMail(ASKER.email, `Your question about ${TITLE} is answered`, 3);
  expect(await mailTo(OTHER.email, DIGEST_SUBJECT)).toHaveLength(1);
  await asker.context.close();
  await other.context.close();
});

test("the day's limit, an empty question and a visitor without the room's cookie are refused, storing nothing", async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = { ...ASKER, name: "Ines Moreau", email: "ines.moreau@example.ca", address: "198.51.100.63" };
  const { context, page: room } = await signAndEnter(browser, buyer, false);
  const post = (data: Record<string, string>) =>
    room.request.post(`${server.url}${ASK}`, { data, headers: { origin: server.url, "content-type": "application/json" } });

  const empty = await post({ question: "   " });
  expect([empty.status(), empty.headers()["cache-control"], (await empty.json()) as unknown]).toEqual([
    400,
    "private, no-store",
    { error: "Your question was not sent: type a question first. Nothing was stored." },
  ]);
  for (let index = 1; index <= 10; index += 1) expect((await post({ question: `Question ${index}?` })).status()).toBe(201);
  const limited = await post({ question: "An eleventh?" });
  expect(limited.status()).toBe(429);
  expect(((await limited.json()) as { error: string }).error).toContain("You can ask again from 2026-12-03 00:00 EST");

  await askWithoutScript(room, "An eleventh, from the form?");
  await expect(room.getByRole("alert").filter({ hasText: "you have asked 10 questions today" })).toContainText("2026-12-03 00:00 EST");
  await expect(room.getByRole("list", { name: "Your questions" }).getByRole("listitem")).toHaveCount(10);

  const stranger = await fetch(`${server.url}${ASK}`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.64" },
    body: "question=Hello%3F",
  });
  expect([stranger.status, stranger.headers.get("cache-control")]).toEqual([403, "private, no-store"]);
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/`);
  await expect(operatorPage.getByRole("list", { name: "Open questions" })).not.toContainText("Hello?");
  await expect(operatorPage.getByRole("list", { name: "Open questions" })).not.toContainText("An eleventh");
  await context.close();
});
