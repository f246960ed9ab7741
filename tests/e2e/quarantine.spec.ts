/**
 * No lead silently discarded (docs/decisions/0019-spam-quarantine.md): a submission that trips a
 * spam check is acknowledged like any other, stored in quarantine and not e-mailed; the operator
 * releases it (the team then gets exactly one e-mail) or deletes it.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "../support/test";
import { readOutbox } from "../../supabase/tests/support/outbox.ts";
import { E2E_OPERATOR_PASSWORD, signInToWorkspace } from "../support/operator";
import { startServer, type TestServer } from "../support/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });
});
test.afterAll(async () => {
  await server?.stop();
});

async function mailsMentioning(marker: string) {
  const messages = await readOutbox(path.join(server.dataDir, "outbox")).catch(() => []);
  return messages.filter((message) => message.text.includes(marker));
}

/** The contact page once its form is live (the browser has stamped when the form appeared). */
async function openContactForm(page: Page) {
  await page.goto(`${server.url}/contact/`);
  // Polled every frame, so the test acts right after the stamp, as an autofilling visitor can.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="form_started_at"]')?.value !== "", undefined, {
    polling: "raf",
  });
}

async function fillContact(page: Page, marker: string) {
  await page.getByLabel("Name").fill(`Visitor ${marker}`);
  await page.getByLabel("E-mail").fill(`${marker}@example.ca`);
  await page.getByLabel("Message").fill(`Message ${marker}: is the Barrie facility still for sale?`);
}

/** Browser autofill plus a pasted message: every field at once, sent in the same moment. */
async function autofillAndSend(page: Page, marker: string) {
  await openContactForm(page);
  await page.evaluate((tag) => {
    const form = document.querySelector<HTMLInputElement>('input[name="form_started_at"]')!.form!;
    const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
    set("name", `Visitor ${tag}`);
    set("email", `${tag}@example.ca`);
    set("message", `Message ${tag}: is the Barrie facility still for sale?`);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  }, marker);
}

async function expectThankYou(page: Page) {
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();
}

async function signIn(page: Page) {
  // Suspected spam is in the team's workspace (issue 45).
  await signInToWorkspace(page, server.url, "/team/leads/spam/");
}

const quarantine = (page: Page) => page.getByRole("region", { name: "Suspected spam" });

test("a form sent within a second and one with the honeypot filled both say thank you, are kept in quarantine and e-mail nobody", async ({
  page,
}) => {
  // Autofill and paste: every field filled at once and the form sent in the same moment, well
  // within a second of appearing (how long exactly is read back from the operator page below).
  await autofillAndSend(page, "quick-human");
  await expectThankYou(page);

  // A password manager (or a bot) fills the hidden field; the visitor takes their time.
  await openContactForm(page);
  await fillContact(page, "honeypot-filled");
  await page.locator('input[name="company_website"]').evaluate((input: HTMLInputElement) => (input.value = "https://autofill.example"));
  await page.waitForTimeout(1700);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectThankYou(page);

  // A normal-speed visitor is unaffected: e-mailed at once.
  await openContactForm(page);
  await fillContact(page, "normal-speed");
  await page.waitForTimeout(1700);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectThankYou(page);
  await expect.poll(async () => (await mailsMentioning("normal-speed")).length, { timeout: 15_000 }).toBe(1);

  // The notifier has run since the two suspects were stored, and sent nothing for them.
  expect(await mailsMentioning("quick-human")).toEqual([]);
  expect(await mailsMentioning("honeypot-filled")).toEqual([]);

  await signIn(page);
  const rows = quarantine(page).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Visitor honeypot-filled");
  await expect(rows.nth(1)).toContainText("The hidden anti-spam field was filled in");
  await expect(rows.nth(2)).toContainText("Visitor quick-human");
  await expect(rows.nth(2)).toContainText(/Sent \d+(\.\d)? s after the form appeared \(a person needs at least 1\.5 s\)/);
  // The team's list of deliveries shows the real lead only.
  await page.goto(`${server.url}/team/leads/deliveries/`);
  const contacts = page.getByRole("region", { name: "Contact messages" });
  await expect(contacts.getByRole("row")).toHaveCount(2);
  await expect(contacts).toContainText("Visitor normal-speed");
});

