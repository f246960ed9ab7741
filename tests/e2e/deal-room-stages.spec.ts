/**
 * Issue 46, part A, on the publishing fixture's production build: the confidentiality agreement as
 * signed. A buyer signs (the signature typed in capitals, which the form accepts, so the PDF is
 * seen to carry what was typed), opens the e-mailed link, and downloads from the room a PDF that reads back (PDF
 * text extractor) with the listing, the typed name and signature, the time in Toronto and every
 * paragraph of the agreement's text; it is private and never cached. Without the room's cookie the
 * address answers 403 and no PDF. The team downloads the same signer's agreement from the listing's
 * operator page; once the team revokes the signature, the room's address refuses it too.
 */
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { pdfPageTexts } from "../support/pdfText";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const OPERATOR_ADDRESS = "192.0.2.46";
const BUYER = { name: "Avery Okafor", signature: "AVERY OKAFOR", email: "avery.okafor@example.ca", address: "198.51.100.46" };
const AGREEMENT_PDF = `/self-storage/listings/${LISTING}/deal-room/agreement.pdf`;

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

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

async function accessLink(address: string): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch((): OutboxMessage[] => []);
        found = messages.find(
          (message) => message.headers.to === address && message.headers.subject === `Your access to the ${TITLE} deal room`,
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(found?.text ?? "")?.[0];
  if (!link) throw new Error(`no deal room link in: ${found?.text}`);
  return link.replace(E2E_SITE_URL, server.url);
}

/** The PDF's text with its line breaks as spaces: a paragraph wrapped onto lines reads as one. */
const flat = (pages: string[]) => pages.join("\n").replace(/\s+/g, " ");

test("the agreement as signed: the signer's PDF reads back; refused without the room's cookie; the team's copy; refused once revoked", async ({
  browser,
}) => {
  const buyer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": BUYER.address } });
  const page = await buyer.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  const paragraphs = (await page.getByLabel("Agreement text").locator("p").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  expect(paragraphs.length).toBeGreaterThan(0);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(BUYER.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(BUYER.email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0146");
  await page.getByRole("textbox", { name: "Company" }).fill("Okafor Storage Partners");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(BUYER.signature);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(BUYER.email);

  await openRoomFromLink(page, await accessLink(BUYER.email));
  const link = page.getByRole("link", { name: "Download the agreement you signed (PDF)" });
  expect(await link.getAttribute("href")).toBe(AGREEMENT_PDF);
  const own = await page.request.get(`${server.url}${AGREEMENT_PDF}`);
  expect([own.status(), own.headers()["content-type"], own.headers()["cache-control"]]).toEqual([
    200,
    "application/pdf",
    "private, no-store",
  ]);
  expect(own.headers()["content-disposition"]).toContain(`Confidentiality agreement - ${LISTING} - ${BUYER.name}.pdf`);
  const text = flat(await pdfPageTexts(await own.body()));
  expect(text).toContain(TITLE);
  expect(text).toContain(`Signed by ${BUYER.name}, Okafor Storage Partners (${BUYER.email}), as a principal`);
  expect(text).toContain(`Signature, as typed: ${BUYER.signature}`);
  expect(text).toMatch(/Signed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T \(Toronto time\)/);
  for (const paragraph of paragraphs) expect(text).toContain(paragraph);

  const stranger = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.47" } });
  const refused = await stranger.request.get(`${server.url}${AGREEMENT_PDF}`);
  expect([refused.status(), refused.headers()["content-type"], refused.headers()["cache-control"]]).toEqual([
    403,
    "text/html; charset=utf-8",
    "private, no-store",
  ]);
  await stranger.close();

  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/`);
  const teamLink = operatorPage.getByRole("link", { name: `Agreement as signed by ${BUYER.name} (PDF)` });
  const teamHref = (await teamLink.getAttribute("href")) ?? "";
  const signatureId = /signatures\/([0-9a-f-]{36})\/agreement\.pdf$/.exec(teamHref)?.[1] ?? "";
  expect(signatureId).not.toBe("");
  const teams = await fetchWithCookies(operator, `${server.url}${teamHref}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect([teams.status, teams.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
  const teamText = flat(await pdfPageTexts(new Uint8Array(await teams.arrayBuffer())));
  expect(teamText).toContain(`Signature, as typed: ${BUYER.signature}`);
  for (const paragraph of paragraphs) expect(teamText).toContain(paragraph);
  const anonymous = await fetch(`${server.url}${teamHref}`, { headers: { "x-forwarded-for": "198.51.100.48" } });
  expect(anonymous.status).toBe(401);

  const revoked = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/signatures/${signatureId}`, {
    method: "POST",
    body: JSON.stringify({ action: "revoke" }),
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url, "content-type": "application/json" },
  });
  expect(revoked.status).toBe(200);
  expect((await page.request.get(`${server.url}${AGREEMENT_PDF}`)).status()).toBe(403);
  await buyer.close();
});
