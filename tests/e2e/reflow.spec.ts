/**
 * Every page fits a phone (issue 21; WCAG 2.2 1.4.4 Resize Text and 1.4.10 Reflow): at 320,
 * 375 and 768 CSS px the document never scrolls sideways, and no element outside a deliberate
 * scroll container (a wide table in its own frame) extends past the viewport. A failure names
 * the route, the width and the elements past the edge (tests/support/reflow.ts).
 *
 * The routes are the route table the sitemap is built from (seo.spec.ts pins the two together),
 * so a page added to the site is checked here without editing this file (and
 * apps/web/src/routing/routes.test.ts fails when a page exists that the table lacks).
 *
 * Text at 200 %: Chromium has no text-only zoom that Playwright can set, so the forms and
 * calculators are checked in the two ways a visitor gets there:
 * - page zoom 200 % in a 1280 px window lays the page out in 640 CSS px (WCAG 1.4.10's own
 *   equivalence), which a 640 px viewport reproduces exactly, media queries included;
 * - text-only zoom (Firefox's "Zoom text only", a larger default font size) grows every rem and
 *   em but not the layout's breakpoints: the desktop layout at 1280 px with the root font size at
 *   200 % is the hardest case of it, twice the text in columns sized for normal text.
 */
import { expect, test, type Browser, type Page } from "../support/test";
import { sidewaysOverflow } from "../support/reflow";
import { PUBLIC_ROUTES } from "../support/routes";

const EVERY_PAGE = [...PUBLIC_ROUTES, "/no-such-page/", "/diagnostics"];
const WIDTHS = [320, 375, 768];

/** The forms and calculators, checked again with text at 200 %. */
const FORMS = ["/", "/contact/", "/sell/", "/off-market/", "/tools/roi-calculator/"];

/**
 * One page per kind of screen per worker, reused from route to route: a fresh browser context per
 * test fetches and compiles every script again, which tripled the run time. Every test still
 * starts with its own navigation, and nothing a test changes (input, the root font size) outlives
 * it. A phone or tablet is emulated as one: the meta viewport applies and scrollbars overlay the
 * page, so the whole width is the page's.
 */
const pages = new Map<string, Promise<Page>>();
function pageFor(browser: Browser, width: number, device: "phone or tablet" | "desktop"): Promise<Page> {
  const key = `${width} ${device}`;
  let page = pages.get(key);
  if (!page) {
    const mobile = device === "phone or tablet";
    page = browser
      .newContext({ viewport: { width, height: 800 }, isMobile: mobile, hasTouch: mobile })
      .then((context) => context.newPage());
    pages.set(key, page);
  }
  return page;
}

/** What a page shows only after input, brought on screen before measuring: the home page's valuation. */
async function showResults(page: Page, route: string) {
  if (route !== "/") return;
  const calculator = page.getByRole("region", { name: "What is your facility worth?" });
  await calculator.getByLabel("Storage units").fill("100");
  await expect(calculator.getByText("Estimated facility value")).toBeVisible();
}

async function expectFits(page: Page, route: string, where: string) {
  await showResults(page, route);
  // Measure in the page's own fonts, not a fallback's widths.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { problems } = await page.evaluate(sidewaysOverflow);
  expect(problems, `${route} ${where}`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    for (const route of EVERY_PAGE) {
      test(`${route} fits`, async ({ browser }) => {
        const page = await pageFor(browser, width, "phone or tablet");
        await page.goto(route);
        await expectFits(page, route, `at ${width} px`);
      });
    }
  });
}

test.describe("text at 200 %", () => {
  for (const route of FORMS) {
    test(`${route} fits 640 px (page zoom 200 % in a 1280 px window)`, async ({ browser }) => {
      const page = await pageFor(browser, 640, "desktop");
      await page.goto(route);
      await expect(page.getByRole("main").locator("form").first()).toBeVisible();
      await expectFits(page, route, "at 640 px");
    });

    test(`${route} fits 1280 px with the root font size at 200 % (text-only zoom)`, async ({ browser }) => {
      const page = await pageFor(browser, 1280, "desktop");
      await page.goto(route);
      await expect(page.getByRole("main").locator("form").first()).toBeVisible();
      // Through the CSSOM, which the Content-Security-Policy allows (an injected <style> it would not).
      await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
      await expectFits(page, route, "at 1280 px with text at 200 %");
    });
  }
});
