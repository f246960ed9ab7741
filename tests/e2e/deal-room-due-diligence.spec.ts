/**
 * Issue 46, due diligence in stages, on the publishing fixture's production build with the server's
 * clock set: the team puts the rent roll in the due-diligence stage on the listing's operator page;
 * a confirmed signer sees it counted, never named, and its address answers the same 404 page as a
 * removed document; the signer asks without JavaScript with a proof of funds and their financing
 * (a second request is refused, 409); the team sees the request, downloads the proof (the public
 * cannot), approves with a note; the buyer's e-mail is written; the rent roll then downloads
 * watermarked with the buyer's name (read back with a PDF text extractor); withdrawing the approval
 * refuses it again (404) and e-mails the buyer; another buyer's declined request shows the team's note.
 */
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { pdfPageTexts } from "../support/pdfText";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const OPERATOR_ADDRESS = "192.0.2.59";
/** Tuesday 1 December 2026, 10:00 in Toronto: the day the room and the operator page show. */
const CLOCK = new Date("2026-12-01T15:00:00Z");
const BUYER = { name: "Avery Okafor", email: "avery.dd@example.ca", address: "198.51.100.59" };
const DECLINED = { name: "Blake Moreau", email: "blake.dd@example.ca", address: "198.51.100.60" };
const ROOM = `/self-storage/listings/${LISTING}/deal-room/`;

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

