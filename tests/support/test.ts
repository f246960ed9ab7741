/**
 * Playwright's `test` for this suite: every page a test opens with `goto` or `reload` is handed
 * back once React has hydrated it.
 *
 * The site requests its framework scripts after a page's first paint (docs/decisions/0032-phone-fast.md):
 * the text is on screen before any script runs, and the page becomes interactive a moment later.
 * A person does not type into a calculator in the first tens of milliseconds; a test does, and a
 * value typed into a server-rendered field before React takes it over is replaced by the
 * component's state. So navigation here waits for the page's controls to be React's.
 */
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until React has hydrated the page: the body and every form, button and visible field carry React's
 * props. A page whose scripts do not run (JavaScript off, or not a page of the site) has no
 * component payload (`self.__next_f`) and is ready as it is.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!("__next_f" in window)) return true;
      const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      return (
        hydrated(document.body) &&
        Array.from(document.querySelectorAll("form, button, input:not([type=hidden]), select, textarea")).every(hydrated)
      );
    },
    null,
    { timeout: 15_000 },
  );
}

type Navigate = (this: Page, ...args: never[]) => Promise<Response | null>;
const PATCHED = Symbol.for("agency.e2e.untilHydrated");

/** `goto` and `reload` of every page (the fixture's and those a test opens itself) wait for hydration. */
function waitAfterNavigation(prototype: Record<string | symbol, unknown>) {
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  for (const name of ["goto", "reload"] as const) {
    const navigate = prototype[name] as Navigate;
    prototype[name] = async function (this: Page, ...args: never[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as { waitUntil?: string } | undefined;
      const early = options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
      if (response && !early && (response.headers()["content-type"] ?? "").startsWith("text/html")) await untilHydrated(this);
      return response;
    };
  }
}

export const test = base.extend<object, { hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitAfterNavigation(Object.getPrototypeOf(page) as Record<string | symbol, unknown>);
      await page.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
