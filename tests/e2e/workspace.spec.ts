/**
 * The team's workspace (issue 45) on a production build of the publishing fixture, whose
 * confidential listing has a deal room: the navigation reaches every section; a lead found by a
 * word of its message opens the person's page, whose timeline shows their agreement, visit and
 * download; a status, note, owner and follow-up date saved without JavaScript survive a restart,
 * and the person is on Today on the follow-up date (the server's clock set with libfaketime);
 * page 2 of 60 leads starts at the 51st; a filtered view's CSV holds exactly the rows of its pages;
 * axe finds no WCAG 2.2 AA violation on any workspace page.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { fetchWithCookies, E2E_OPERATOR_PASSWORD, signInToWorkspace } from "../support/operator";
import { openRoomFromLink } from "../support/dealRoom";
import { axeViolations } from "../support/peerChecks";
import { FIXTURE_TEAM_MEMBER } from "../fixtures/publishing";
import { WORKSPACE_PAGES } from "../../apps/web/src/team/paths";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, tempDataDir, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const OPERATOR_ADDRESS = "192.0.2.45";
const PERSON = "kumquat.buyer@example.ca";
/** The agent profile's registered name in the seed (a stand-in, decision 0004). */
const AGENT = "Daniel Mercer";
/** The servers' clock until the follow-up day: Tuesday 2026-12-01, 10:00 in Toronto. */
const SAVED_AT = new Date("2026-12-01T15:00:00Z");
/** The follow-up date the team sets: thirty days after SAVED_AT, whenever the suite runs. */
const FOLLOW_UP = "2026-12-31";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let dataDir: string;
let operator: BrowserContext;
let operatorPage: Page;

async function openServer(browser: Browser, env: Record<string, string> = {}) {
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, DATA_DIR: dataDir, ...env });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  operatorPage = await operator.newPage();
  await signInToWorkspace(operatorPage, server.url);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  dataDir = tempDataDir();
  await openServer(browser, clockAt(SAVED_AT));
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await operator?.close();
  await server?.stop();
});

