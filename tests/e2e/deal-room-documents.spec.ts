/**
 * The deal room's promises about documents and links (issue 31), on the wire, in a real browser
 * on the publishing fixture's confidential listing: a downloaded PDF carries the signer and the
 * download's ID on every page (read back with a PDF text extractor), the operator finds that ID;
 * HEAD and a cut connection write no log row, a completed GET writes one with its bytes; the
 * fourth access e-mail of the day to one address is not sent and the team is told; a revoked
 * signer who signs again gets no link until the operator grants one.
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { exchangeLink, openRoomFromLink } from "../support/dealRoom";
import { formatFileSize } from "../../apps/web/src/dealRoom/documents/format.ts";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { pdfPageTexts } from "../support/pdfText";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const OPERATOR_ADDRESS = "192.0.2.20";
const AGREEMENT_PATH = `/self-storage/listings/${LISTING}/agreement/`;
const TEAM = "info@ontariostorageadvisors.ca";
const AWAITING_TEAM = "Your signature is recorded. The team will contact you about access to this listing's documents";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

/** A three-page memorandum, each page saying which it is. */
async function memorandum(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page += 1) document.addPage().drawText(`Rent roll page ${page}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
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

async function investor(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

/** Signs the agreement as `name` for `email`, from its own client address; the page after. */
async function sign(browser: Browser, email: string, clientAddress: string, name = "Morgan Chen"): Promise<Page> {
  const page = await investor(browser, clientAddress);
  await page.goto(`${server.url}${AGREEMENT_PATH}`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0171");
  await page.getByRole("textbox", { name: "Company" }).fill("Chen Capital");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  return page;
}

const outbox = () => readOutbox(path.join(server.dataDir, "outbox")).catch((): OutboxMessage[] => []);
const accessMails = async (address: string) =>
  (await outbox()).filter(
    (message) => message.headers.to === address && message.headers.subject === `Your access to the ${TITLE} deal room`,
  );

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

function linkIn(message: OutboxMessage): string {
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no deal room link in: ${message.text}`);
  return link.replace(E2E_SITE_URL, server.url);
}

/** Downloads per signer, from the operator's signers CSV (the last-but-two column). */
async function downloadsOf(email: string): Promise<number> {
  const response = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/signers.csv`, {
    headers: { "x-forwarded-for": OPERATOR_ADDRESS },
  });
  const row = (await response.text()).split("\r\n").find((line) => line.includes(`,${email},`));
  const cells = row?.split(",") ?? [];
  return Number(cells[cells.length - 3]);
}

async function upload(name: string, bytes: Buffer, mimeType: string): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: mimeType }), name);
  return fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/documents`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url },
  });
}

const openDealRooms = () => operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);

let link = "";
let memorandumPath = "";
let archivePath = "";
const ARCHIVE = randomBytes(24_000_000);

