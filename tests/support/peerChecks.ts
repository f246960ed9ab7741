/**
 * The peer checks (docs/decisions/0014-peer-checks.md) as functions, so that the default build's
 * pages (e2e/peer-checks.spec.ts) and the publishing fixture's (e2e/publishing.spec.ts) pass the
 * same ones: axe-core, the W3C Nu HTML validator and schema.org's vocabulary.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { vocabularyProblems, type Vocabulary } from "./schemaVocabulary";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, one line per element.
 *
 * Legacy mode runs axe in the page (and its frames) in one pass. The default mode runs it in parts
 * and opens a second, blank page to join them, which took 3 to 10 s a page here against 1 to 1.5 s,
 * with the same rules and results; the site's pages have no cross-origin frames that would need
 * the default mode's isolation. Only violations are asked for: axe then skips writing out the
 * thousands of passing nodes, which no test reads.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // options() replaces every option set before it, the tags included: it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(" ")}`),
  );
}

/** The Nu validator's errors for saved HTML files, one line each. */
export function nuErrors(files: string[]): string[] {
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
  let report = "";
  try {
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { stdio: "pipe" });
  } catch (error) {
    // The validator exits non-zero when it finds errors; its report is on standard error.
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  const messages = (
    report ? (JSON.parse(report) as { messages: { url: string; lastLine?: number; message: string; extract?: string }[] }).messages : []
  ).filter(
    // React writes action="" on a Server Action's form so that, without JavaScript, it posts to
    // the page itself (what an empty action means in every browser); the markup is React's.
    (message) => message.message !== "Bad value “” for attribute “action” on element “form”: Must be non-empty.",
  );
  const errors = messages.map(
    (message) => `${path.basename(message.url)}:${message.lastLine ?? "?"} ${message.message} — ${(message.extract ?? "").slice(0, 120)}`,
  );
  return errors;
}

/** What is wrong with one parsed JSON-LD block of a page (vocabulary and Google's rich-result needs). */
export function jsonLdNodeProblems(data: unknown, route: string, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
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
  return problems;
}

/** Every JSON-LD block of a page's HTML, parsed, or a problem when one does not parse. */
export function jsonLdBlocks(html: string, route: string): { blocks: unknown[]; problems: string[] } {
  const blocks: unknown[] = [];
  const problems: string[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      blocks.push(JSON.parse(match[1] ?? ""));
    } catch (error) {
      problems.push(`${route}: JSON-LD does not parse (${String(error)})`);
    }
  }
  return { blocks, problems };
}
