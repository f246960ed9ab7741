/**
 * The record of breaches of security safeguards (PIPEDA s. 10.3, decision 0055) on the production
 * build, the server's clock at noon in Toronto on Monday 2027-03-15 (libfaketime): a breach recorded
 * on the workspace's Privacy page without JavaScript is listed there and in the downloaded CSV; a
 * wrong field answers 400 naming it and stores nothing; the CSV is the operator's alone; the record
 * survives a restart of the server on the same data; axe finds no WCAG 2.2 AA violation on the page.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { csvCells } from "../support/csv";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInToWorkspace } from "../support/operator";
import { axeViolations } from "../support/peerChecks";
import { clockAt, startServer, tempDataDir, type TestServer } from "../support/server";

const PRIVACY = "/team/privacy/";
const CSV = "/api/operator/privacy/breaches.csv";
const OPERATOR_ADDRESS = "192.0.2.55";
/** Noon in Toronto (EDT) on Monday 2027-03-15: every day the form is given lies before it. */
const NOON = new Date("2027-03-15T16:00:00Z");
const DESCRIPTION = "The off-market investor list was attached to an e-mail sent to the wrong buyer.";

test.describe.configure({ mode: "serial", timeout: 240_000 });

let dataDir: string;
let server: TestServer;
let operator: BrowserContext;
let operatorPage: Page;

/** The server on the run's data at NOON, and the operator signed in on the Privacy page. */
async function openServer(browser: Browser): Promise<void> {
  server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, DATA_DIR: dataDir, ...clockAt(NOON) });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  operatorPage = await operator.newPage();
  await signInToWorkspace(operatorPage, server.url, PRIVACY);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  // A folder of its own each run (a repeat in the same worker starts with no breach recorded).
  dataDir = tempDataDir();
  await openServer(browser);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await operator?.close();
  await server?.stop();
});

const breachSection = (page: Page) => page.getByRole("region", { name: "Breaches of security safeguards" });

/** The CSV as the operator downloads it, split into records of cells (no cell here holds a line break). */
async function csvRows(context: BrowserContext): Promise<string[][]> {
  const response = await fetchWithCookies(context, `${server.url}${CSV}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map(csvCells);
}

test("a breach recorded without JavaScript is listed, downloaded in the CSV, refused when wrong, and kept over a restart", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await operator.storageState(),
    extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS },
    acceptDownloads: true,
  });
  const page = await noScript.newPage();
  await page.goto(`${server.url}${PRIVACY}`);
  const section = breachSection(page);
  await expect(section.getByText("No breach recorded.")).toBeVisible();

  await section.getByLabel("Occurred on (or from)", { exact: true }).fill("2027-02-22");
  await section.getByLabel("Discovered on", { exact: true }).fill("2027-02-23");
  await section.getByLabel("Determined to be a breach on", { exact: true }).fill("2027-02-24");
  await section.getByLabel("What happened", { exact: true }).fill(DESCRIPTION);
  await section.getByLabel("Cause", { exact: true }).fill("A misdirected e-mail");
  await section.getByLabel("Personal information involved", { exact: true }).fill("Names, phone numbers and buy boxes of investors");
  await section.getByLabel("People affected", { exact: true }).fill("41");
  await section.getByLabel("Sensitivity of the information", { exact: true }).fill("Moderate: contact details and investment criteria.");
  await section
    .getByLabel("Probability of misuse", { exact: true })
    .fill("Low: the buyer signed a confidentiality agreement and deleted it.");
  await section
    .getByRole("group", { name: /real risk of significant harm to someone/ })
    .getByLabel("No")
    .check();
  await section.getByLabel("Why", { exact: true }).fill("Sent to one known buyer under an agreement, confirmed deleted the same day.");
  await section.getByRole("group", { name: "Reported to the Privacy Commissioner of Canada?" }).getByLabel("No").check();
  await section.getByRole("group", { name: "Were the people affected notified?" }).getByLabel("Yes").check();
  await section.getByLabel("People notified on", { exact: true }).fill("2027-02-26");
  await section.getByLabel("Steps taken", { exact: true }).fill("Recall requested; the list is now sent only from the deal room.");
  await section.getByRole("button", { name: "Record the breach" }).click();

  await expect(page).toHaveURL(`${server.url}${PRIVACY}?done=breach-recorded#breach-record`);
  await expect(page.getByRole("status").filter({ hasText: "The breach is recorded" })).toHaveText(
    "The breach is recorded: it is listed below and in the CSV, and kept 24 months from the day it was determined.",
  );
  const row = section.locator('table[data-table="breach-records"] tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("2027-02-24");
  await expect(row).toContainText("kept until 2029-02-24");
  await expect(row).toContainText(DESCRIPTION);
  await expect(row).toContainText("41 people");

  // The page's own link downloads the file.
  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download the breach record (CSV, 1 row)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("breach-record-2027-03-15.csv");
  const lines = (await readFile((await download.path()) ?? ""))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map(csvCells);
  expect(lines).toHaveLength(2);
  const record = Object.fromEntries(lines[0]!.map((column, index) => [column, lines[1]![index]]));
  expect(record).toMatchObject({
    determined_on: "2027-02-24",
    kept_until: "2029-02-24",
    occurred_from: "2027-02-22",
    discovered_on: "2027-02-23",
    description: DESCRIPTION,
    people_affected: "41",
    real_risk_of_significant_harm: "no",
    commissioner_reported: "no",
    commissioner_reported_on: "",
    people_notified: "yes",
    people_notified_on: "2027-02-26",
    recorded_by: "Daniel Mercer",
  });

  // A wrong field: 400 naming it, nothing stored.
  const form = new URLSearchParams({
    occurredFrom: "2027-03-01",
    discoveredOn: "2027-03-02",
    determinedOn: "2027-03-16",
    description: "Never stored",
    personalInformation: "Names",
    peopleAffected: "2",
    cause: "Test",
    sensitivity: "Low",
    misuseProbability: "Low",
    realRisk: "no",
    riskReasoning: "Test",
    commissionerReported: "no",
    peopleNotified: "no",
    stepsTaken: "None",
    recordedBy: "Daniel Mercer",
  });
  const refused = await fetchWithCookies(noScript, `${server.url}/api/operator/privacy/breaches`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": OPERATOR_ADDRESS },
    body: form.toString(),
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain(
    "<strong>Determined to be a breach on</strong>: Determined to be a breach on is after today (2027-03-15, Toronto): record what has happened.",
  );
  expect(await csvRows(noScript)).toHaveLength(2);
  await noScript.close();

  // The CSV is the operator's alone.
  const anonymous = await fetch(`${server.url}${CSV}`, { headers: { "x-forwarded-for": "198.51.100.55" } });
  expect(anonymous.status).toBe(401);

  // The server again, on the same data and clock.
  await operator.close();
  await server.stop();
  await openServer(browser);
  await expect(breachSection(operatorPage).locator('table[data-table="breach-records"] tbody tr')).toContainText(DESCRIPTION);
  const [header, kept] = await csvRows(operator);
  expect(kept?.[header!.indexOf("description")]).toBe(DESCRIPTION);
});

test("axe finds no WCAG 2.2 AA violation on the Privacy page with a breach recorded", async () => {
  const response = await operatorPage.goto(`${server.url}${PRIVACY}`);
  expect(response?.status()).toBe(200);
  await expect(breachSection(operatorPage).locator('table[data-table="breach-records"] tbody tr')).toHaveCount(1);
  expect(await axeViolations(operatorPage, PRIVACY)).toEqual([]);
});
