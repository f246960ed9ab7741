/**
 * Issue 41, "every link the team hands out can be withdrawn" (decision 0027, "Withdrawable links"),
 * on the wire against the publishing fixture's production build:
 * 1. the operator, without JavaScript, makes an owner's report link with the page's form (a plain
 *    POST), opens it (page and PDF), withdraws it with the form, and the next request of the page
 *    and of the PDF answers 404 with the refusal page; the list shows who made it, that it names
 *    no buyer, how often it was opened, and that it is withdrawn;
 * 2. after a LINK_SECRET rotation with LINK_SECRET_PREVIOUS_UNTIL, the server's clock injected: a
 *    report link signed with the previous key is refused the first day, while an unsubscribe link
 *    signed with it unsubscribes until that date and is refused after it;
 * 3. "Sign out of every link" on /deal-emails/ (no JavaScript) refuses the link used and every
 *    older one (410), a link signed afterwards works, and the unsubscribe link keeps working.
 */
import path from "node:path";
import { signLink } from "../../apps/web/src/security/signedLink.ts";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { clockAt, startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";
import { expect, test, untilHydrated, type Browser } from "../support/test";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
/** Known to the test, so it can sign the links a rotation leaves behind. */
const LINK_SECRET = "e2e-withdrawable-link-secret-".padEnd(44, "4");
const PREVIOUS_LINK_SECRET = "e2e-previous-link-secret-".padEnd(44, "3");
const DAY = 86_400_000;

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

let server: TestServer | null = null;

test.beforeAll(() => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function restart(env: Record<string, string>) {
  await server?.stop();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, ...env });
  return server;
}

/** A signed-in operator's browser, JavaScript on or off. */
async function operatorBrowser(browser: Browser, origin: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "x-forwarded-for": "192.0.2.41" } });
  const page = await context.newPage();
  // The sign-in form needs its script: wait for it, and for the password check on a busy machine.
  await page.goto(`${origin}/diagnostics`);
  await untilHydrated(page);
  await page.getByLabel("Operator password").fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Diagnostics", level: 1 })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