/** A lead sent through the form's API, from its own client address (each has its own rate limit). */
async function sendLead(name: string, email: string, message: string, address: string) {
  const response = await fetch(`${server.url}/api/leads/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, origin: server.url },
    body: JSON.stringify({ name, email, message }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function mailTo(address: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(path.join(dataDir, "outbox")).catch(() => []);
        found = messages.find((message) => message.headers.to === address && subject.test(message.headers.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

const workspaceNav = (page: Page) => page.getByRole("navigation", { name: "Workspace" });

test("after sign-in the navigation reaches every section, and the System link is /diagnostics", async () => {
  const sections: [string, string][] = [
    ["Leads", "Leads"],
    ["Listings", "Listings"],
    ["Investors", "Investors"],
    ["Traffic", "Traffic"],
    ["Privacy", "Privacy"],
    ["Today", "Today"],
  ];
  for (const [link, heading] of sections) {
    await workspaceNav(operatorPage).getByRole("link", { name: link, exact: true }).click();
    await expect(operatorPage.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(workspaceNav(operatorPage).getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
  }
  // The workspace has its own layout: no public header or footer.
  await expect(operatorPage.getByRole("contentinfo")).toHaveCount(0);
  await expect(operatorPage.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await workspaceNav(operatorPage).getByRole("link", { name: "System", exact: true }).click();
  await expect(operatorPage.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible();
  await expect(operatorPage.getByRole("navigation", { name: "Team workspace" }).getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(operatorPage.getByRole("heading", { name: "Deal rooms" })).toHaveCount(0);
});

test("a lead found by a word of its message opens the person's page, with their agreement, visit and download", async ({ browser }) => {
  // Many steps, each a server round trip: a loaded machine needs minutes, not the default 30 s.
  test.setTimeout(300_000);
  // The operator puts a document in the listing's deal room.
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await pdf.attach(randomBytes(1000), "appendix.bin", { mimeType: "application/octet-stream" });
  await operatorPage.goto(`${server.url}/team/listings/${LISTING}/`);
  const room = operatorPage.getByRole("article", { name: TITLE });
  await room
    .getByLabel(/Add a document/)
    .setInputFiles({ name: "Rent roll.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) });
  await room.getByRole("button", { name: "Upload" }).click();
  await expect(room.getByRole("list", { name: /Documents of/ }).getByText("Rent roll.pdf")).toBeVisible();

  await sendLead("Kim Quat", PERSON, "We would buy a storage portfolio; kumquats are our trade.", "198.51.100.45");
  await sendLead("Other Person", "other.person@example.ca", "Industrial in Guelph, please.", "198.51.100.46");

  // The same address signs the agreement, opens the room and downloads the document.
  const investor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.47" } });
  const page = await investor.newPage();
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Kim Quat");
  await page.getByRole("textbox", { name: "E-mail" }).fill(PERSON);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0145");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill("Kim Quat");
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId("agreement-signed")).toContainText(PERSON);
  const access = await mailTo(PERSON, /^Your access to the /);
  const link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access.text)?.[0] ?? "";
  await openRoomFromLink(page, link.replace(E2E_SITE_URL, server.url));
  await expect(page.getByText("Welcome, Kim Quat.")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Rent roll.pdf" }).click();
  await (await downloading).path();
  await investor.close();

  await operatorPage.goto(`${server.url}/team/leads/`);
  await operatorPage.getByLabel("Name, e-mail, phone or a word of the message").fill("KUMQUATS");
  await operatorPage.getByRole("button", { name: "Show leads" }).click();
  await expect(operatorPage).toHaveURL(/[?&]q=KUMQUATS/);
  const rows = operatorPage.locator('table[data-table="leads"] tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: "Kim Quat" }).click();

  await expect(operatorPage.getByRole("heading", { name: "Kim Quat", level: 1 })).toBeVisible();
  const timeline = operatorPage.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText("Sent a contact message");
  await expect(timeline).toContainText("kumquats are our trade");
  await expect(timeline).toContainText("Signed the confidentiality agreement");
  await expect(timeline).toContainText("Visited the deal room");
  await expect(timeline).toContainText("Downloaded Rent roll.pdf");
  await expect(timeline).toContainText(/Download ID [0-9a-f-]{36}/);
  await expect(timeline).not.toContainText("Industrial in Guelph");
});

test("a status, note, owner and follow-up date saved without JavaScript survive a restart; the person is on Today that day", async ({
  browser,
}) => {
  // Many steps, each a server round trip: a loaded machine needs minutes, not the default 30 s.
  test.setTimeout(300_000);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await operator.storageState() });
  const page = await noScript.newPage();
  const personUrl = `${server.url}/team/people/?email=${encodeURIComponent(PERSON)}`;
  await page.goto(personUrl);
  await page.getByLabel("Status").selectOption("qualified");
  // The owner is any registrant the Studio's agent profile names: the agent or a team member.
  const owner = page.getByLabel("Owner");
  await expect(owner.locator("option", { hasText: AGENT })).toHaveCount(1);
  const ownerName = FIXTURE_TEAM_MEMBER.name;
  await owner.selectOption(ownerName);
  await page.getByLabel("Saved by").selectOption(AGENT);
  await page.getByLabel("Follow-up date").fill(FOLLOW_UP);
  await page.getByLabel("Add a note").fill("Wants the rent roll by Friday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText("Status set to qualified");
  await expect(timeline).toContainText(`Note by ${AGENT}`);

  // A day that is not on the calendar is refused with a 400 naming it, and nothing is stored.
  const refused = await fetchWithCookies(noScript, `${server.url}/api/operator/team/people`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": OPERATOR_ADDRESS },
    body: new URLSearchParams({
      email: PERSON,
      status: "client",
      owner: "",
      followUpOn: "2026-02-30",
      note: "Never stored",
      by: ownerName,
    }).toString(),
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("The follow-up date is not a day of the calendar.");
  await noScript.close();

  // Not due yet on the server's clock (SAVED_AT).
  await operatorPage.goto(`${server.url}/team/`);
  await expect(operatorPage.locator('[data-operator-table="follow-ups"]')).not.toContainText(PERSON);

  // The server again, on the same data, its clock at 10:00 Toronto on the follow-up day.
  await operator.close();
  await server.stop();
  await openServer(browser, clockAt(new Date(`${FOLLOW_UP}T15:00:00Z`)));
  await expect(operatorPage.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
  const followUps = operatorPage.locator('[data-operator-table="follow-ups"]');
  await expect(followUps).toContainText("Kim Quat");
  await expect(followUps).toContainText(FOLLOW_UP);
  await followUps.getByRole("link", { name: "Kim Quat" }).click();
  await expect(operatorPage.getByRole("heading", { name: "Kim Quat", level: 1 })).toBeVisible();
  await expect(operatorPage.getByLabel("Status")).toHaveValue("qualified");
  await expect(operatorPage.getByLabel("Owner")).toHaveValue(ownerName);
  await expect(operatorPage.getByLabel("Follow-up date")).toHaveValue(FOLLOW_UP);
  await expect(operatorPage.getByRole("list", { name: "Timeline, newest first" })).toContainText("Wants the rent roll by Friday.");
  await expect(operatorPage.getByRole("list", { name: "Timeline, newest first" })).not.toContainText("Never stored");
});

test("page 2 of 60 leads starts at the 51st, and the view's CSV holds exactly the rows of its pages", async () => {
  // Many steps, each a server round trip: a loaded machine needs minutes, not the default 30 s.
  test.setTimeout(300_000);
  // Names take letters only (the name rule): lead n is "Paging Lead <two letters>", in order.
  const leadName = (index: number) =>
    `Paging Lead ${String.fromCharCode(65 + Math.floor((index - 1) / 26))}${String.fromCharCode(97 + ((index - 1) % 26))}`;
  for (let index = 1; index <= 60; index += 1) {
    await sendLead(leadName(index), `paging${index}@example.ca`, `Zucchini farm number ${index} for sale.`, `198.51.101.${index}`);
  }
  await operatorPage.goto(`${server.url}/team/leads/?q=zucchini`);
  await expect(operatorPage.getByRole("status").filter({ hasText: "match this view" })).toHaveText("60 leads match this view.");
  const names = () => operatorPage.locator('table[data-table="leads"] tbody tr td:nth-child(2) a').allInnerTexts();
  const firstPage = await names();
  expect(firstPage).toHaveLength(50);
  expect(firstPage[0]).toBe(leadName(60));
  await operatorPage.getByRole("link", { name: "Next page" }).click();
  await expect(operatorPage).toHaveURL(/page=2/);
  await expect(operatorPage.getByText("Page 2 of 2 (60 in all)")).toBeVisible();
  const secondPage = await names();
  expect(secondPage[0]).toBe(leadName(10));
  expect(secondPage).toHaveLength(10);

  const href = await operatorPage.getByRole("link", { name: /This view as CSV/ }).getAttribute("href");
  const csv = await fetchWithCookies(operator, `${server.url}${href}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("cache-control")).toBe("private, no-store");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("received_at,kind,name,email,phone,listing,source,campaign,status,owner,follow_up_on,message,id");
  expect(lines.slice(1).map((line) => line.split(",")[2])).toEqual([...firstPage, ...secondPage]);

  // The Received header sorts the same view oldest first, from its first page; its CSV follows.
  await operatorPage.getByRole("columnheader", { name: "Received" }).getByRole("link").click();
  await expect(operatorPage).toHaveURL(/[?&]q=zucchini&sort=oldest$/);
  await expect(operatorPage.getByRole("columnheader", { name: "Received" })).toHaveAttribute("aria-sort", "ascending");
  const oldestFirst = await names();
  expect([oldestFirst[0], oldestFirst.at(-1)]).toEqual([leadName(1), leadName(50)]);
  const oldestHref = await operatorPage.getByRole("link", { name: /This view as CSV/ }).getAttribute("href");
  const oldestCsv = await fetchWithCookies(operator, `${server.url}${oldestHref}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  const oldestRows = (await oldestCsv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .slice(1);
  expect(oldestRows.map((line) => line.split(",")[2])).toEqual([...firstPage, ...secondPage].reverse());

  const bad = await fetchWithCookies(operator, `${server.url}/api/operator/team/leads.csv?kind=spam`, {
    headers: { "x-forwarded-for": OPERATOR_ADDRESS },
  });
  expect(bad.status).toBe(400);
});

test("axe finds no WCAG 2.2 AA violation on any workspace page", async () => {
  // Many steps, each a server round trip: a loaded machine needs minutes, not the default 30 s.
  test.setTimeout(300_000);
  // A proposal for its page (issue 44): opened for a new owner, its id read from the answer's redirect.
  const opened = await fetchWithCookies(operator, `${server.url}/api/operator/proposals`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": OPERATOR_ADDRESS },
    body: new URLSearchParams({ name: "Robin Axe", email: "robin.axe@example.ca", property: "1 Audit Road, Guelph" }).toString(),
    redirect: "manual",
  });
  expect(opened.status).toBe(303);
  const proposal = /\/team\/proposals\/([0-9a-f-]{36})\//.exec(opened.headers.get("location") ?? "")?.[1] ?? "none";
  // Every page of the workspace (the route table's test keeps the list whole), and the Leads page searched.
  const pages = [
    ...WORKSPACE_PAGES.map((page) =>
      page.replace("{slug}", LISTING).replace("{email}", encodeURIComponent(PERSON)).replace("{proposal}", proposal),
    ),
    "/team/leads/?q=zucchini",
  ];
  const found: string[] = [];
  for (const url of pages) {
    const response = await operatorPage.goto(`${server.url}${url}`);
    expect(response?.status(), url).toBe(200);
    expect(response?.headers()["cache-control"], url).toBe("private, no-store");
    await expect(operatorPage.getByRole("heading", { level: 1 })).toBeVisible();
    found.push(...(await axeViolations(operatorPage, url)));
  }
  expect(found).toEqual([]);
});
