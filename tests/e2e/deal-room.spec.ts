/**
 * The off-market deal room (issue 17), in a real browser on the publishing fixture, whose
 * confidential listing has a deal room: the operator uploads the offering memorandum, an investor
 * signs the confidentiality agreement, the outbox holds the access e-mail and the team's notice,
 * the link opens the deal room (traded for the room's cookie, issue 31), the download is the uploaded memorandum (stamped with the signer:
 * tests/e2e/deal-room-documents.spec.ts checks the stamp) and the log shows it. Expired,
 * altered, another listing's and revoked links are refused with a page that says why; an unticked
 * box or a changed agreement version stores nothing.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { pdfPageTexts } from "../support/pdfText";
import { signLink } from "../../apps/web/src/security/signedLink.ts";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { endView } from "../support/analytics";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { axeViolations } from "../support/peerChecks";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";
import { NAME_RULE_MESSAGE } from "../../supabase/functions/_shared/leadFields.ts";

const LISTING = "fixture-confidential";
/** The operator's client address (the tests play the proxy: each scenario sends its own). */
const OPERATOR_ADDRESS = "192.0.2.10";
const LISTING_PATH = `/self-storage/listings/${LISTING}/`;
/** A real PDF (every PDF is stamped on download, so it must be one), about 300 KB. */
let OM_BYTES: Buffer;

async function memorandum(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.addPage();
  await document.attach(randomBytes(300_000), "appendix.bin", { mimeType: "application/octet-stream" });
  return Buffer.from(await document.save());
}

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  OM_BYTES = await memorandum();
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

/** An investor's browser, with its own client address (the server trusts one proxy hop). */
async function investor(browser: Browser, address: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address }, javaScriptEnabled });
  return context.newPage();
}

async function fillAgreement(page: Page, email: string, options: { tick?: boolean } = {}) {
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Jordan Lee");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0170");
  await page.getByRole("textbox", { name: "Company" }).fill("Lee Family Office");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill("Jordan Lee");
  if (options.tick !== false) await page.getByLabel("I agree to the confidentiality agreement above.").check();
}

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

/** The e-mailed link, on this test server (the e-mail names the configured SITE_URL). */
function linkIn(message: OutboxMessage): string {
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no deal room link in: ${message.text}`);
  return link.replace(E2E_SITE_URL, server.url);
}

async function signerRows(): Promise<string[]> {
  const response = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/signers.csv`, {
    headers: { "x-forwarded-for": OPERATOR_ADDRESS },
  });
  expect(response.status).toBe(200);
  return (await response.text()).trim().split("\r\n").slice(1);
}

/** The operator page, read again (the same URL with only a new hash would not reload it). */
async function openDealRooms() {
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/?read=${Date.now()}#deal-rooms`);
}

let link = "";
let documentPath = "";

test("the operator uploads the offering memorandum to the listing's deal room", async () => {
  await openDealRooms();
  const room = operatorPage.getByRole("article", { name: "Fixture Listing: Confidential GTA Facility" });
  await expect(room.getByText("None yet")).toBeVisible();
  await room.getByLabel(/Add a document/).setInputFiles({ name: "Offering memorandum.pdf", mimeType: "application/pdf", buffer: OM_BYTES });
  await room.getByRole("button", { name: "Upload" }).click();
  await expect(operatorPage.getByText(`Uploaded Offering memorandum.pdf (${Math.round(OM_BYTES.length / 1000)} KB).`)).toBeVisible();
  await expect(room.getByRole("list", { name: /Documents of/ }).getByText("Offering memorandum.pdf")).toBeVisible();

  const upload = new FormData();
  upload.append("file", new Blob([Buffer.from("MZ")], { type: "application/octet-stream" }), "script.exe");
  const refused = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/documents`, {
    method: "POST",
    body: upload,
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url },
  });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error).toMatch(/^Upload a document of one of these kinds: pdf/);

  // Files kept on this server's disk: no signed upload to Supabase Storage (decision 0050).
  const direct = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/uploads`, {
    method: "POST",
    body: JSON.stringify({
      fileName: "Rent roll.xlsx",
      size: 1000,
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    }),
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url, "content-type": "application/json" },
  });
  expect(direct.status).toBe(409);
  expect((await direct.json()).error).toMatch(/^This server keeps deal room documents on its own disk/);
});

