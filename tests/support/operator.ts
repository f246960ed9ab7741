import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The operator password every end-to-end server is started with (the main webServer too). */
export const E2E_OPERATOR_PASSWORD = "e2e-operator-password-2026";

/**
 * A request with a browser context's cookies, sent by Node's fetch. A context's own request API
 * keeps an idle connection past the server's advertised keep-alive (5 s) and can send on a socket
 * the server has just closed (ECONNRESET); fetch retires idle connections before the server's
 * timeout. For contexts that live across tests, such as a signed-in operator's.
 */
export async function fetchWithCookies(context: BrowserContext, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookies = await context.cookies(url);
  if (cookies.length > 0) headers.set("cookie", cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "));
  return fetch(url, { ...init, headers });
}

/** Signs `page` in on the operator page of the server at `origin`, and waits for the dashboard. */
export async function signInOperator(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/diagnostics`);
  await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible();
}

/**
 * Signs `page` in on a page of the team's workspace (issue 45) at `path` (its sign-in form, like
 * /diagnostics's) and waits for the workspace's navigation: the signed-in page is there.
 */
export async function signInToWorkspace(page: Page, origin: string, path = "/team/"): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Workspace" })).toBeVisible();
}
