/**
 * The documents of site search (issue 34): each page published from content, as the index holds
 * it: a title, the headings, the body text, the kind and the path. Built from the answer of
 * SEARCH_DOCUMENTS_QUERY, the same content the pages render, by plain functions (no React, no
 * Next) that the unit tests and the bench call directly.
 *
 * A confidential listing contributes its title, teaser and region only: the query leaves its
 * address out, and this module drops anything else it may carry, so no mistake in one place
 * indexes it.
 */
import { documentPath, FIXED_ROUTES, isGuideSection, type PageKind } from "@agency/paths";

/** The kinds a visitor can filter by, in the order the filters are shown. */
export const SEARCH_KINDS = [
  { value: "market", label: "Market" },
  { value: "industrial-area", label: "Industrial area" },
  { value: "guide", label: "Guide" },
  { value: "article", label: "Article" },
  { value: "listing", label: "Listing" },
  { value: "page", label: "Page" },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]["value"];

export interface SearchDocument {
  /** The page's path: also its identity in the index (one entry per page). */
  path: string;
  kind: SearchKind;
  title: string;
  /** Section headings, FAQ questions, the eyebrow and the search keywords: above body text. */
  headings: string;
  body: string;
}

interface QuestionAndAnswer {
  question?: string | null;
  answer?: unknown;
}

/** One document as SEARCH_DOCUMENTS_QUERY projects it (every field optional: content may be incomplete). */
export interface SearchSourceDocument {
  _id: string;
  _type: string;
  slug?: string | null;
  section?: string | null;
  city?: string | null;
  area?: string | null;
  path?: string | null;
  name?: string | null;
  heading?: string | null;
  title?: string | null;
  eyebrow?: string | null;
  lead?: string | null;
  summary?: string | null;
  excerpt?: string | null;
  category?: string | null;
  region?: string | null;
  assetClass?: string | null;
  confidential?: boolean | null;
  teaser?: string | null;
  address?: string | null;
  highlights?: unknown;
  description?: unknown;
  seo?: { title?: string | null; description?: string | null; keywords?: string[] | null } | null;
  faqs?: QuestionAndAnswer[] | null;
  sections?: { heading?: string | null; body?: unknown }[] | null;
  body?: unknown;
}

export interface SearchPageMetadata {
  path?: string | null;
  title?: string | null;
  heading?: string | null;
  description?: string | null;
  keywords?: string[] | null;
}

export interface SearchContent {
  documents: SearchSourceDocument[] | null;
  pages: SearchPageMetadata[] | null;
}

/**
 * Keys of rich text that hold no words a visitor reads: identities, styles, links, image sources.
 * Everything else that is a string (span text, a table's cells, a callout's title, a step) is read.
 */
const MACHINE_KEYS = new Set([
  "_key",
  "_type",
  "_ref",
  "_id",
  "_sanityAsset",
  "style",
  "listItem",
  "marks",
  "markDefs",
  "href",
  "anchor",
  "tone",
  "src",
  "url",
  "asset",
  "crop",
  "hotspot",
  "variant",
  "kind",
  "chartType",
  "icon",
]);

const HEADING_STYLES = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** The words of rich text, in reading order, with its headings apart (they rank above body text). */
export function richTextWords(value: unknown, headings: string[] = [], body: string[] = []): { headings: string[]; body: string[] } {
  if (typeof value === "string") {
    body.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) richTextWords(item, headings, body);
  } else if (typeof value === "object" && value !== null) {
    const block = value as Record<string, unknown>;
    if (block._type === "block" && typeof block.style === "string" && HEADING_STYLES.has(block.style)) {
      headings.push(spanText(block.children));
      return { headings, body };
    }
    if (block._type === "block") {
      body.push(spanText(block.children));
      return { headings, body };
    }
    for (const [key, child] of Object.entries(block)) {
      if (!MACHINE_KEYS.has(key)) richTextWords(child, headings, body);
    }
  }
  return { headings, body };
}

