/**
 * Every page of the production build is advertising by a registered brokerage (issue 43,
 * decision 0053): each route of the route table and of the dataset (the sitemap's pages and the
 * operator's), the pages rendered from a query string, the not-found page and the pages route
 * handlers draw themselves (the owner's report, the deal room's link exchange and refusals, the
 * deal e-mail and unsubscribe pages) carry the brokerage's registered name and address, name the
 * registrant only with the title, and show a figure claimed about the team only with its
 * footnote mark and basis (advertisingFaults, whose own tests fail on a page with the brokerage
 * removed and on an unmarked figure). The about page shows the registered name, the title and the
 * registration number.
 */
import path from "node:path";
import { advertisingFaults, visibleText } from "../../apps/web/src/advertising/advertisingCheck";
import { LISTINGS_FILTER_PATH } from "@agency/paths";
import { QUERY_ROUTES } from "../../apps/web/src/routing/routes";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { advertisingRulesOf } from "../support/advertising";
import { exchangePathOf } from "../support/dealRoom";
import { E2E_OPERATOR_PASSWORD, signInToWorkspace } from "../support/operator";
import { FIXTURE_DATASET, PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { ALL_ROUTES, SEED_DATASET } from "../support/routes";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";
import { expect, test, type Browser } from "../support/test";

const RULES = advertisingRulesOf(SEED_DATASET);
// The filtered listings need a filter (bare, or with no listing published as in the seed, the
// path redirects to the listings page: the redirect is followed and its page checked).
const QUERY_PAGES = QUERY_ROUTES.map((route) => (route === LISTINGS_FILTER_PATH ? `${route}?status=available` : route));

test.describe("every page names the brokerage and the registrant with the title", () => {
  for (const route of [...ALL_ROUTES, ...QUERY_PAGES, "/no-such-page/"]) {
    test(route, async ({ request }) => {
      const response = await request.get(route);
      expect([200, 404]).toContain(response.status());
      expect(advertisingFaults(visibleText(await response.text()), RULES)).toEqual([]);
    });
  }
});

/**
 * Pages a route handler draws as HTML of its own, outside the site's layout, that anyone can reach
 * without a link of theirs: the refusals of a missing or cut link. Their status and heading show the
 * handler answered (not the site's 404 page).
 */
const HANDLER_PAGES: readonly [path: string, status: number, heading: string][] = [
  ["/owner-report/", 400, "Open the report from your link"],
  ["/owner-report/?t=cut-short", 400, "This link is incomplete"],
  ["/owner-report/pdf/", 400, "Open the report from your link"],
  ["/unsubscribe/?t=cut-short", 400, "This unsubscribe link is not valid"],
  ["/deal-emails/?t=cut-short", 400, "This link is not valid"],
  ["/deal-emails/confirm/?t=cut-short", 400, "This confirmation link is not valid"],
];

test.describe("pages drawn by route handlers name the brokerage too", () => {
  for (const [route, status, heading] of HANDLER_PAGES) {
    test(route, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(status);
      const html = await response.text();
      expect(visibleText(html)).toContain(heading);
      expect(advertisingFaults(visibleText(html), RULES)).toEqual([]);
    });
  }
});