test("a PDF that cannot be stamped is refused at upload; a real one and an archive are accepted", async () => {
  const broken = await upload("Broken.pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(5000)]), "application/pdf");
  expect(broken.status).toBe(400);
  expect((await broken.json()).error).toBe(
    "This PDF cannot be read, so it cannot be watermarked with each signer's name. Export or print it to PDF again and upload the new file.",
  );
  expect((await upload("Rent roll.pdf", await memorandum(), "application/pdf")).status).toBe(201);
  expect((await upload("Site plans.zip", ARCHIVE, "application/zip")).status).toBe(201);
  await openDealRooms();
  const documents = operatorPage.getByRole("list", { name: `Documents of ${TITLE}` });
  await expect(documents.getByRole("listitem")).toHaveCount(2);
  await expect(documents.getByRole("listitem").filter({ hasText: "Rent roll.pdf" })).toContainText("watermarked");
  await expect(documents.getByRole("listitem").filter({ hasText: "Site plans.zip" })).not.toContainText("watermarked");
});

test("every page of a downloaded PDF names the signer and the download, and the operator finds its ID", async ({ browser }) => {
  const signed = await sign(browser, "morgan.chen@example.ca", "198.51.100.40");
  await expect(signed.getByTestId("agreement-signed")).toContainText("morgan.chen@example.ca");
  await signed.context().close();
  link = linkIn(await mailTo("morgan.chen@example.ca", `Your access to the ${TITLE} deal room`));

  const page = await investor(browser, "198.51.100.41");
  await openRoomFromLink(page, link);
  const room = page.getByRole("list", { name: "Documents" });
  await expect(room.getByRole("listitem").filter({ hasText: "Rent roll.pdf" })).toContainText("watermarked with your name");
  await expect(room.getByRole("listitem").filter({ hasText: "Site plans.zip" })).not.toContainText("watermarked");
  memorandumPath = (await page.getByRole("link", { name: "Download Rent roll.pdf" }).getAttribute("href")) ?? "";
  archivePath = (await page.getByRole("link", { name: "Download Site plans.zip" }).getAttribute("href")) ?? "";
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Rent roll.pdf" }).click();
  const file = await readFile(await (await downloading).path());
  await page.context().close();

  const pages = await pdfPageTexts(file);
  expect(pages).toHaveLength(3);
  const ids = pages.map((text, index) => {
    expect(text).toContain(`Rent roll page ${index + 1}`);
    expect(text).toContain("Confidential. Downloaded by Morgan Chen, Chen Capital, morgan.chen@example.ca");
    return /Download ID ([0-9a-f-]{36})/.exec(text)?.[1];
  });
  const id = ids[0] ?? "";
  expect(id).toMatch(/^[0-9a-f]{8}-/);
  expect(new Set(ids)).toEqual(new Set([id]));

  await openDealRooms();
  await expect(operatorPage.getByRole("list", { name: `Downloads of ${TITLE}` })).toContainText(
    `Morgan Chen (Chen Capital) downloaded Rent roll.pdf (${formatFileSize(file.length)})ID ${id}`,
  );
  await operatorPage.getByLabel(/^Download ID/).fill(id.toUpperCase());
  await operatorPage.getByRole("button", { name: "Look up" }).click();
  const found = operatorPage.getByRole("status", { name: "Download found" });
  await expect(found).toContainText("Morgan Chen (Chen Capital), morgan.chen@example.ca");
  await expect(found).toContainText(LISTING);
  await expect(found).toContainText(`Rent roll.pdf (${formatFileSize(file.length)} sent)`);
  // Chromium's download manager fetches without the context's X-Forwarded-For: the socket's address.
  await expect(found).toContainText("Client127.0.0.1 · Mozilla/5.0");
  // Only the signed-in operator may look an ID up.
  expect((await fetch(`${server.url}/api/operator/deal-room/downloads/${id}`)).status).toBe(401);
  await operatorPage.getByLabel(/^Download ID/).fill(crypto.randomUUID());
  await operatorPage.getByRole("button", { name: "Look up" }).click();
  await expect(operatorPage.getByRole("alert").filter({ hasText: "No download has that ID" })).toBeVisible();
});

test("HEAD and a cut connection write no row; a completed GET writes one with its bytes", async () => {
  // The e-mailed link traded for the room's cookie (decision 0027), as the browser does it.
  const opened = await exchangeLink(link, server.url);
  expect(opened.status).toBe(303);
  const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^deal_room_access=/);
  const before = await downloadsOf("morgan.chen@example.ca");
  for (const documentPath of [memorandumPath, archivePath]) {
    const head = await fetch(`${server.url}${documentPath}`, { method: "HEAD", headers: { cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-disposition")).toContain("attachment");
  }
  expect(await downloadsOf("morgan.chen@example.ca")).toBe(before);

  // A client that reads the headers of the 24 MB archive, then hangs up (as a link checker does).
  await new Promise<void>((resolve, reject) => {
    const url = new URL(`${server.url}${archivePath}`);
    const request = httpRequest(url, { headers: { "x-forwarded-for": "198.51.100.42", cookie } }, (response) => {
      expect(response.statusCode).toBe(200);
      response.destroy();
      request.destroy();
      resolve();
    });
    request.on("error", reject);
    request.end();
  });

  const complete = await fetch(`${server.url}${archivePath}`, { headers: { "x-forwarded-for": "198.51.100.43", cookie } });
  expect(Buffer.from(await complete.arrayBuffer()).equals(ARCHIVE)).toBe(true);
  // Only the completed GET: the cut one left no row, even now that a later download was logged.
  await expect.poll(() => downloadsOf("morgan.chen@example.ca")).toBe(before + 1);
  await openDealRooms();
  await expect(
    operatorPage
      .getByRole("list", { name: `Downloads of ${TITLE}` })
      .getByRole("listitem")
      .first(),
  ).toContainText("Morgan Chen (Chen Capital) downloaded Site plans.zip (24.0 MB)");
});

test("the fourth access e-mail of the day to one address is not sent; the visitor is told, the team is notified", async ({ browser }) => {
  const address = "four.times@example.ca";
  for (const [index, client] of ["198.51.100.50", "198.51.100.51", "198.51.100.52"].entries()) {
    const page = await sign(browser, address, client);
    await expect(page.getByTestId("agreement-signed")).toContainText(`We sent the link to the deal room to ${address}`);
    await page.context().close();
    await expect.poll(async () => (await accessMails(address)).length, { timeout: 20_000 }).toBe(index + 1);
  }
  const fourth = await sign(browser, address, "198.51.100.53");
  await expect(fourth.getByTestId("agreement-awaiting-team")).toContainText(AWAITING_TEAM);
  expect(await fourth.content()).not.toContain("We sent the link");
  await fourth.context().close();

  const notice = await mailTo(TEAM, `CA signed, link withheld: Morgan Chen for ${TITLE}`);
  expect(notice.text).toContain(`No link was sent to ${address}: this address already received 3 deal room links in the last 24 hours.`);
  expect(await accessMails(address)).toHaveLength(3);
});

test("a revoked signer who signs again gets no link; the operator's grant sends a fresh one", async ({ browser }) => {
  const address = "revoked.once@example.ca";
  const first = await sign(browser, address, "198.51.100.60", "Riley Park");
  await expect(first.getByTestId("agreement-signed")).toBeVisible();
  await first.context().close();
  const firstLink = linkIn(await mailTo(address, `Your access to the ${TITLE} deal room`));

  await openDealRooms();
  operatorPage.once("dialog", (dialog) => void dialog.accept());
  await operatorPage.getByRole("button", { name: "Revoke: Riley Park" }).click();
  await expect(operatorPage.getByText("Access revoked: the signer's links stop working now.")).toBeVisible();

  const again = await sign(browser, address, "198.51.100.61", "Riley Park");
  await expect(again.getByTestId("agreement-awaiting-team")).toContainText(AWAITING_TEAM);
  await again.context().close();
  const notice = await mailTo(TEAM, `CA signed, link withheld: Riley Park for ${TITLE}`);
  expect(notice.text).toContain(`No link was sent to ${address}: the team revoked this address's access to this listing.`);
  expect(await accessMails(address)).toHaveLength(1);

  await openDealRooms();
  const row = operatorPage.getByRole("region", { name: /Signers of/ }).getByRole("row", { name: /Withheld: the team revoked/ });
  await expect(row).toContainText("Riley Park");
  await row.getByRole("button", { name: "Grant access: Riley Park" }).click();
  await expect(operatorPage.getByText(`Access granted: a new link, valid for 7 days, is on its way to ${address}.`)).toBeVisible();

  await expect.poll(async () => (await accessMails(address)).length, { timeout: 20_000 }).toBe(2);
  const fresh = (await accessMails(address)).map(linkIn).find((candidate) => candidate !== firstLink) ?? "";
  const page = await investor(browser, "198.51.100.62");
  await openRoomFromLink(page, fresh);
  await expect(page.getByText("Welcome, Riley Park.")).toBeVisible();
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
  await page.context().close();
});