/** A text block's words: its spans joined as the page shows them (no space added between spans). */
function spanText(children: unknown): string {
  if (!Array.isArray(children)) return "";
  return children.map((span) => (typeof (span as { text?: unknown }).text === "string" ? (span as { text: string }).text : "")).join("");
}

const text = (...parts: (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part?.trim())).join("\n");

const KIND_OF_TYPE: Record<PageKind, (document: SearchSourceDocument) => SearchKind> = {
  selfStorageMarket: () => "market",
  // The hub and the Ontario overview are the industrial section's own pages, not areas.
  industrialMarket: (document) => (document.area === "hub" || document.area === "ontario" ? "page" : "industrial-area"),
  guideArticle: () => "guide",
  newsArticle: () => "article",
  listing: () => "listing",
};

function isPageKind(type: string): type is PageKind {
  return Object.hasOwn(KIND_OF_TYPE, type);
}

/** A confidential listing: its title, teaser and region, nothing else (issue 34). */
function confidentialListing(document: SearchSourceDocument, path: string): SearchDocument {
  return {
    path,
    kind: "listing",
    title: document.title ?? "Confidential listing",
    headings: text(document.region),
    body: text(document.teaser),
  };
}

/** The FAQ questions (as headings) and answers (as body) of a page's FAQ list. */
function faqWords(faqs: QuestionAndAnswer[] | null | undefined): { headings: string[]; body: string[] } {
  const words = { headings: [] as string[], body: [] as string[] };
  for (const faq of faqs ?? []) {
    if (faq.question) words.headings.push(faq.question);
    richTextWords(faq.answer, words.headings, words.body);
  }
  return words;
}

/** The search document of one published document, or null when it has no page (its path fields are missing). */
export function searchDocumentOf(document: SearchSourceDocument): SearchDocument | null {
  if (document._id.startsWith("drafts.")) return null;
  const path =
    document._type === "contentPage" ? (document.path ?? null) : isPageKind(document._type) ? documentPath(document._type, document) : null;
  if (!path) return null;
  if (document._type === "guideArticle" && !isGuideSection(document.section)) return null;
  if (document._type === "listing" && document.confidential === true) return confidentialListing(document, path);
  const kind = document._type === "contentPage" ? "page" : KIND_OF_TYPE[document._type as PageKind](document);
  const sections = (document.sections ?? []).map((section) => ({ heading: section.heading, ...richTextWords(section.body) }));
  const faqs = faqWords(document.faqs);
  const article = richTextWords(document.body);
  const listing = richTextWords([document.highlights ?? [], document.description ?? []]);
  return {
    path,
    kind,
    title: document.name ?? document.title ?? document.heading ?? document.seo?.title ?? path,
    headings: text(
      document.name ? document.heading : null,
      document.eyebrow,
      document.category,
      document.region,
      ...(document.seo?.keywords ?? []),
      ...sections.flatMap((section) => [section.heading, ...section.headings]),
      ...faqs.headings,
      ...article.headings,
    ),
    body: text(
      document.lead,
      document.summary,
      document.excerpt,
      document.teaser,
      document.address,
      document.seo?.description,
      ...listing.body,
      ...article.body,
      ...sections.flatMap((section) => section.body),
      ...faqs.body,
    ),
  };
}

/**
 * Every page of the content, once per path: the documents' pages, then the fixed pages of the
 * site (home, contact, sell, the calculator…) that no document renders, by their page metadata.
 */
export function searchDocuments(content: SearchContent): SearchDocument[] {
  const byPath = new Map<string, SearchDocument>();
  for (const document of content.documents ?? []) {
    const entry = searchDocumentOf(document);
    if (entry && !byPath.has(entry.path)) byPath.set(entry.path, entry);
  }
  for (const page of content.pages ?? []) {
    if (!page.path || byPath.has(page.path) || !FIXED_ROUTES.includes(page.path)) continue;
    byPath.set(page.path, {
      path: page.path,
      kind: "page",
      title: page.heading ?? page.title ?? page.path,
      headings: text(...(page.keywords ?? [])),
      body: text(page.title, page.description),
    });
  }
  return [...byPath.values()];
}