test("releasing a quarantined submission sends the team exactly one e-mail; deleting one removes it", async ({ page }) => {
  await signIn(page);
  const quick = quarantine(page).getByRole("row").filter({ hasText: "Visitor quick-human" });
  await quick.getByRole("button", { name: "Release" }).click();
  await expect(page.getByText("Released: the team is being notified of this lead.")).toBeVisible();
  await expect(quick).toHaveCount(0);
  await expect.poll(async () => (await mailsMentioning("quick-human")).length, { timeout: 15_000 }).toBe(1);
  await page.goto(`${server.url}/team/leads/deliveries/`);
  const contacts = page.getByRole("region", { name: "Contact messages" });
  await expect(contacts.getByRole("row").filter({ hasText: "Visitor quick-human" })).toContainText("Released from spam quarantine");
  await page.goto(`${server.url}/team/leads/spam/`);

  page.once("dialog", (dialog) => void dialog.accept());
  const honeypot = quarantine(page).getByRole("row").filter({ hasText: "Visitor honeypot-filled" });
  const id = await honeypot.getAttribute("data-quarantined-lead");
  await honeypot.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted.")).toBeVisible();
  await expect(quarantine(page).getByText("Nothing in quarantine.")).toBeVisible();

  // A second action on the same row (another tab, a double click) changes nothing.
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const again = await page.request.post(`${server.url}/api/operator/leads/contact/${id}`, {
    data: { action: "release" },
    headers: { cookie, origin: server.url },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe("This submission is no longer in quarantine (already released or deleted).");

  // Still exactly one e-mail for the released lead, none for the deleted one.
  await page.waitForTimeout(1000);
  expect(await mailsMentioning("quick-human")).toHaveLength(1);
  expect(await mailsMentioning("honeypot-filled")).toEqual([]);
});

test("the operator's action API refuses bad requests with clear errors", async ({ page }) => {
  await signIn(page);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const headers = { cookie, origin: server.url };
  const post = (url: string, data: unknown) => page.request.post(`${server.url}${url}`, { data, headers });
  const uuid = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

  const unknownAction = await post(`/api/operator/leads/contact/${uuid}`, { action: "approve" });
  expect(unknownAction.status()).toBe(400);
  expect((await unknownAction.json()).error).toMatch(/^Send \{"action": "release"\} or \{"action": "retry"\}/);
  expect((await post(`/api/operator/leads/newsletter/${uuid}`, { action: "release" })).status()).toBe(404);
  expect((await post("/api/operator/leads/contact/not-a-uuid", { action: "release" })).status()).toBe(404);
  const retryNothing = await post(`/api/operator/leads/contact/${uuid}`, { action: "retry" });
  expect(retryNothing.status()).toBe(409);
  // Signed out, nothing.
  const anonymous = await page.request.post(`${server.url}/api/operator/leads/contact/${uuid}`, {
    data: { action: "release" },
    headers: { origin: server.url, cookie: "" },
  });
  expect(anonymous.status()).toBe(401);
});

test("exports leave quarantined submissions out unless asked for", async ({ page }) => {
  // One more suspect, left in quarantine.
  await autofillAndSend(page, "still-quarantined");
  await expectThankYou(page);

  await signIn(page);
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const csv = async (query: string) =>
    (await page.request.get(`${server.url}/api/operator/leads/contact${query}`, { headers: { cookie } })).text();
  const normal = await csv("");
  expect(normal).toContain("Visitor normal-speed");
  expect(normal).toContain("Visitor quick-human");
  expect(normal).not.toContain("still-quarantined");
  const withSpam = (await csv("?quarantined=include")).split("\r\n");
  const suspect = withSpam.find((line) => line.includes("still-quarantined"));
  expect(suspect).toContain(",too_fast,");
  expect((await page.request.get(`${server.url}/api/operator/leads/contact?quarantined=maybe`, { headers: { cookie } })).status()).toBe(
    400,
  );

  await server.stop();
  const exported = (flags: string[]) =>
    execFileSync("npm", ["run", "-s", "leads:export", "--", "--kind", "contact", ...flags], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
  expect(exported([])).not.toContain("still-quarantined");
  expect(exported(["--include-quarantined"])).toContain("still-quarantined");
});
