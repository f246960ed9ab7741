/**
 * Requests about personal information under PIPEDA (docs/decisions/0038-personal-information-requests.md),
 * against the production build of the publishing fixture, with the CRM webhook configured. One
 * person leaves a trace everywhere: a contact message, a valuation request, an investor signup
 * that is then announced a listing, a signed confidentiality agreement and a download, each lead
 * delivered to the CRM. The operator finds the address, downloads one file with rows from every
 * table, erases it, and then the leads are gone from the tables and from the leads CSV export,
 * the signed agreement, its download log, the deal e-mail sent (without the name) and the
 * unsubscribe remain, the deal room link is withdrawn, and the request log holds all three
 * requests under a hash, never the address.
 */
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "../support/test";
import { openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInToWorkspace } from "../support/operator";
import { axeViolations } from "../support/peerChecks";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { freePort, startServer, tempDataDir, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const ADDRESS = "erase.me@example.ca";
const OTHER = "stays@example.ca";
const LISTING = "fixture-confidential";
const OPERATOR_ADDRESS = "192.0.2.60";
const WEBHOOK_SECRET = "e2e-webhook-secret-must-never-ship-0038-pipeda";

const dataDir = tempDataDir();
let server: TestServer | null = null;
let receiver: Server;
let webhookUrl = "";
const delivered: string[] = [];

async function start(announceSince: string): Promise<TestServer> {
  await server?.stop();
  server = await startServer({
    ...PUBLISHING_ENV,
    DATA_DIR: dataDir,
    ANNOUNCE_SINCE: announceSince,
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  return server;
}

test.beforeAll(async () => {
  ensurePublishingBuild();
  const port = await freePort();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { fields: { email?: string } };
      delivered.push(payload.fields.email ?? "");
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${port}/hooks/leads`;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

let client = 40;
async function submit(request: APIRequestContext, kind: string, data: Record<string, unknown>) {
  const response = await request.post(`${server!.url}/api/leads/${kind}`, {
    data,
    headers: { "x-forwarded-for": `198.51.100.${(client += 1)}` },
  });
  expect(response.status(), `${kind} lead`).toBe(200);
}

async function mailTo(address: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(path.join(dataDir, "outbox")).catch(() => [])).find(
          (message) => message.headers.to === address && subject.test(message.headers.subject ?? ""),
        );
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function signIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // The requests are on the workspace's Privacy page (issue 45).
  await signInToWorkspace(page, server!.url, "/team/privacy/");
  return page;
}

/** The operator's request to the route, with the page's session and its origin (as the browser sends it). */
function operatorPost(context: BrowserContext, action: string, body: Record<string, string>) {
  return fetchWithCookies(context, `${server!.url}/api/operator/personal-information/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server!.url, "x-forwarded-for": OPERATOR_ADDRESS },
    body: JSON.stringify(body),
  });
}

let dealRoomLink = "";

test("one person leaves a trace in every table: leads, a deal e-mail, a signed agreement and a download", async ({ request, browser }) => {
  await start("2099-01-01");
  await submit(request, "contact", { name: "Erin Mae", email: ADDRESS, message: "Please call about Barrie." });
  await submit(request, "valuation", { name: "Erin Mae", email: ADDRESS, phone: "(705) 555-0111", property_address: "1 Main St, Barrie" });
  await submit(request, "investor", {
    name: "Erin Mae",
    email: ADDRESS,
    investment_profile: "Storage in the GTA",
    consent_deal_emails: true,
  });
  await submit(request, "contact", { name: "Stacey Stays", email: OTHER, message: "I am someone else." });
  // Double opt-in (decision 0037): the owner of the address confirms before any deal e-mail.
  const confirmation = await mailTo(ADDRESS, /^Confirm that you want off-market opportunities from /);
  const confirmLink = /https:\/\/\S+\/deal-emails\/confirm\/\?t=[\w.%-]+/.exec(confirmation.text)![0];
  expect((await request.post(confirmLink.replace(E2E_SITE_URL, server!.url))).status()).toBe(200);

  // The next start announces the confidential GTA listing to the investor (an empty buy box fits).
  await start("2026-11-01");
  await mailTo(ADDRESS, /^New listing matching your buy box: /);

  const operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  await signIn(operator);
  const upload = new FormData();
  // A real PDF: every PDF is stamped with its signer on download, so the upload checks it is one.
  const memorandum = await PDFDocument.create();
  memorandum.addPage();
  upload.append("file", new Blob([Buffer.from(await memorandum.save())], { type: "application/pdf" }), "Offering memorandum.pdf");
  const uploaded = await fetchWithCookies(operator, `${server!.url}/api/operator/deal-room/${LISTING}/documents`, {
    method: "POST",
    body: upload,
    headers: { origin: server!.url, "x-forwarded-for": OPERATOR_ADDRESS },
  });
  expect(uploaded.status).toBe(201);
  await operator.close();

  const investor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.90" } });
  const page = await investor.newPage();
  await page.goto(`${server!.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Erin Mae");
  await page.getByRole("textbox", { name: "E-mail" }).fill(ADDRESS);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0111");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill("Erin Mae");
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(ADDRESS);
  const access = await mailTo(ADDRESS, /^Your access to the /);
  dealRoomLink = (/https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access.text)?.[0] ?? "").replace(E2E_SITE_URL, server!.url);
  await openRoomFromLink(page, dealRoomLink);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Offering memorandum.pdf" }).click();
  await downloading;
  await investor.close();

  // Each lead reached the CRM (the delivery state is a column of the lead's row).
  await expect.poll(() => delivered.filter((email) => email === ADDRESS).length, { timeout: 30_000 }).toBe(3);
});

test("the operator finds the address and downloads one file with rows from every table", async ({ browser }) => {
  const operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  const page = await signIn(operator);
  const section = page.getByRole("region", { name: "Requests about personal information" });
  await section.getByRole("textbox", { name: "E-mail address" }).fill(`  ${ADDRESS.toUpperCase()} `);
  await section.getByRole("button", { name: "Find", exact: true }).click();
  await expect(section.getByRole("heading", { name: `Kept about ${ADDRESS.toUpperCase()}` })).toBeVisible();
  const rows = (table: string) => section.locator(`[data-found-table="${table}"] [data-rows]`);
  for (const table of [
    "contact_forms",
    "investor_signups",
    "property_valuations",
    "deal_room_signatures",
    "deal_room_downloads",
    "listing_announcements",
    // The signer opened the room once (issue 36).
    "deal_room_visits",
  ]) {
    await expect(rows(table), table).toHaveText("1");
  }
  await expect(rows("investor_unsubscribes")).toHaveText("0");
  // The consent record (decision 0037): the address's row, its confirmation e-mail, its events.
  await expect(rows("investor_consents")).toHaveText("1");
  await expect(rows("consent_confirmations")).toHaveText("1");
  await expect(rows("consent_events")).toHaveText(/^[1-9]\d*$/);
  expect(await axeViolations(page, "the operator's personal information section")).toEqual([]);

  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download everything (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-information-[\d-]+\.json$/);
  const document = JSON.parse(await readFile(await download.path(), "utf8")) as {
    address: string;
    parts: { part: string; tables: { table: string; rows: Record<string, unknown>[] }[] }[];
  };
  const table = (name: string) => document.parts.flatMap((part) => part.tables).find((entry) => entry.table === name)?.rows ?? [];
  expect(table("contact_forms")).toEqual([expect.objectContaining({ email: ADDRESS, message: "Please call about Barrie." })]);
  // Whole rows: the CRM delivery and the team's e-mail are there, as their columns.
  expect(table("contact_forms")[0]!.webhook_delivered_at).toEqual(expect.any(String));
  expect(table("investor_signups")).toEqual([expect.objectContaining({ email: ADDRESS, consent_deal_emails: true })]);
  expect(table("property_valuations")).toEqual([expect.objectContaining({ phone: "(705) 555-0111" })]);
  expect(table("deal_room_signatures")).toEqual([expect.objectContaining({ name: "Erin Mae", email: ADDRESS, ip: "198.51.100.90" })]);
  expect(table("deal_room_downloads")).toHaveLength(1);
  expect(table("deal_room_documents")).toEqual([expect.objectContaining({ file_name: "Offering memorandum.pdf" })]);
  expect(table("confidentiality_agreements")).toHaveLength(1);
  expect(table("listing_announcements")).toEqual([expect.objectContaining({ email: ADDRESS, listing_slug: LISTING })]);
  expect(table("investor_consents")).toEqual([expect.objectContaining({ email: ADDRESS, confirmed_at: expect.any(String) })]);
  expect(table("consent_events").map((row) => row.event)).toEqual(expect.arrayContaining(["consent-given", "confirmed"]));
  expect(table("deal_room_visits")).toHaveLength(1);
  expect(JSON.stringify(document)).not.toContain(OTHER);
  await operator.close();
});

test("erasure asks for the address again, then leaves only what decision 0038 keeps", async ({ browser }) => {
  const operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  const page = await signIn(operator);
  const section = page.getByRole("region", { name: "Requests about personal information" });
  await section.getByRole("textbox", { name: "E-mail address" }).fill(ADDRESS);
  await section.getByRole("button", { name: "Find", exact: true }).click();
  const erase = section.getByRole("form", { name: "Erase personal information" });
  await erase.getByRole("textbox", { name: "Type the address again" }).fill("erase.me@example.com");
  await erase.getByRole("button", { name: `Erase ${ADDRESS}` }).click();
  await expect(erase.getByText("Type the same address again to confirm the erasure.")).toBeVisible();
  // Nothing was erased by the mistyped confirmation.
  const leads = async (kind: string) => (await fetchWithCookies(operator, `${server!.url}/api/operator/leads/${kind}?format=csv`)).text();
  expect(await leads("contact")).toContain(ADDRESS);

  await erase.getByRole("textbox", { name: "Type the address again" }).fill(ADDRESS);
  await erase.getByRole("button", { name: `Erase ${ADDRESS}` }).click();
  // One of the rows deleted is the signer's visit to the deal room (issue 36).
  await expect(section.getByRole("status")).toHaveText(
    `Erased ${ADDRESS}: 5 rows deleted, 2 anonymised, 6 kept as decision 0038 requires, deal room access revoked for 1 signature.`,
  );

  // Gone from the team's lead exports; the other person's lead is still there.
  for (const kind of ["contact", "investor", "valuation"]) expect(await leads(kind), kind).not.toContain(ADDRESS);
  expect(await leads("contact")).toContain(OTHER);
  // Kept: the signed agreement (its signer list), and what a new find still sees.
  const signers = await fetchWithCookies(operator, `${server!.url}/api/operator/deal-room/${LISTING}/signers.csv`);
  expect(await signers.text()).toContain(`Erin Mae,${ADDRESS}`);
  const found = await operatorPost(operator, "export", { email: ADDRESS });
  expect(found.headers.get("cache-control")).toBe("private, no-store");
  const after = (await found.json()) as { parts: { tables: { table: string; rows: Record<string, unknown>[] }[] }[] };
  const kept = Object.fromEntries(after.parts.flatMap((part) => part.tables).map((entry) => [entry.table, entry.rows.length] as const));
  expect(kept).toEqual({
    contact_forms: 0,
    investor_signups: 0,
    property_valuations: 0,
    deal_room_signatures: 1,
    deal_room_downloads: 1,
    confidentiality_agreements: 1,
    deal_room_documents: 1,
    deal_room_revoked_addresses: 0,
    deal_room_offers: 0,
    deal_room_visits: 0,
    // Invitations to best-and-final rounds, their e-mails and the counts of competing offers (issue 46, decision 0058): none here.
    deal_room_round_invitations: 0,
    deal_room_round_mail: 0,
    deal_room_offer_count_mail: 0,
    listing_announcements: 1,
    investor_unsubscribes: 1,
    // The consent record stays as CASL's proof, without the name or buy box (decision 0037).
    investor_consents: 1,
    consent_events: 3,
    consent_confirmations: 0,
    consent_wordings: 1,
    // Kept: it only withdraws links (issue 41).
    deal_email_link_resets: 0,
    // What the team recorded about the person (issue 45) is erased with the leads.
    team_people: 0,
    team_person_changes: 0,
    // Opinions of value prepared for the person as an owner (issue 44): none here.
    proposals: 0,
    proposal_held_files: 0,
    proposal_links: 0,
    proposal_link_openings: 0,
    // Questions asked in a deal room (issue 46): none here.
    deal_room_questions: 0,
    deal_room_question_mail: 0,
    deal_room_question_unsubscribes: 0,
    // Due-diligence requests (issue 46, decision 0059): none here.
    deal_room_due_diligence_requests: 0,
  });
  const sent = after.parts.flatMap((part) => part.tables).find((entry) => entry.table === "listing_announcements")!.rows[0]!;
  expect(JSON.stringify(sent.message)).not.toContain("Erin Mae");

  // The deal room link stops working.
  const investor = await browser.newPage();
  await investor.goto(dealRoomLink);
  await expect(investor.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
  await investor.close();

  // The log: find, export (the test before), find, erase, export (this one; the mistyped
  // confirmation did nothing and logged nothing), all under one hash, and never the address.
  await page.reload();
  const log = page.locator("[data-personal-information-log]");
  await expect(log.locator("[data-request]")).toHaveCount(5);
  await expect(log.locator('[data-request="erase"]')).toContainText("5 rows deleted");
  await expect(log).not.toContainText(ADDRESS);
  const mine = await operatorPost(operator, "find", { email: ADDRESS });
  const answer = (await mine.json()) as { requests: { action: string; addressHash: string; operator: string }[] };
  expect(answer.requests.map((entry) => entry.action)).toEqual(["find", "export", "erase", "find", "export", "find"]);
  expect(new Set(answer.requests.map((entry) => entry.addressHash)).size).toBe(1);
  expect(answer.requests[0]!.operator).toMatch(/^session [0-9a-f]{12}$/);
  await operator.close();
});

test("the routes refuse a bad address, an unknown request and a visitor without a session, doing nothing", async ({ browser, request }) => {
  const anonymous = await request.post(`${server!.url}/api/operator/personal-information/find`, { data: { email: ADDRESS } });
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");

  const operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  await signIn(operator);
  const bad = await operatorPost(operator, "find", { email: "not an address" });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({
    error: "Enter the e-mail address the request is about (name@example.ca).",
    fields: { email: "Enter the e-mail address the request is about (name@example.ca)." },
  });
  expect((await operatorPost(operator, "forget", { email: ADDRESS })).status).toBe(404);
  const unconfirmed = await operatorPost(operator, "erase", { email: OTHER });
  expect(unconfirmed.status).toBe(400);
  const crossSite = await fetchWithCookies(operator, `${server!.url}/api/operator/personal-information/erase`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://attacker.example", "x-forwarded-for": OPERATOR_ADDRESS },
    body: JSON.stringify({ email: OTHER, confirmation: OTHER }),
  });
  expect(crossSite.status).toBe(403);
  const leads = await fetchWithCookies(operator, `${server!.url}/api/operator/leads/contact?format=csv`);
  expect(await leads.text()).toContain(OTHER);
  await operator.close();
});