/** A two-page PDF, each page saying what it is. */
async function pdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 2; page += 1) document.addPage().drawText(`${title} page ${page}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

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

async function mailTo(address: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox()).find((message) => message.headers.to === address && message.headers.subject === subject);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

async function upload(name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const response = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/documents`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Signs as `who`, opens the e-mailed link; the room's page (JavaScript on) in its own context. */
async function signAndEnter(browser: Browser, who: typeof BUYER): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": who.address } });
  const page = await context.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(who.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(who.email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0159");
  await page.getByRole("textbox", { name: "Company" }).fill("Okafor Storage Partners");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(who.name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(who.email);
  const message = await mailTo(who.email, `Your access to the ${TITLE} deal room`);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(message.text)?.[0] ?? "";
  await openRoomFromLink(page, link.replace(E2E_SITE_URL, server.url));
  return page;
}

/** The same signer's room in a browser without JavaScript (the room's cookie copied). */
async function withoutScript(browser: Browser, page: Page, address: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": address } });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(`${server.url}${ROOM}`);
  return plain;
}

/** The team's decision from the listing's operator page, waiting for the server's answer. */
async function decide(name: string, action: string, note: string): Promise<void> {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#due-diligence-requests`);
  await operatorPage.getByRole("combobox", { name: `Decision for ${name}` }).selectOption(action);
  await operatorPage.getByRole("textbox", { name: `Note to ${name}` }).fill(note);
  const [answer] = await Promise.all([
    operatorPage.waitForResponse((response) => response.url().includes("/api/operator/deal-room/due-diligence/")),
    operatorPage.getByRole("button", { name: `Save the decision for ${name}` }).click(),
  ]);
  expect(answer.status()).toBe(200);
}

test("a due-diligence document: 404 until approved, asked for without JavaScript, approved, downloaded watermarked, withdrawn, declined", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const memorandumId = await upload("DD Memorandum.pdf", await pdf("Memorandum"));
  const rentRollId = await upload("DD Rent roll.pdf", await pdf("Rent roll"));
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  await operatorPage.getByRole("combobox", { name: "Stage of DD Rent roll.pdf" }).selectOption("due_diligence");
  const [staged] = await Promise.all([
    operatorPage.waitForResponse((response) => response.url().includes(`/documents/${rentRollId}/stage/`)),
    operatorPage.getByRole("button", { name: "Save stage of DD Rent roll.pdf" }).click(),
  ]);
  expect(staged.status()).toBe(200);

  // Before approval: counted, never named; its address answers the removed document's 404.
  const room = await signAndEnter(browser, BUYER);
  await expect(room.getByRole("link", { name: "Download DD Memorandum.pdf" })).toBeVisible();
  await expect(room.getByText("DD Rent roll.pdf")).toHaveCount(0);
  await expect(room.getByTestId("due-diligence-waiting")).toContainText("One more document is available after the team approves");
  const rentRoll = `${server.url}${ROOM}documents/${rentRollId}/`;
  const hidden = await room.request.get(rentRoll);
  const removed = await room.request.get(`${server.url}${ROOM}documents/00000000-0000-4000-8000-000000000000/`);
  expect([hidden.status(), hidden.headers()["cache-control"]]).toEqual([404, "private, no-store"]);
  expect(await hidden.text()).toBe(await removed.text());
  expect((await room.request.get(`${server.url}${ROOM}documents/${memorandumId}/`)).status()).toBe(200);

  // The request, without JavaScript, with a proof of funds; a second one is refused.
  const plain = await withoutScript(browser, room, BUYER.address);
  await plain.getByRole("radio", { name: "Conventional mortgage" }).check();
  await plain.getByRole("textbox", { name: /Financing details/ }).fill("First Ontario Bank, pre-approved");
  await plain
    .getByLabel(/Proof of funds \(optional, PDF/)
    .setInputFiles({ name: "Funds.pdf", mimeType: "application/pdf", buffer: await pdf("Funds") });
  await plain.getByRole("button", { name: "Ask for due-diligence access" }).click();
  await expect(plain.getByRole("status")).toContainText("Your request was received");
  await expect(plain.getByTestId("due-diligence-state")).toContainText("You asked for due-diligence access on 2026-12-01 10:0");
  await expect(plain.getByTestId("due-diligence-state")).toContainText(
    "financing: Conventional mortgage, with a proof of funds: Funds.pdf",
  );
  const again = await room.request.post(`${server.url}${ROOM}due-diligence`, {
    multipart: { financing: "cash" },
    headers: { origin: server.url },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("You have already asked for due-diligence access");

  // The team: who, when, financing, the proof for the team only; approves with a note.
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#due-diligence-requests`);
  const request = operatorPage.getByRole("list", { name: `Due-diligence requests of ${TITLE}` }).getByRole("listitem");
  await expect(request).toContainText(`${BUYER.name} (Okafor Storage Partners) · ${BUYER.email} · asked 2026-12-01`);
  await expect(request).toContainText("Financing: Conventional mortgage: First Ontario Bank, pre-approved");
  const proofHref = (await request.getByRole("link", { name: /Funds\.pdf/ }).getAttribute("href")) ?? "";
  const proof = await fetchWithCookies(operator, `${server.url}${proofHref}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect([proof.status, proof.headers.get("content-type"), proof.headers.get("cache-control")]).toEqual([
    200,
    "application/pdf",
    "private, no-store",
  ]);
  expect((await pdfPageTexts(new Uint8Array(await proof.arrayBuffer())))[0]).toContain("Funds page 1");
  expect((await fetch(`${server.url}${proofHref}`, { headers: { "x-forwarded-for": "198.51.100.61" } })).status).toBe(401);
  await decide(BUYER.name, "approve", "Welcome: the environmental report follows next week.");

  const approved = await mailTo(BUYER.email, `Due diligence approved: ${TITLE}`);
  expect(approved.text).toContain("The team's note: Welcome: the environmental report follows next week.");
  expect(approved.text).toContain(`${E2E_SITE_URL}${ROOM}`);

  await room.goto(`${server.url}${ROOM}`);
  await expect(room.getByTestId("due-diligence-state")).toContainText("Approved on 2026-12-01");
  await expect(room.getByRole("link", { name: "Download DD Rent roll.pdf" })).toBeVisible();
  const download = await room.request.get(rentRoll);
  expect([download.status(), download.headers()["content-type"], download.headers()["cache-control"]]).toEqual([
    200,
    "application/pdf",
    "private, no-store",
  ]);
  const pages = await pdfPageTexts(await download.body());
  expect(pages).toHaveLength(2);
  for (const [index, text] of pages.entries()) {
    expect(text).toContain(`Rent roll page ${index + 1}`);
    expect(text).toContain(`Confidential. Downloaded by ${BUYER.name}, Okafor Storage Partners, ${BUYER.email}`);
  }

  // Withdrawn: refused again, and the buyer told.
  await decide(BUYER.name, "withdraw", "");
  expect((await room.request.get(rentRoll)).status()).toBe(404);
  await mailTo(BUYER.email, `Due diligence: your access was withdrawn: ${TITLE}`);
  await room.goto(`${server.url}${ROOM}`);
  await expect(room.getByTestId("due-diligence-state")).toContainText("The team withdrew your due-diligence access on 2026-12-01");
  await expect(room.getByText("DD Rent roll.pdf")).toHaveCount(0);
  await room.context().close();
  await plain.context().close();

  // Another buyer, declined with a note: the room shows it, the e-mail carries it.
  const other = await signAndEnter(browser, DECLINED);
  await other.getByRole("radio", { name: "Cash" }).check();
  await other.getByRole("button", { name: "Ask for due-diligence access" }).click();
  await expect(other.getByRole("status")).toContainText("Your request was received");
  await decide(DECLINED.name, "decline", "Please send a proof of funds first.");
  const declined = await mailTo(DECLINED.email, `Due diligence: your request was declined: ${TITLE}`);
  expect(declined.text).toContain("The team's note: Please send a proof of funds first.");
  await other.goto(`${server.url}${ROOM}`);
  await expect(other.getByTestId("due-diligence-state")).toContainText("Declined on 2026-12-01");
  await expect(other.getByTestId("due-diligence-state")).toContainText("The team's note: “Please send a proof of funds first.”");
  expect((await other.request.get(rentRoll)).status()).toBe(404);
  await other.context().close();
});
