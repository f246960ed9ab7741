/**
 * Checks by tools no one here wrote, over the built site (docs/decisions/0014-peer-checks.md):
 * axe-core (WCAG 2.2 AA) in Chromium, the W3C Nu HTML validator, and schema.org's vocabulary.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_OPERATOR_PASSWORD } from "../support/operator";
import { PUBLIC_ROUTES } from "../support/routes";
import { loadVocabulary, vocabularyProblems } from "../support/schemaVocabulary";

const EVERY_PAGE = [...PUBLIC_ROUTES, "/no-such-page/", "/diagnostics"];
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(" ")}`),
  );
}

async function settledToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  if ((await toasts.count()) === 0) return;
  await expect(toasts.first()).toHaveAttribute("data-mounted", "true");
  await toasts.evaluateAll((elements) => Promise.all(elements.flatMap((element) => element.getAnimations({ subtree: true }).map((animation) => animation.finished))));
}

test.describe("axe-core, WCAG 2.2 AA", () => {
  test("every page, on a desktop", async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const route of EVERY_PAGE) {
      await page.goto(route);
      found.push(...(await axeViolations(page, route)));
    }
    expect(found).toEqual([]);
  });

  test("every page, on a phone", async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const found: string[] = [];
    for (const route of EVERY_PAGE) {
      await page.goto(route);
      found.push(...(await axeViolations(page, `${route} (phone)`)));
    }
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).click();
    found.push(...(await axeViolations(page, "/ with the menu open (phone)")));
    await context.close();
    expect(found).toEqual([]);
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
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
  let report = "";
  try {
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { stdio: "pipe" });
  } catch (error) {
    // The validator exits non-zero when it finds errors; its report is on standard error.
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  const messages = (report ? (JSON.parse(report) as { messages: { url: string; lastLine?: number; message: string; extract?: string }[] }).messages : []).filter(
    // React writes action="" on a Server Action's form so that, without JavaScript, it posts to
    // the page itself (what an empty action means in every browser); the markup is React's.
    (message) => message.message !== "Bad value “” for attribute “action” on element “form”: Must be non-empty.",
  );
  const errors = messages.map((message) => `${path.basename(message.url)}:${message.lastLine ?? "?"} ${message.message} — ${(message.extract ?? "").slice(0, 120)}`);
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
      for (const node of [data].flat() as Record<string, unknown>[]) {
        if (node["@context"] !== "https://schema.org") problems.push(`${route}: @context is ${JSON.stringify(node["@context"])}`);
        problems.push(...vocabularyProblems(node, vocabulary, `${route} ${String(node["@type"])}`));
        // What Google requires for the rich results these blocks ask for.
        if (node["@type"] === "FAQPage") {
          const questions = [node.mainEntity].flat() as Record<string, unknown>[];
          if (questions.length === 0) problems.push(`${route}: FAQPage without questions`);
          for (const question of questions) {
            const answer = question.acceptedAnswer as Record<string, unknown> | undefined;
            if (question["@type"] !== "Question" || !question.name || answer?.["@type"] !== "Answer" || !answer.text) {
              problems.push(`${route}: FAQPage question without name or accepted answer text`);
            }
          }
        }
        if (node["@type"] === "BreadcrumbList") {
          for (const [index, item] of ([node.itemListElement].flat() as Record<string, unknown>[]).entries()) {
            if (item.position !== index + 1 || !item.name || (!item.item && index < [node.itemListElement].flat().length - 1)) {
              problems.push(`${route}: breadcrumb ${index + 1} lacks position, name or item`);
            }
          }
        }
      }
    }
  }
  expect(problems).toEqual([]);
  expect(blocks).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length);
});
