/**
 * Issue 46, view-only documents (decision 0060), on the publishing fixture's production build with
 * the server's clock set: the team marks a PDF view only with the operator page's own control; a
 * confirmed signer's room lists it with View and no download link; the viewer shows page 1 as an
 * image with page links and says it deters casual copying, not a camera; the page image is a
 * private PNG, rendered per signer and logged as that signer's download (the team's Downloads list
 * grows by one per image, with the stamp's ID); the document's file address answers the removed
 * document's 404; a visitor without the room's cookie gets no image. Allowing download again
 * (the form without JavaScript) restores the download and takes the viewer away.
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
const OPERATOR_ADDRESS = "192.0.2.63";
/** Tuesday 1 December 2026, 10:00 in Toronto. */
const CLOCK = new Date("2026-12-01T15:00:00Z");
const BUYER = { name: "Robin Castellanos", email: "robin.vo@example.ca", address: "198.51.100.63", company: "Castellanos Storage Inc." };
const ROOM = `/self-storage/listings/${LISTING}/deal-room/`;
const FILE = "VO Memorandum.pdf";
const REMOVED = "00000000-0000-4000-8000-000000000000";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

/** A three-page PDF, each page saying which it is. */
async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page += 1) document.addPage().drawText(`Memorandum page ${page}`, { x: 72, y: 700, size: 14, font });
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

