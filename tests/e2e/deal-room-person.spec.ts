/**
 * Issue 41, the deal room's second trust layer, as buyers and a mail scanner would meet it, on the
 * publishing fixture's confidential listing: opening the e-mailed link (GET or HEAD) confirms
 * nothing and sets no cookie, only the page's button does; a browser signed in as one signature is
 * asked before another signature's link replaces it, and the room and its offer form name the
 * address; a buyer who signed twice and is revoked once has no working room through either link
 * or the cookie, and an alias of the address (+tag, capitals) gets no link.
 */
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "../support/test";
import { csvCells } from "../support/csv";
import { exchangeLink, exchangePathOf, openRoomFromLink } from "../support/dealRoom";
import { readOutbox, type OutboxMessage } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, fetchWithCookies, signInOperator } from "../support/operator";
import { PUBLISHING_ENV, ensurePublishingBuild } from "../support/publishingBuild";
import { startServer, type TestServer } from "../support/server";
import { E2E_SITE_URL } from "../support/site";

const LISTING = "fixture-confidential";
const TITLE = "Fixture Listing: Confidential GTA Facility";
const ROOM = `/self-storage/listings/${LISTING}/deal-room/`;
const OPERATOR_ADDRESS = "192.0.2.41";
const AWAITING_TEAM = "Your signature is recorded. The team will contact you about access to this listing's documents";

test.describe.configure({ mode: "serial" });

let server: TestServer;
let operator: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  ensurePublishingBuild();
  server = await startServer({ ...PUBLISHING_ENV, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
  operator = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OPERATOR_ADDRESS } });
  await signInOperator(await operator.newPage(), server.url);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server stderr", { body: server?.stderr() ?? "" });
});

test.afterAll(async () => {
  await operator?.close();
  await server?.stop();
});

async function investor(browser: Browser, clientAddress: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress } });
  return context.newPage();
}

/** Signs the agreement for `email` from its own browser; answers the page after signing. */
async function sign(browser: Browser, email: string, name: string, clientAddress: string): Promise<Page> {
  const page = await investor(browser, clientAddress);
  await page.goto(`${server.url}/self-storage/listings/${LISTING}/agreement/`);
  await page.getByRole("textbox", { name: "Full name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(416) 555-0141");
  await page.getByRole("radio", { name: "A principal: I am buying for myself or my company" }).check();
  await page.getByRole("textbox", { name: "Signature: type your full name" }).fill(name);
  await page.getByLabel("I agree to the confidentiality agreement above.").check();
  await page.getByRole("button", { name: "Sign and request the documents" }).click();
  await expect(page.getByTestId(/agreement-(signed|awaiting-team)/)).toBeVisible();
  return page;
}

const outbox = () => readOutbox(path.join(server.dataDir, "outbox")).catch((): OutboxMessage[] => []);

/** Every deal room link e-mailed to `address` so far, on this server, oldest first. */
async function linksTo(address: string): Promise<string[]> {
  return (await outbox())
    .filter((message) => message.headers.to === address && message.headers.subject === `Your access to the ${TITLE} deal room`)
    .map((message) => (/https:\/\/\S+\/deal-room\/\?t=[\w.-]+/.exec(message.text)?.[0] ?? "").replace(E2E_SITE_URL, server.url));
}

async function waitForLinks(address: string, count: number): Promise<string[]> {
  await expect.poll(async () => (await linksTo(address)).length, { timeout: 20_000 }).toBe(count);
  return linksTo(address);
}

/** The signature a link names (its token's claims). */
function signatureOf(link: string): string {
  const token = new URL(link).searchParams.get("t") ?? "";
  return (JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()) as { s: string }).s;
}

/** The signers CSV row of `email`, by column, as the operator downloads it. */
async function signerCells(email: string): Promise<Record<string, string>> {
  const response = await fetchWithCookies(operator, `${server.url}/api/operator/deal-room/${LISTING}/signers.csv`, {
    headers: { "x-forwarded-for": OPERATOR_ADDRESS },
  });
  expect(response.status).toBe(200);
  const [header = "", ...rows] = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const row = csvCells(rows.find((line) => line.includes(`,${email},`)) ?? "");
  return Object.fromEntries(csvCells(header).map((column, index) => [column, row[index] ?? ""]));
}

async function revoke(signatureId: string): Promise<Response> {
  return fetchWithCookies(operator, `${server.url}/api/operator/deal-room/signatures/${signatureId}`, {
    method: "POST",
    headers: { "x-forwarded-for": OPERATOR_ADDRESS, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ action: "revoke" }),
  });
}

const SCANNED = "scanned.signer@example.ca";
let scannedLink = "";

