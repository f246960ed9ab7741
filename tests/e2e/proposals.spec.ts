/**
 * Proposals, the broker's opinion of value (issue 44, decision 0052), on the production build, the
 * server's clock at noon in Toronto on Monday 2027-03-15 (libfaketime). One owner's proposal, end
 * to end, in the workspace: a 600-unit rent roll uploaded as XLSX (its format mapped once) and the
 * same as CSV (read with the saved mapping) show the same figures; a CSV with a bad row is refused
 * naming its row and column and changes nothing; the owner's link shows the proposal privately
 * with its two charts, its PDF reads back with the value range, an altered link and a withdrawn
 * one are refused with nothing of the proposal, and the openings show on the proposal page; "the
 * owner listed" gives the draft listing file with the figures; a valuation lead's "Open a
 * proposal" on the Leads page opens one, after which the row and the person's page link to it.
 * Last, the same database served by a hosted-mode build creates the draft in the stand-in Studio's
 * Content Lake with the team's write token, once. axe finds no WCAG 2.2 AA violation on the pages.
 */
import { expect, test, type BrowserContext, type Page } from "../support/test";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInToWorkspace } from "../support/operator";
import { axeViolations } from "../support/peerChecks";
import { pdfText } from "../support/pdfText";
import { fixtureUnits, rentRollCsv, rentRollXlsx } from "../support/rentRollFiles";
import { clockAt, startServer, type TestServer } from "../support/server";
import { startHostedSite } from "../support/hostedSite";

const OPERATOR_ADDRESS = "192.0.2.66";
/** Noon in Toronto (EDT) on Monday 2027-03-15. */
const NOON = new Date("2027-03-15T16:00:00Z");
const UNITS = fixtureUnits(600);
const PROPERTY = "44 Depot Road, Newmarket";
const TTM = [
  "Storage rent,Rental income,1010000",
  "Merchandise and fees,Other income,28000",
  "Property tax,Property tax,96000",
  "Insurance,Insurance,18500",
  "Hydro and water,Utilities,31000",
  "Repairs,Repairs and maintenance,22000",
  "Owner's wages,Payroll,0",
].join("\n");

test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: TestServer;
let operator: BrowserContext;
let page: Page;
let proposalUrl: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, ...clockAt(NOON) });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS }, acceptDownloads: true });
  page = await operator.newPage();
  await signInToWorkspace(page, server.url, "/team/proposals/");
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await operator?.close();
  await server?.stop();
});

const section = (name: string) => page.getByRole("region", { name });
/** The answer of a form posted without JavaScript (`?done=`), shown by the page it returned to. */
const notice = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
/** The owner's link on this test server (the link names the site's address). */
const onServer = (link: string) => `${server.url}${new URL(link).pathname}${new URL(link).search}`;
const keyFigures = () => page.getByTestId("key-figures").innerText();
const matrix = () => page.getByTestId("pricing-matrix").innerText();

async function upload(name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await section("Rent roll").getByLabel("Rent roll (CSV or XLSX, one row per unit)").setInputFiles({ name, mimeType, buffer });
  await section("Rent roll").getByRole("button", { name: "Upload the rent roll" }).click();
  await expect(notice(/The rent roll is saved|The file is read but not saved/)).toBeVisible();
}