test("an investor signs the agreement: the link goes to the address typed, the team is told", async ({ browser }) => {
  const page = await investor(browser, "198.51.100.10");
  await page.goto(`${server.url}${LISTING_PATH}`);
  await page.getByRole("link", { name: "Request the offering memorandum" }).click();
  await expect(page.getByRole("heading", { name: "Confidentiality agreement", level: 2 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Agreement text" })).toContainText("Governing law");
  await fillAgreement(page, "jordan.lee@example.ca");
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText("We sent the link to the deal room to jordan.lee@example.ca");
  // The page never shows the link: only the mailbox does.
  expect(await page.content()).not.toContain("?t=");

  const access = await mailTo("jordan.lee@example.ca", /^Your access to the Fixture Listing: Confidential GTA Facility deal room$/);
  expect(access.text).toMatch(/works for 7 days/);
  link = linkIn(access);
  const notice = await mailTo("info@ontariostorageadvisors.ca", /^CA signed: Jordan Lee for Fixture Listing: Confidential GTA Facility$/);
  expect(notice.text).toContain("Email: jordan.lee@example.ca");
  expect(notice.text).toContain("Signing as: Principal");

  const [row] = await signerRows();
  expect(row).toContain("Jordan Lee,jordan.lee@example.ca,(416) 555-0170,Lee Family Office,principal,,Jordan Lee,");
  expect(row).toContain("198.51.100.10");
  await page.context().close();
});

test("the link opens the deal room; the download is the uploaded memorandum, and the log shows it", async ({ browser }) => {
  const page = await investor(browser, "198.51.100.11");
  await openRoomFromLink(page, link);
  await expect(page.getByRole("heading", { name: "Fixture Listing: Confidential GTA Facility", level: 1 })).toBeVisible();
  await expect(page.getByText("Welcome, Jordan Lee.")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Offering memorandum.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Offering memorandum.pdf");
  const saved = await download.path();
  // The uploaded pages and attachment, stamped with the signer (the stamp: deal-room-documents.spec.ts).
  const downloaded = await readFile(saved);
  const pages = await pdfPageTexts(downloaded);
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain("Confidential. Downloaded by Jordan Lee, Lee Family Office, jordan.lee@example.ca");
  // The attached appendix is carried over byte for byte (a slice from the middle of its data).
  expect(downloaded.includes(OM_BYTES.subarray(150_000, 151_000))).toBe(true);
  expect(await axeViolations(page, "deal room")).toEqual([]);
  await page.context().close();

  await openDealRooms();
  const room = operatorPage.getByRole("article", { name: "Fixture Listing: Confidential GTA Facility" });
  await expect(room.getByRole("list", { name: /Downloads of/ })).toContainText(
    "Jordan Lee (Lee Family Office) downloaded Offering memorandum.pdf",
  );
  // The signer heads the row; then signed, version, link e-mailed, address, downloads, access.
  const row = room.getByRole("region", { name: /Signers of/ }).getByRole("row", { name: /Jordan Lee/ });
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  expect(await axeViolations(operatorPage, "operator's deal rooms")).toEqual([]);

  // The signers are paged and searched in the address, without JavaScript (bench/deal-room.mjs: 500 signers).
  await room.getByRole("searchbox", { name: "Find a signer" }).fill("LEE FAMILY");
  await Promise.all([operatorPage.waitForURL(/[?&]signer=LEE\+FAMILY/), room.getByRole("button", { name: "Search" }).click()]);
  const found = operatorPage.getByRole("article", { name: "Fixture Listing: Confidential GTA Facility" });
  await expect(found.getByText(/signers match/)).toHaveText(/^1 of \d+ signers match “LEE FAMILY”\.$/);
  await expect(found.getByRole("region", { name: /Signers of/ }).getByRole("row", { name: /Jordan Lee/ })).toBeVisible();
  await found.getByRole("searchbox", { name: "Find a signer" }).fill("nobody-signed-this");
  await Promise.all([operatorPage.waitForURL(/signer=nobody-signed-this/), found.getByRole("button", { name: "Search" }).click()]);
  await expect(operatorPage.getByText("No signer matches this search.")).toBeVisible();
});

test("an expired, altered or another listing's link is refused with a page that says why", async ({ page, request }) => {
  const secret = Buffer.from((await readFile(path.join(server.dataDir, "link-secret"), "utf8")).trim(), "base64url");
  const token = new URL(link).searchParams.get("t") ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()) as { s: string };
  const dealRoom = `${server.url}${LISTING_PATH}deal-room/`;

  const expired = signLink("deal-room", { s: claims.s, l: LISTING }, secret, new Date(Date.now() - 1000));
  await page.goto(`${dealRoom}?t=${expired}`);
  await expect(page.getByRole("heading", { name: "This link has expired", level: 1 })).toBeVisible();

  await page.goto(`${dealRoom}?t=${token.slice(0, -3)}AAA`);
  await expect(page.getByRole("heading", { name: "This link is not valid", level: 1 })).toBeVisible();

  const otherListing = signLink("deal-room", { s: claims.s, l: "fixture-barrie-storage" }, secret, new Date(Date.now() + 60_000));
  await page.goto(`${dealRoom}?t=${otherListing}`);
  await expect(page.getByRole("heading", { name: "This link is for another listing", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign the agreement" })).toHaveAttribute("href", `${LISTING_PATH}agreement/`);

  // The documents refuse the same links in their address, with 403 and no bytes: only the room's
  // cookie opens them (tests/e2e/deal-room-wire.spec.ts refuses bad cookies).
  await openRoomFromLink(page, link);
  const href = await page.getByRole("link", { name: "Download Offering memorandum.pdf" }).getAttribute("href");
  documentPath = (href ?? "").split("?")[0] ?? "";
  for (const bad of [expired, otherListing, ""]) {
    const response = await request.get(`${server.url}${documentPath}?t=${bad}`);
    expect(response.status()).toBe(403);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).not.toContain("%PDF");
  }
});

test("a revoked signer's link stops working at once", async ({ browser }) => {
  // A signer already in the room (the link exchanged for the room's cookie) when access is revoked.
  const inside = await investor(browser, "198.51.100.12");
  await openRoomFromLink(inside, link);
  await expect(inside.getByText("Welcome, Jordan Lee.")).toBeVisible();

  await openDealRooms();
  operatorPage.once("dialog", (dialog) => void dialog.accept());
  await operatorPage.getByRole("button", { name: "Revoke: Jordan Lee" }).click();
  await expect(operatorPage.getByText("Access revoked: the signer's links stop working now.")).toBeVisible();

  await inside.reload();
  await expect(inside.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
  const download = await inside.request.get(`${server.url}${documentPath}`);
  expect(download.status()).toBe(403);
  expect(await download.text()).toContain("Access to this deal room was withdrawn");
  await inside.goto(link);
  await expect(inside.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
  await inside.context().close();
  const [row] = await signerRows();
  expect(row).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+Z,[0-9a-f-]{36}$/);
});

test("an unticked box, a name that is a message, or a changed agreement version, stores nothing", async ({ browser }) => {
  const before = (await signerRows()).length;
  const page = await investor(browser, "198.51.100.13");
  await page.goto(`${server.url}${LISTING_PATH}agreement/`);
  await fillAgreement(page, "no-tick@example.ca", { tick: false });
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByText("Tick “I agree” to sign the agreement")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue("Jordan Lee");

  // The attack: a message typed as the name and the signature, to be e-mailed from the
  // agency's own domain. Refused by the name rule on both fields, and no e-mail goes out.
  const lure = "Your account is locked, call www.help-desk.example";
  await page.goto(`${server.url}${LISTING_PATH}agreement/`);
  await fillAgreement(page, "lure@example.ca");
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(lure);
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(lure);
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByText(NAME_RULE_MESSAGE).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue(lure);
  const outbox = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  expect(outbox.filter((message) => message.headers.to === "lure@example.ca")).toEqual([]);

  await page.goto(`${server.url}${LISTING_PATH}agreement/`);
  await fillAgreement(page, "old-version@example.ca");
  await page.locator('input[name="agreement_sha256"]').evaluate((input: HTMLInputElement) => {
    input.value = "0".repeat(64);
  });
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The agreement was updated" })).toContainText(
    "The agreement was updated after you opened this page.",
  );
  await page.context().close();
  expect(await signerRows()).toHaveLength(before);
});

test("an agreement signed after a tagged link is credited to that campaign in the operator's Traffic section", async ({ browser }) => {
  // Unique per run: the server's data outlives nothing, but the name must match this run's row only.
  const campaign = `e2e-room-${(Number.MAX_SAFE_INTEGER - Date.now()).toString(36)}`;
  const page = await investor(browser, "198.51.100.16");
  await page.goto(`${server.url}${LISTING_PATH}?utm_source=e2e-room&utm_medium=email&utm_campaign=${campaign}`);
  // The listing page's view ends as a browser ends it, and its beacon's answer is awaited.
  expect((await endView(page)).status()).toBe(204);
  await page.getByRole("link", { name: "Request the offering memorandum" }).click();
  // The form's hidden field holds the visit's source once the page has hydrated, as a person's
  // browser has long before they finish typing.
  await expect(page.locator('input[name="attribution"]')).toHaveValue(/"campaign":"e2e-room-/);
  await fillAgreement(page, "credited@example.ca");
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText("credited@example.ca");
  await page.context().close();

  // Campaign, source, medium, views, conversions, rate: the listing's view and the signature.
  await operatorPage.goto(`${server.url}/team/traffic/?read=${Date.now()}`);
  const row = operatorPage.locator('table[data-traffic="campaigns"] tr').filter({ hasText: campaign }).first();
  expect(await row.locator("td").allInnerTexts()).toEqual([campaign, "e2e-room", "email", "1", "1", "100.0%"]);
  const csv = await (
    await fetchWithCookies(operator, `${server.url}/api/operator/traffic.csv`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } })
  ).text();
  expect(csv).toContain(`campaign,,,e2e-room,email,${campaign},,1,1,100.0%,,,,`);
  // Neither the agreement's nor the deal room's address, nor a link's token, is in the figures.
  expect(csv).not.toMatch(/deal-room|\/agreement\/|\?t=/);
});

test("signing works without JavaScript", async ({ browser }) => {
  const page = await investor(browser, "198.51.100.14", false);
  await page.goto(`${server.url}${LISTING_PATH}agreement/`);
  await fillAgreement(page, "no-script@example.ca");
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText("no-script@example.ca");
  await page.context().close();
  await mailTo("no-script@example.ca", /^Your access to the/);
});