test.describe("the deal room's link exchange, its refusals and the owner's report, on a listing with a deal room", () => {
  const LISTING = "fixture-confidential";
  const TITLE = "Fixture Listing: Confidential GTA Facility";
  const FIXTURE_RULES = advertisingRulesOf(FIXTURE_DATASET);
  let server: TestServer;

  test.describe.configure({ mode: "serial", timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    ensurePublishingBuild();
    server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** A signed link with its MAC's first character changed (every bit of it counts, unlike the last's). */
  const forge = (link: string) =>
    link.replace(/\.([\w-])([\w-]*)$/, (_match, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`);

  /** The answer passes the check, with the status and heading that show which page it is. */
  async function advertisedPage(response: Response, status: number, heading: string) {
    expect(response.status).toBe(status);
    const text = visibleText(await response.text());
    expect(text).toContain(heading);
    expect(advertisingFaults(text, FIXTURE_RULES)).toEqual([]);
  }

  /** Signs the listing's agreement in a browser of its own; answers the e-mailed link on this server. */
  async function signedLink(browser: Browser): Promise<string> {
    const email = "ada.advertised@example.ca";
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.43" } });
    const page = await context.newPage();
    await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
    await page.getByRole("textbox", { name: "Full name", exact: true }).fill("Ada Advertised");
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0143");
    await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
    await page.getByRole("textbox", { name: "Signature: type your full name" }).fill("Ada Advertised");
    await page.getByLabel("I agree to the confidentiality agreement above.").check();
    await page.getByRole("button", { name: "Sign and request the documents" }).click();
    await expect(page.getByTestId("agreement-signed")).toContainText(email);
    await context.close();
    let link = "";
    await expect
      .poll(
        async () => {
          const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
          const access = messages.find(
            (message) => message.headers.to === email && /^Your access to the/.test(message.headers.subject ?? ""),
          );
          link = /https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(access?.text ?? "")?.[0] ?? "";
          return link;
        },
        { timeout: 20_000 },
      )
      .not.toBe("");
    return link.replace(E2E_SITE_URL, server.url);
  }

  test("the link exchange's page and refusals, a document and an offer refused without the room's cookie", async ({ browser }) => {
    const link = await signedLink(browser);
    await advertisedPage(await fetch(link), 200, "Open the deal room");
    await advertisedPage(await fetch(forge(link)), 403, "This link is not valid");
    const exchange = `${server.url}${exchangePathOf(link)}`;
    await advertisedPage(
      await fetch(exchange, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "sec-fetch-site": "same-origin" },
        body: "t=cut-short",
      }),
      403,
      "This link is incomplete",
    );
    const room = `${server.url}/self-storage/listings/${LISTING}/deal-room/`;
    await advertisedPage(await fetch(`${room}documents/6f1c1c9e-8a3f-4d0c-9a55-0b8f0f6c2a11/`), 403, "Open the deal room from your e-mail");
    await advertisedPage(
      await fetch(`${room}offer/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "sec-fetch-site": "same-origin" },
        body: "price=1",
      }),
      403,
      "Open the deal room from your e-mail",
    );
  });

  test("the owner's report at its link, and its refusal", async ({ browser }) => {
    const operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.43" } });
    const page = await operator.newPage();
    await signInToWorkspace(page, server.url, `/team/listings/${LISTING}/`);
    const room = page.getByRole("article", { name: TITLE });
    await room.getByRole("button", { name: `Create the owner's report link: ${TITLE}` }).click();
    const made = room.getByRole("list", { name: `Owner's report links of ${TITLE}` }).getByRole("listitem");
    await expect(made).toHaveCount(1);
    const link = await made
      .first()
      .getByRole("textbox", { name: new RegExp(`^Link for the owner of ${TITLE}, made `) })
      .inputValue();
    await operator.close();
    const report = link.replace(E2E_SITE_URL, server.url);
    await advertisedPage(await fetch(report), 200, TITLE);
    await advertisedPage(await fetch(forge(report)), 403, "This report link is not valid");
  });
});

test("the about page shows the registered name, the title and the registration number", async ({ page }) => {
  await page.goto("/about/");
  const card = page.locator("article").filter({ hasText: "RECO registration no." });
  await expect(card.getByRole("heading", { level: 3 })).toHaveText("Daniel Mercer, Sales Representative");
  await expect(card).toContainText("RECO registration no. 4812736");
  await expect(card).toContainText("Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage");
  // Not a CREA member in the seed: REALTOR® is nowhere beside his name.
  await expect(page.getByText(/Daniel Mercer, Sales Representative, REALTOR/)).toHaveCount(0);
  await expect(page.locator("footer")).toContainText("200 Front Street West, Suite 2400, Toronto, ON M5V 3K2");
});
