/**
 * Every page of the production build is advertising by a registered brokerage (issue 43,
 * decision 0053): each route of the route table and of the dataset (the sitemap's pages and the
 * operator's), the pages rendered from a query string and the not-found page carry the
 * brokerage's registered name and address, and name the registrant only with the title
 * (advertisingFaults, whose own tests fail on a page with the brokerage removed). The about page
 * shows the registered name, the title and the registration number.
 */
import { advertisingFaults, visibleText } from "../../apps/web/src/advertising/advertisingCheck";
import { LISTINGS_FILTER_PATH } from "@agency/paths";
import { QUERY_ROUTES } from "../../apps/web/src/routing/routes";
import { advertisingRulesOf } from "../support/advertising";
import { ALL_ROUTES, SEED_DATASET } from "../support/routes";
import { expect, test } from "../support/test";

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