test("a mail scanner's GET and HEAD of the link confirm nothing and set no cookie; the button's POST does", async ({ browser }) => {
  test.setTimeout(90_000);
  await (await sign(browser, SCANNED, "Sam Scanned", "198.51.100.141")).context().close();
  scannedLink = (await waitForLinks(SCANNED, 1))[0] ?? "";

  for (const method of ["GET", "HEAD"]) {
    const answer = await fetch(scannedLink, { method, redirect: "manual", headers: { "x-forwarded-for": "203.0.113.141" } });
    expect(answer.status, method).toBe(200);
    expect(answer.headers.get("set-cookie"), method).toBeNull();
    expect(answer.headers.get("cache-control"), method).toBe("private, no-store");
    expect(answer.headers.get("referrer-policy"), method).toBe("no-referrer");
    if (method === "GET") {
      const html = await answer.text();
      expect(html).toContain(`for <strong>Sam Scanned (${SCANNED})</strong>`);
      expect(html).toContain(`<form method="post" action="${ROOM}open/">`);
    }
  }
  // Still unconfirmed, as before anyone opened anything.
  expect(await signerCells(SCANNED)).toMatchObject({ email: SCANNED, confirmed_at: "" });

  // A cross-site page cannot press the button for the buyer.
  const crossSite = await exchangeLink(scannedLink, server.url, { origin: "https://attacker.example", "sec-fetch-site": "cross-site" });
  expect(crossSite.status).toBe(403);
  expect(await signerCells(SCANNED)).toMatchObject({ confirmed_at: "" });

  const page = await investor(browser, "198.51.100.142");
  await openRoomFromLink(page, scannedLink);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toContainText(`You are signed in as ${SCANNED}`);
  await expect(page.getByTestId("offer-signer")).toContainText(`Sent as ${SCANNED}`);
  expect((await signerCells(SCANNED)).confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  await page.context().close();
});

test("another signature's link does not replace the room's cookie silently: the page says who is signed in and asks", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const other = "other.signer@example.ca";
  await (await sign(browser, other, "Olive Other", "198.51.100.143")).context().close();
  const [otherLink] = await waitForLinks(other, 1);

  const page = await investor(browser, "198.51.100.144");
  await openRoomFromLink(page, scannedLink);
  const cookieBefore = (await page.context().cookies()).find((cookie) => cookie.name === "deal_room_access")?.value;

  // A page that sends this browser to someone else's link: the question, and nothing changed.
  await page.goto(otherLink ?? "");
  await expect(page.getByRole("heading", { name: "Switch to another signature?", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`signed in to the ${TITLE} deal room as Sam Scanned (${SCANNED})`);
  await expect(page.getByRole("main")).toContainText(`The link you opened is for Olive Other (${other})`);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "deal_room_access")?.value).toBe(cookieBefore);
  await Promise.all([page.waitForURL(`${server.url}${ROOM}`), page.getByRole("link", { name: `Stay signed in as ${SCANNED}` }).click()]);
  await expect(page.getByTestId("signed-in-as")).toContainText(SCANNED);

  // Switching is the buyer's explicit choice.
  await page.goto(otherLink ?? "");
  await Promise.all([page.waitForURL(`${server.url}${ROOM}`), page.getByRole("button", { name: `Switch to ${other}` }).click()]);
  await expect(page.getByTestId("signed-in-as")).toContainText(`You are signed in as ${other}`);
  await page.context().close();
});

test("a buyer who signed twice and is revoked once has no working room through either link or the cookie", async ({ browser }) => {
  // Four agreements signed in four browsers, each waiting for its e-mail.
  test.setTimeout(120_000);
  const address = "twice.signed@example.ca";
  await (await sign(browser, address, "Taylor Twice", "198.51.100.145")).context().close();
  await waitForLinks(address, 1);
  // The documented way to get a lost link again: sign again.
  await (await sign(browser, address, "Taylor Twice", "198.51.100.146")).context().close();
  const [firstLink = "", secondLink = ""] = await waitForLinks(address, 2);
  expect(signatureOf(firstLink)).not.toBe(signatureOf(secondLink));

  const inside = await investor(browser, "198.51.100.147");
  await openRoomFromLink(inside, secondLink);
  await expect(inside.getByTestId("signed-in-as")).toContainText(address);

  const revoked = await revoke(signatureOf(firstLink));
  expect(revoked.status).toBe(200);

  // The cookie of the other signature: refused at once.
  await inside.reload();
  await expect(inside.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
  // Both links: refused, on the page and at the exchange.
  for (const link of [firstLink, secondLink]) {
    await inside.goto(link);
    await expect(inside.getByRole("heading", { name: "Access to this deal room was withdrawn", level: 1 })).toBeVisible();
    const exchanged = await exchangeLink(link, server.url);
    expect(exchanged.status).toBe(403);
    expect(exchanged.headers.get("set-cookie")).toBeNull();
  }
  expect(exchangePathOf(secondLink)).toBe(`${ROOM}open/`);
  await inside.context().close();

  // An alias of the address signs again: no link, the team decides.
  for (const [alias, client] of [
    ["twice.signed+again@example.ca", "198.51.100.148"],
    ["Twice.Signed@Example.ca", "198.51.100.149"],
  ] as const) {
    const page = await sign(browser, alias, "Taylor Twice", client);
    await expect(page.getByTestId("agreement-awaiting-team")).toContainText(AWAITING_TEAM);
    await page.context().close();
  }
  await expect
    .poll(async () =>
      (await outbox()).filter((message) => message.headers.subject === `CA signed, link withheld: Taylor Twice for ${TITLE}`),
    )
    .toHaveLength(2);
  expect(await linksTo("twice.signed+again@example.ca")).toEqual([]);
  expect(await linksTo("Twice.Signed@Example.ca")).toEqual([]);
});
