/**
 * Ending a page view in a test as a browser ends it (decision 0048): the page-view beacon is sent
 * when the page is hidden. Shared by the specs that read views back (analytics, the deal room's
 * agreements credited to a campaign).
 */
import { expect, type Page, type Response } from "./test";

const isBeacon = (url: string) => new URL(url).pathname === "/api/analytics/";

/**
 * Dispatches `pagehide` and answers the beacon's response. The beacon's tracker starts in an
 * effect after hydration, which `goto` does not wait for: until it has, a hide sends nothing, so
 * the hide is repeated until a beacon leaves (the tracker sends one per view however many hides
 * follow). Without this, a loaded machine sometimes hid the page first and the test waited forever.
 */
export async function endView(page: Page): Promise<Response> {
  const answered = page.waitForResponse((response) => isBeacon(response.url()));
  let sent = false;
  void page
    .waitForRequest((request) => isBeacon(request.url()))
    .then(
      () => (sent = true),
      () => undefined,
    );
  await expect
    .poll(
      async () => {
        if (!sent) await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
        return sent;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return answered;
}