async function roomLink(address: string): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox()).find(
          (message) => message.headers.to === address && message.headers.subject === `Your access to the ${TITLE} deal room`,
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return (/https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(found?.text ?? "")?.[0] ?? "").replace(E2E_SITE_URL, server.url);
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

/** Signs as BUYER and opens the e-mailed link: the room's page, JavaScript on, in its own context. */
async function signAndEnter(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": BUYER.address } });
  const page = await context.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(BUYER.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(BUYER.email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0163");
  await page.getByRole("textbox", { name: "Company" }).fill(BUYER.company);
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(BUYER.name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(BUYER.email);
  await openRoomFromLink(page, await roomLink(BUYER.email));
  return page;
}

/** The team's Downloads list rows naming the buyer and the file, read fresh. */
async function loggedViews(): Promise<string[]> {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  const rows = operatorPage.getByRole("list", { name: `Downloads of ${TITLE}` }).getByRole("listitem");
  return (await rows.allInnerTexts()).filter((text) => text.includes(`${BUYER.name} (${BUYER.company}) downloaded ${FILE}`));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("a view-only document: shown page by page as the signer's logged images, never downloaded, until the team allows download", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const id = await upload(FILE, await pdf());
  const fileAddress = `${server.url}${ROOM}documents/${id}/`;
  const imageAddress = (page: number) => `${server.url}${ROOM}view/${id}/pages/${page}/`;

  // The team's own control on the operator page (JavaScript on: a toast, the list marked).
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  const [marked] = await Promise.all([
    operatorPage.waitForResponse((response) => response.url().includes(`/documents/${id}/view-only/`)),
    operatorPage.getByRole("button", { name: `Make view only: ${FILE}` }).click(),
  ]);
  expect(marked.status()).toBe(200);
  await expect(operatorPage.getByText("view only (no download)")).toBeVisible();
  await expect(operatorPage.getByRole("button", { name: `Allow download: ${FILE}` })).toBeVisible();

  // The signer's room: View, no download link; the file's address is the removed document's 404.
  const room = await signAndEnter(browser);
  await expect(room.getByRole("link", { name: `View ${FILE}` })).toBeVisible();
  await expect(room.getByRole("link", { name: `Download ${FILE}` })).toHaveCount(0);
  const hidden = await room.request.get(fileAddress);
  const removed = await room.request.get(`${server.url}${ROOM}documents/${REMOVED}/`);
  expect([hidden.status(), hidden.headers()["cache-control"]]).toEqual([404, "private, no-store"]);
  expect(await hidden.text()).toBe(await removed.text());

  // The viewer: page 1 as a loaded image, the page links, the sentence about what it deters.
  await room.getByRole("link", { name: `View ${FILE}` }).click();
  await expect(room.getByRole("heading", { name: FILE, level: 1 })).toBeVisible();
  await expect(room.getByTestId("view-only-notice")).toContainText("This deters casual copying, not a determined one");
  await expect(room.getByTestId("view-only-notice")).toContainText("a screenshot or a phone camera copies any page");
  await expect(room.getByTestId("view-only-page")).toHaveText("Page 1 of 3");
  const first = room.getByRole("img", { name: `Page 1 of 3 of ${FILE}` });
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(room.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await room.getByRole("link", { name: "Next page" }).click();
  await expect(room.getByTestId("view-only-page")).toHaveText("Page 2 of 3");
  const second = room.getByRole("img", { name: `Page 2 of 3 of ${FILE}` });
  await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(room.getByRole("link", { name: "Previous page" })).toBeVisible();
  await expect(room.getByRole("link", { name: "Next page" })).toBeVisible();

  // The image itself: a private PNG within the size cap, logged as this signer's download, one row each.
  const before = (await loggedViews()).length;
  expect(before).toBeGreaterThan(0);
  const image = await room.request.get(imageAddress(2));
  expect([image.status(), image.headers()["content-type"], image.headers()["cache-control"]]).toEqual([
    200,
    "image/png",
    "private, no-store",
  ]);
  expect([image.headers()["referrer-policy"], image.headers()["x-robots-tag"]]).toEqual(["no-referrer", "noindex, nofollow"]);
  const { width, height } = pngSize(await image.body());
  expect(width).toBeLessThanOrEqual(1600);
  expect(height).toBeGreaterThan(width);
  const after = await loggedViews();
  expect(after).toHaveLength(before + 1);
  for (const row of after) expect(row).toMatch(/ID [0-9a-f]{8}-[0-9a-f-]{27}/);
  const viewer = await room.request.get(`${server.url}${ROOM}view/${id}/?page=2`);
  expect([viewer.status(), viewer.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
  expect((await room.request.get(imageAddress(4))).status()).toBe(404);
  expect((await room.request.get(`${server.url}${ROOM}view/${id}/?page=4`)).status()).toBe(404);

  // Without the room's cookie: no image, and the viewer sends the visitor to the room.
  const stranger = await fetch(imageAddress(1), { headers: { "x-forwarded-for": "198.51.100.64" } });
  expect(stranger.status).toBe(403);
  expect(stranger.headers.get("content-type")).toContain("text/html");
  const strangerViewer = await fetch(`${server.url}${ROOM}view/${id}/`, {
    redirect: "manual",
    headers: { "x-forwarded-for": "198.51.100.64" },
  });
  expect(strangerViewer.headers.get("content-type") ?? "").not.toContain("image/");
  expect(await strangerViewer.text()).not.toContain(`/view/${id}/pages/`);

  // Allowing download again, with the form (no JavaScript): the download returns, the viewer goes.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  await plain.addCookies(await operator.cookies());
  const plainPage = await plain.newPage();
  await plainPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
  await plainPage.getByRole("button", { name: `Allow download: ${FILE}` }).click();
  await expect(plainPage.getByText("The document is downloadable again, watermarked.")).toBeVisible();
  await plain.close();
  await room.goto(`${server.url}${ROOM}`);
  await expect(room.getByRole("link", { name: `Download ${FILE}` })).toBeVisible();
  await expect(room.getByRole("link", { name: `View ${FILE}` })).toHaveCount(0);
  const download = await room.request.get(fileAddress);
  expect([download.status(), download.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const pages = await pdfPageTexts(await download.body());
  expect(pages).toHaveLength(3);
  expect(pages[0]).toContain(`Confidential. Downloaded by ${BUYER.name}, ${BUYER.company}, ${BUYER.email}`);
  expect((await room.request.get(imageAddress(1))).status()).toBe(404);
  expect((await room.request.get(`${server.url}${ROOM}view/${id}/`)).status()).toBe(404);
  await room.context().close();
});