test("a 600-unit rent roll as XLSX and as CSV gives the same figures; a bad row is refused naming it and saves nothing", async () => {
  test.setTimeout(300_000);
  await page.getByLabel("Owner's name").fill("Dana Okafor");
  await page.getByLabel("Owner's e-mail").fill("dana.okafor@example.ca");
  await page.getByLabel("Property (address or name)").fill(PROPERTY);
  await page.getByRole("button", { name: "Open a proposal" }).click();
  await expect(page.getByRole("heading", { name: `Proposal: ${PROPERTY}`, level: 1 })).toBeVisible();
  proposalUrl = page.url().replace(/\?.*$/, "");

  // XLSX first: a format never mapped is held with a preview; the suggested mapping is named and saved.
  await upload("rent-roll.xlsx", await rentRollXlsx(UNITS), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const rentRoll = section("Rent roll");
  await expect(rentRoll.getByRole("table", { name: "First rows of rent-roll.xlsx" })).toContainText(UNITS[0]!.unit);
  await expect(rentRoll.getByText("Every row reads: 600 units.")).toBeVisible();
  await rentRoll.getByLabel("Name of this export format").fill("Storage manager export");
  await rentRoll.getByRole("button", { name: "Save the mapping and the rent roll" }).click();
  await expect(rentRoll.getByText("Saved: 600 units from rent-roll.xlsx.")).toBeVisible();

  await section("Trailing twelve months")
    .getByLabel(/Type the lines/)
    .fill(TTM);
  await section("Trailing twelve months").getByRole("button", { name: "Save the twelve months" }).click();
  await expect(notice("The trailing twelve months are saved.")).toBeVisible();
  const inputs = section("Inputs, comments and value range");
  await inputs.getByLabel("Market (its cap-rate range spans the matrix)").selectOption("york-region");
  await inputs.getByLabel("Market payroll ($ a year)").fill("65000");
  await inputs.getByLabel("Target occupancy (%)").fill("92");
  await inputs.getByLabel("Value range, low ($)").fill("5,200,000");
  await inputs.getByLabel("Value range, high ($)").fill("5,600,000");
  await inputs.getByLabel(/^Comments for the owner/).fill("Street rates have room to move.\n\nA buyer will underwrite a manager.");
  await inputs.getByRole("button", { name: "Save the inputs" }).click();
  await expect(notice("The inputs, comments and value range are saved.")).toBeVisible();
  const [fromXlsx, matrixFromXlsx] = [await keyFigures(), await matrix()];
  expect(fromXlsx).toContain("Units\t600");
  expect(matrixFromXlsx).toContain("5.50%");

  // The same units as CSV: the saved mapping reads it at once, and every figure is the same.
  await upload("rent-roll.csv", rentRollCsv(UNITS), "text/csv");
  await expect(section("Rent roll").getByText("Saved: 600 units from rent-roll.csv.")).toBeVisible();
  expect(await keyFigures()).toBe(fromXlsx);
  expect(await matrix()).toBe(matrixFromXlsx);

  // A bad street rate on file row 7 (data index 5): named by row and column, and nothing changes.
  await upload("bad.csv", rentRollCsv(UNITS, [{ index: 5, header: "Street Rate", value: "call us" }]), "text/csv");
  await expect(page.getByTestId("rent-roll-problems")).toContainText('Row 7, column "Street Rate": "call us"');
  await expect(section("Rent roll").getByText("Saved: 600 units from rent-roll.csv.")).toBeVisible();
  expect(await keyFigures()).toBe(fromXlsx);
  // Saving without ticking "skip" is refused with the same row named.
  const refused = page.waitForResponse((response) => response.url().endsWith("/mapping"));
  await section("Rent roll").getByRole("button", { name: "Save the mapping and the rent roll" }).click();
  expect((await refused).status()).toBe(422);
  await expect(page.getByText('Row 7, column "Street Rate"')).toBeVisible();
  await page.goto(proposalUrl);
  await section("Rent roll").getByRole("button", { name: "Discard this file" }).click();
  await expect(notice("The uploaded file is discarded")).toBeVisible();
  expect(await keyFigures()).toBe(fromXlsx);
  expect(await axeViolations(page, proposalUrl)).toEqual([]);
});

test("the owner's link shows the proposal and its PDF privately; altered and withdrawn links are refused; openings show", async ({
  browser,
}) => {
  await page.goto(proposalUrl);
  await section("Owner's links").getByRole("button", { name: "Make a link for the owner" }).click();
  await expect(notice("The owner's link is made")).toBeVisible();
  const link = await section("Owner's links").getByLabel("Link to send").inputValue();
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const opened = await ownerPage.goto(onServer(link));
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(ownerPage.getByRole("heading", { name: PROPERTY, level: 1 })).toBeVisible();
  await expect(ownerPage.getByText("$5,200,000 to $5,600,000")).toBeVisible();
  await expect(ownerPage.getByText("Street rates have room to move.")).toBeVisible();
  expect(await ownerPage.content()).not.toContain("dana.okafor@example.ca");
  // The two charts of the team's page and the PDF, each an image named by its title and description.
  expect(await ownerPage.locator("svg").count()).toBe(2);
  await expect(
    ownerPage.getByRole("img", { name: /^Unit mix Share of the 600 units and of the [\d,]+ rentable square feet/ }),
  ).toBeVisible();
  await expect(ownerPage.getByRole("img", { name: /^Occupancy and rate gap Physical occupancy by units and by area/ })).toBeVisible();
  // Its numbers, in a table folded under the drawing.
  const numbers = ownerPage.getByRole("table", { name: "Occupancy and rate gap: the numbers (%)", includeHidden: true });
  await expect(numbers).toContainText("Whole facility");
  expect(await axeViolations(ownerPage, "the owner's page")).toEqual([]);

  const pdfHref = await ownerPage.getByRole("link", { name: "Download this opinion of value as a PDF" }).getAttribute("href");
  const pdf = await fetch(`${server.url}${pdfHref}`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("cache-control")).toBe("private, no-store");
  const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
  expect(text).toContain("$5,200,000");
  expect(text).toContain("$5,600,000");

  const token = new URL(link).searchParams.get("t")!;
  const altered = await fetch(`${server.url}/opinion-of-value/?t=${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`);
  expect(altered.status).toBe(403);
  expect(await altered.text()).not.toContain(PROPERTY);

  await page.goto(proposalUrl);
  const links = section("Owner's links");
  await expect(links.getByTestId("owner-links")).toContainText("Opened 2 times");
  await expect(links.getByTestId("openings")).toContainText("the page");
  await expect(links.getByTestId("openings")).toContainText("the PDF");
  await links.getByRole("button", { name: "Withdraw this link" }).click();
  await expect(notice("The link is withdrawn")).toBeVisible();
  const withdrawn = await fetch(onServer(link));
  expect(withdrawn.status).toBe(404);
  const body = await withdrawn.text();
  expect(body).toContain("This link was withdrawn");
  expect(body).not.toContain(PROPERTY);
  expect(body).not.toContain("5,600,000");
  await owner.close();
});

test("the owner listed: the draft listing file carries the figures, in the Studio's listing fields", async () => {
  await page.goto(proposalUrl);
  const occupancyText = /Physical occupancy by units\t([\d.]+)%/.exec(await keyFigures())?.[1];
  const noiText = /NOI, normalised ttm\t\$([\d,]+)/.exec(await keyFigures())?.[1];
  await section("The owner listed").getByLabel("The listing's slug (its address on the site)").fill("newmarket-storage");
  await section("The owner listed").getByRole("button", { name: "The owner listed" }).click();
  await expect(notice("The owner's listing is recorded")).toBeVisible();
  const href = await section("The owner listed").getByRole("link", { name: "Download the draft listing" }).getAttribute("href");
  const file = await fetchWithCookies(operator, `${server.url}${href}`, { headers: { "x-forwarded-for": OPERATOR_ADDRESS } });
  expect(file.status).toBe(200);
  expect(file.headers.get("cache-control")).toBe("private, no-store");
  const lines = (await file.text()).trim().split("\n");
  expect(lines).toHaveLength(1);
  const draft = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(draft).toMatchObject({
    _id: "drafts.listing.newmarket-storage",
    _type: "listing",
    slug: { _type: "slug", current: "newmarket-storage" },
    assetClass: "self-storage",
    confidential: true,
    askingPrice: 5_600_000,
    units: 600,
    occupancy: Number(occupancyText),
    noi: Number(noiText?.replace(/,/g, "")),
    listedAt: "2027-03-15",
  });
  expect(draft.rentableSqFt).toBe(UNITS.reduce((sum, unit) => sum + unit.widthFt * unit.depthFt, 0));
  expect(draft.capRate).toBeCloseTo((Number(noiText?.replace(/,/g, "")) / 5_600_000) * 100, 1);
  // Embedded mode: no Studio to write to, so the file is the way in (hosted: studioDraft.test.ts).
  await expect(section("The owner listed").getByRole("button", { name: "Create the draft in the Studio" })).toHaveCount(0);
  const studio = await fetchWithCookies(
    operator,
    `${server.url}${new URL(proposalUrl).pathname.replace("/team/", "/api/operator/")}studio-draft`,
    {
      method: "POST",
      headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    },
  );
  expect(studio.status).toBe(404);
  expect(await studio.text()).toContain("Drafts are created in the Studio in hosted mode with SANITY_API_WRITE_TOKEN set");
  await page.goto(`${server.url}/team/proposals/`);
  await expect(page.getByRole("table", { name: "Proposals, the latest change first" })).toContainText("Listed as newmarket-storage");
});

test("a valuation lead opens its proposal from the Leads page, then links to it there and on the person's page", async ({ request }) => {
  const owner = "sam.tran@example.ca";
  const asked = await request.post(`${server.url}/api/leads/valuation`, {
    data: { name: "Sam Tran", email: owner, phone: "(705) 555-0144", property_address: "9 Yonge Street, Bradford" },
    headers: { "x-forwarded-for": "198.51.100.44" },
  });
  expect(asked.status()).toBe(200);
  await page.goto(`${server.url}/team/leads/?kind=valuation`);
  const row = page.getByRole("row").filter({ hasText: owner });
  await expect(row.getByRole("link", { name: "Open its proposal" })).toHaveCount(0);
  await row.getByRole("button", { name: "Open a proposal" }).click();
  await expect(page.getByRole("heading", { name: "Proposal: 9 Yonge Street, Bradford", level: 1 })).toBeVisible();
  const opened = page.url().replace(/\?.*$/, "");
  expect(opened).not.toBe(proposalUrl);

  await page.goto(`${server.url}/team/leads/?kind=valuation`);
  const link = page.getByRole("row").filter({ hasText: owner }).getByRole("link", { name: "Open its proposal" });
  expect(`${server.url}${await link.getAttribute("href")}`).toBe(opened);
  await expect(page.getByRole("row").filter({ hasText: owner }).getByRole("button", { name: "Open a proposal" })).toHaveCount(0);
  await page.goto(`${server.url}/team/people/?email=${encodeURIComponent(owner)}`);
  expect(`${server.url}${await page.getByRole("link", { name: "Open its proposal" }).getAttribute("href")}`).toBe(opened);
  await page.goto(`${server.url}/team/proposals/`);
  await expect(page.getByRole("table", { name: "Proposals, the latest change first" })).toContainText("Sam Tran");
});

test("hosted mode: the listed proposal's draft listing is created in the Studio once, never published", async ({ browser }) => {
  // The same database served by a hosted-mode build (its content read from the stand-in Content
  // Lake) with a Contributor's write token: the button posts, the page comes back and says what
  // came of it, and the Content Lake holds the draft with the proposal's figures.
  await server.stop();
  const WRITE_TOKEN = "e2e-contributor-write-token";
  const hosted = await startHostedSite({
    DATA_DIR: server.dataDir,
    OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
    SANITY_API_WRITE_TOKEN: WRITE_TOKEN,
    ...clockAt(NOON),
  });
  try {
    hosted.lake.setWriteToken(WRITE_TOKEN);
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
    const team = await context.newPage();
    await signInToWorkspace(team, hosted.server.url, "/team/proposals/");
    await team.goto(`${hosted.server.url}${new URL(proposalUrl).pathname}`);
    const listed = team.getByRole("region", { name: "The owner listed" });
    await listed.getByRole("button", { name: "Create the draft in the Studio" }).click();
    await expect(team.getByTestId("studio-draft")).toHaveText(
      "The draft listing is in the Studio with the proposal's figures: review it there and publish it.",
    );
    expect(hosted.lake.mutations().map((mutation) => mutation.headers.authorization)).toEqual([`Bearer ${WRITE_TOKEN}`]);
    expect(hosted.lake.document("drafts.listing.newmarket-storage")).toMatchObject({
      _type: "listing",
      slug: { current: "newmarket-storage" },
      askingPrice: 5_600_000,
      units: 600,
    });
    expect(hosted.lake.document("listing.newmarket-storage")).toBeNull();
    // Pressed again, the draft the team may have edited since is left as it is.
    await team.getByRole("region", { name: "The owner listed" }).getByRole("button", { name: "Create the draft in the Studio" }).click();
    await expect(team.getByTestId("studio-draft")).toHaveText(
      "A draft of this listing already exists in the Studio: it was left as it is, nothing was overwritten. Open it there.",
    );
    // Seen in the Studio before any write: no second mutation was sent.
    expect(hosted.lake.mutations()).toHaveLength(1);
    await context.close();
  } finally {
    await hosted.stop();
  }
});
