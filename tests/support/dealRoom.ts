/**
 * The deal room's e-mailed link as a buyer uses it (issues 31 and 41): opening it shows a page
 * with one button, and the button's POST trades the token for the room's cookie.
 */
import { expect, type Page } from "./test";

/** The address the page's button posts to: the room's link exchange. */
export function exchangePathOf(link: string): string {
  return `${new URL(link).pathname}open/`;
}

/** Opens the e-mailed link in `page` and presses "Open the deal room"; resolves in the room, at its clean address. */
export async function openRoomFromLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Open the deal room", level: 1 })).toBeVisible();
  const room = new URL(link).pathname;
  await Promise.all([
    page.waitForURL((url) => url.pathname === room && url.search === ""),
    page.getByRole("button", { name: "Open the deal room" }).click(),
  ]);
}

/** The exchange as a script makes it: the token posted from this site's page; answers the 303 with the cookie. */
export async function exchangeLink(link: string, origin: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(link);
  const token = url.searchParams.get("t") ?? "";
  return fetch(`${origin}${exchangePathOf(link)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin", ...headers },
    body: new URLSearchParams({ t: token }).toString(),
  });
}