test("a withdrawn owner's report link answers 404 at once, page and PDF, made and withdrawn without JavaScript", async ({ browser }) => {
  const { url } = await restart({ LINK_SECRET });
  // Signing in needs the form's script; the owner's report forms then run without it.
  const signedIn = await operatorBrowser(browser, url, true);
  const cookies = await signedIn.context.cookies(url);
  const operator = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "192.0.2.41" } });
  await operator.addCookies(cookies);
  await signedIn.context.close();
  const page = await operator.newPage();
  await page.goto(`${url}/team/listings/${LISTING}/`);
  const controls = page.locator(`#owner-report-${LISTING}`);
  await expect(controls.getByText("No report link has been made for this listing.")).toBeVisible();

  await controls.getByRole("button", { name: `Create the owner's report link: ${TITLE}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The owner's report link is made" })).toBeVisible();
  const links = controls.getByRole("list", { name: `Owner's report links of ${TITLE}` }).getByRole("listitem");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText(/by operator login \(shared\), session [0-9a-f]{8}/);
  await expect(links.first()).toContainText("counts only, no names");
  const link = await links.first().getByRole("textbox").inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_SITE_URL}/owner-report/\\?t=[\\w.-]+$`));
  const token = new URL(link).searchParams.get("t") ?? "";

  const owner = await browser.newContext();
  const report = `${url}/owner-report/?t=${token}`;
  const pdf = `${url}/owner-report/pdf/?t=${token}`;
  const opened = await owner.request.get(report);
  expect([opened.status(), opened.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
  expect(await opened.text()).toContain(TITLE);
  const pdfBefore = await owner.request.get(pdf);
  expect([pdfBefore.status(), pdfBefore.headers()["content-type"]]).toEqual([200, "application/pdf"]);

  await page.reload();
  await expect(links.first()).toContainText("opened 2 times");
  await links
    .first()
    .getByRole("button", { name: /^Withdraw the report link made / })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "The link is withdrawn" })).toBeVisible();
  await expect(links.first().locator("[data-link-state]")).toContainText(/^withdrawn /);
  await expect(links.first().getByRole("textbox")).toHaveCount(0);

  for (const address of [report, pdf]) {
    const refused = await owner.request.get(address);
    expect([refused.status(), refused.headers()["cache-control"]]).toEqual([404, "private, no-store"]);
    expect(await refused.text()).toContain("This report link was withdrawn");
  }
  // A refused opening is not counted.
  await page.reload();
  await expect(links.first()).toContainText("opened 2 times");
  await owner.close();
  await operator.close();
});

test("after a rotation, a report link signed with the previous key is refused at once; an unsubscribe link works until LINK_SECRET_PREVIOUS_UNTIL, not after", async ({
  browser,
}) => {
  const until = new Date(Math.floor((Date.now() + 30 * DAY) / 1000) * 1000);
  const rotation = { LINK_SECRET, LINK_SECRET_PREVIOUS: PREVIOUS_LINK_SECRET, LINK_SECRET_PREVIOUS_UNTIL: until.toISOString() };
  const previous = Buffer.from(PREVIOUS_LINK_SECRET, "utf8");
  const unsubscribe = signLink("unsubscribe", { e: "sent.before@example.ca" }, previous);

  // The day before the date: the first day of the rotation as far as the report link is concerned.
  const { url, dataDir } = await restart({ ...rotation, ...clockAt(new Date(until.getTime() - DAY)) });
  const operator = await operatorBrowser(browser, url, true);
  const made = await fetchWithCookies(operator.context, `${url}/api/operator/deal-room/${LISTING}/owner-report-links/`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({ includeNames: false, days: 7 }),
  });
  expect(made.status).toBe(201);
  const { id, url: current } = (await made.json()) as { id: string; url: string };
  await operator.context.close();
  const withPrevious = signLink("owner-report", { r: id }, previous, new Date(until.getTime() + 6 * DAY));
  const refused = await fetch(`${url}/owner-report/?t=${withPrevious}`);
  expect(refused.status).toBe(403);
  expect(await refused.text()).toContain("This report link is not valid");
  expect((await fetch(current.replace(E2E_SITE_URL, url))).status).toBe(200);

  const page = await fetch(`${url}/unsubscribe/?t=${unsubscribe}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("sent.before@example.ca will no longer receive e-mails");
  const done = await fetch(`${url}/unsubscribe/?t=${unsubscribe}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(done.status).toBe(200);
  expect(await done.text()).toContain("You are unsubscribed");

  // An hour after the date (same database): the previous key proves nothing any more.
  const after = await restart({ ...rotation, DATA_DIR: dataDir, ...clockAt(new Date(until.getTime() + 3_600_000)) });
  const stale = await fetch(`${after.url}/unsubscribe/?t=${unsubscribe}`);
  expect(stale.status).toBe(400);
  expect(await stale.text()).toContain("This unsubscribe link is not valid");
  // A link signed with the current secret still unsubscribes.
  const fresh = await fetch(
    `${after.url}/unsubscribe/?t=${signLink("unsubscribe", { e: "sent.after@example.ca" }, Buffer.from(LINK_SECRET, "utf8"))}`,
  );
  expect(fresh.status).toBe(200);
});

test("Sign out of every link refuses the preference links sent so far; a newer link and the unsubscribe link work", async ({
  browser,
  request,
}) => {
  const { url, dataDir } = await restart({ LINK_SECRET });
  const email = "reset.links@example.ca";
  const signup = await request.post(`${url}/api/leads/investor`, {
    data: { name: "Riley Reset", email, investment_profile: "Storage", consent_deal_emails: true },
    headers: { "x-forwarded-for": "192.0.2.141", referer: `${E2E_SITE_URL}/off-market/` },
  });
  expect(signup.status()).toBe(200);
  let confirmation: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(path.join(dataDir, "outbox")).catch((): OutboxMessage[] => []);
        confirmation = messages.find((message) => message.headers.to === email);
        return confirmation !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const linkIn = (pathPrefix: string) =>
    new RegExp(`${E2E_SITE_URL.replaceAll(".", "\\.")}${pathPrefix}\\?t=[\\w.%-]+`)
      .exec(confirmation?.text ?? "")?.[0]
      .replace(E2E_SITE_URL, url) ?? "";
  const emailed = linkIn("/deal-emails/");
  expect(emailed).not.toBe("");

  const investor = await browser.newContext({ javaScriptEnabled: false });
  const page = await investor.newPage();
  expect((await page.goto(emailed))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Your deal e-mails", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign out of every link" }).click();
  await expect(page.getByRole("heading", { name: "Every link is signed out", level: 1 })).toBeVisible();

  const again = await page.goto(emailed);
  expect([again?.status(), again?.headers()["cache-control"]]).toEqual([410, "private, no-store"]);
  await expect(page.getByRole("heading", { name: "This link was signed out", level: 1 })).toBeVisible();
  // Its POST changes nothing either.
  const post = await fetch(emailed, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: "action=pause-30",
  });
  expect(post.status).toBe(410);

  // Confirming the signup afterwards links a preference page signed now: it opens.
  await page.goto(linkIn("/deal-emails/confirm/"));
  await page.getByRole("button", { name: /Confirm/ }).click();
  await expect(page.getByRole("heading", { name: "Your deal e-mails are confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Your deal e-mails" }).click();
  await expect(page.getByRole("heading", { name: "Your deal e-mails", level: 1 })).toBeVisible();

  // The unsubscribe link (CASL) does not look at the reset.
  const unsubscribe = await fetch(`${url}/unsubscribe/?t=${signLink("unsubscribe", { e: email }, Buffer.from(LINK_SECRET, "utf8"))}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribe.status).toBe(200);
  expect(await unsubscribe.text()).toContain("You are unsubscribed");
  await investor.close();
});
