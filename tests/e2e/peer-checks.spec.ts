/**
 * Checks by tools no one here wrote, over the built site (docs/decisions/0014-peer-checks.md):
 * axe-core (WCAG 2.2 AA) in Chromium, the W3C Nu HTML validator, and schema.org's vocabulary.
 * The desktop visits also prove that every page hydrates without a content security policy
 * violation (security.spec.ts checks the headers and an injected script).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "../support/test";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { axeViolations, jsonLdNodeProblems, nuErrors } from "../support/peerChecks";
import { PUBLIC_ROUTES } from "../support/routes";
import { loadVocabulary } from "../support/schemaVocabulary";

/**
 * Site search's results page (noindex, so not in PUBLIC_ROUTES, which the sitemap lists): with
 * results, filters and paging, and with none.
 */
const SEARCH_PAGES = ["/search/?q=storage", "/search/?q=zebra+crossing"];
const EVERY_PAGE = [...PUBLIC_ROUTES, ...SEARCH_PAGES, "/no-such-page/", "/diagnostics"];

async function settledToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  if ((await toasts.count()) === 0) return;
  await expect(toasts.first()).toHaveAttribute("data-mounted", "true");
  await toasts.evaluateAll((elements) =>
    Promise.all(elements.flatMap((element) => element.getAnimations({ subtree: true }).map((animation) => animation.finished))),
  );
}

/**
 * One page per kind of screen per worker, reused from route to route, as in reflow.spec.ts: a new
 * browser context per test fetches and compiles every script of the site again, which cost more
 * than axe itself. Every test starts with its own navigation, and these tests change nothing on
 * the page (axe only reads it); the tests that type, click or sign in keep their own context.
 */
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const pages = new Map<keyof typeof SCREENS, Promise<Page>>();
function pageFor(browser: Browser, screen: keyof typeof SCREENS, baseURL: string | undefined): Promise<Page> {
  let page = pages.get(screen);
  if (!page) {
    page = browser
      .newContext({ ...SCREENS[screen], baseURL })
      .then((context) => context.newPage())
      .then(watchPolicyViolations);
    pages.set(screen, page);
  }
  return page;
}

/**
 * The content security policy's violations on the reused page, for the current route: every page
 * axe visits must also run every script it has under the policy sent with it
 * (docs/decisions/0011-content-security-policy.md). They are reported to the console, by the
 * browser and by a listener added before any of the page's own scripts.
 */
const violations = new WeakMap<Page, string[]>();
async function watchPolicyViolations(page: Page): Promise<Page> {
  const found: string[] = [];
  violations.set(page, found);
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|connect|apply|frame)/i.test(message.text()))
      found.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return page;
}

/** Opens `route` on the reused page; once React has taken it over, no policy violation was reported. */
async function openUnderPolicy(page: Page, route: string): Promise<void> {
  const found = violations.get(page)!;
  found.length = 0;
  await page.goto(route, { waitUntil: "load" });
  // Hydrated: React attached its handlers, which needs every script of the page to have run.
  await expect
    .poll(() => page.evaluate(() => "__next_f" in window && Object.keys(document.body).some((key) => key.startsWith("__reactProps$"))), {
      message: `${route} hydrates`,
    })
    .toBe(true);
  expect(found, `${route}: content security policy violations`).toEqual([]);
}

/**
 * Opens what a reader can unfold before axe reads the page: each chart's "Show the numbers" table
 * (issue 22). Every page is checked with them open, on a desktop and on a phone.
 */
async function openTheNumbers(page: Page): Promise<void> {
  for (const summary of await page.getByText("Show the numbers").all()) await summary.click();
}

test.describe("axe-core, WCAG 2.2 AA", () => {
  // One test per page: each has its own time limit, and a failure names its page. (One loop over
  // every page took 2.9 min on a busy machine, against a 3 min limit.)
  for (const route of EVERY_PAGE) {
    test(`${route}, on a desktop, under its content security policy`, async ({ browser, baseURL }) => {
      const page = await pageFor(browser, "desktop", baseURL);
      await openUnderPolicy(page, route);
      await openTheNumbers(page);
      expect(await axeViolations(page, route)).toEqual([]);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const route of EVERY_PAGE) {
      test(`${route}, on a phone`, async ({ browser, baseURL }) => {
        const page = await pageFor(browser, "phone", baseURL);
        await page.goto(route);
        await openTheNumbers(page);
        expect(await axeViolations(page, `${route} (phone)`)).toEqual([]);
      });
    }

    test("/ with the menu open, on a phone", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: /menu/i }).click();
      expect(await axeViolations(page, "/ with the menu open (phone)")).toEqual([]);
    });
  });

  test("the states visitors and the operator reach", async ({ page }) => {
    const found: string[] = [];
    await page.goto("/contact/");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    // The error toast slides and fades in: check it as people read it, once it has settled.
    await settledToasts(page);
    found.push(...(await axeViolations(page, "/contact/ with field errors")));

    await page.goto("/tools/roi-calculator/");
    await page.getByLabel("Purchase price").fill("0");
    found.push(...(await axeViolations(page, "/tools/roi-calculator/ with an empty result")));

    await page.goto("/");
    await page.getByLabel("Storage units").first().fill("100");
    found.push(...(await axeViolations(page, "/ with a valuation shown")));

    await page.goto("/diagnostics");
    await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible();
    // The signed-in page arrives through a client refresh whose metadata streams separately: on a
    // loaded machine axe could run between the dashboard and its <title>. Check the settled page.
    await expect(page).toHaveTitle("System Diagnostics | Ontario Storage Advisors");
    found.push(...(await axeViolations(page, "/diagnostics signed in")));
    expect(found).toEqual([]);
  });
});

test("the W3C Nu HTML validator finds no error on any page", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "nu-"));
  const files: string[] = [];
  for (const route of EVERY_PAGE) {
    const response = await request.get(route);
    const file = path.join(dir, `${route.replace(/\W+/g, "_") || "home"}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }
  const errors = nuErrors(files);
  expect(errors, `${files.length} pages validated`).toEqual([]);
});

test("every structured-data block parses and uses only schema.org types and properties", async ({ request }) => {
  const vocabulary = loadVocabulary();
  const problems: string[] = [];
  let blocks = 0;
  for (const route of EVERY_PAGE) {
    const html = await (await request.get(route)).text();
    for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      blocks += 1;
      let data: unknown;
      try {
        data = JSON.parse(match[1] ?? "");
      } catch (error) {
        problems.push(`${route}: JSON-LD does not parse (${String(error)})`);
        continue;
      }
      problems.push(...jsonLdNodeProblems(data, route, vocabulary));
    }
  }
  expect(problems).toEqual([]);
  expect(blocks).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length);
});
