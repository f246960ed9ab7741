/**
 * The site search index (issue 34, decision 0045): MiniSearch, a maintained full-text engine
 * (BM25+, a radix tree, fuzzy matching), over the pages of searchDocuments.ts. This module only
 * tells it how to read English: words, stems (Porter, by the `stemmer` package), which typos
 * to forgive, and that titles and headings weigh more than body text; then it marks the matched
 * words in a snippet. Plain functions, no React or Next: the page, the 404 search, the unit
 * tests and the bench share them.
 */
import MiniSearch, { type Query } from "minisearch";
import { stemmer } from "stemmer";
import type { SearchDocument, SearchKind } from "./searchDocuments";

/** Words too common to narrow a search; a query of only these searches them after all. */
const STOP_WORDS = new Set(
  "a an and are as at be by do does for from how i in is it its of on or s the to what when where which who why with you your".split(" "),
);

/** Titles above headings (and FAQ questions) above body text. */
const FIELD_BOOST = { title: 6, headings: 2, body: 1 } as const;

/** A typo is forgiven in words this long or longer; shorter words must be spelt right (issue 34). */
export const FUZZY_MIN_LENGTH = 5;

/** A text lower-case with its accents off ("Montréal" finds "montreal"); plain ASCII skips the work. */
function folded(text: string): string {
  const lower = text.toLowerCase();
  // Text in the ASCII range has no accents to take off.
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize("NFKD").replace(/\p{M}/gu, "");
}

/** The words of a text, lower-case, accents off. */
export function words(text: string): string[] {
  return folded(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Stems are kept apart from words (under this mark): a typo is forgiven against the words a page
 * has, never against stems, which are shorter and would let one edit reach unrelated words
 * ("never" is one edit from "sever", the stem of "several").
 */
const STEM = "~";

/**
 * Stems already worked out: the site's vocabulary is a few tens of thousands of words, and every
 * snippet stems the words of its page again. Emptied when it grows past any real vocabulary.
 */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stem = `${STEM}${stemmer(word)}`;
    stems.set(word, stem);
  }
  return stem;
}

/** What the index keeps of a word: the word itself and its stem. */
function indexTerms(word: string): string[] {
  return [word, stemOf(word)];
}

/** The words of a query that count: at most eight, stop words out unless nothing else is left. */
export function queryWords(query: string): string[] {
  const all = [...new Set(words(query))].slice(0, 8);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * One word of the query as MiniSearch reads it: any form with the same stem ("rates" finds
 * "rate" and "rated"). A word no page has is taken for a typo: in a word of FUZZY_MIN_LENGTH
 * letters or more, the words one edit away ("kitchner" finds "kitchener"). A word pages do have
 * is not widened to its neighbours ("rates" does not find "dates").
 */
function wordQuery(word: string, vocabulary: ReadonlySet<string>): Query {
  const stem = stemOf(word);
  if (vocabulary.has(word) || vocabulary.has(stem) || word.length < FUZZY_MIN_LENGTH) return stem;
  return { combineWith: "OR", queries: [stem, { queries: [word], fuzzy: 1, maxFuzzy: 1 }] };
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** The terms of this page that matched (words or stems, as the index holds them). */
  terms: ReadonlySet<string>;
}

export interface SiteSearchIndex {
  /**
   * Every page with every meaningful word of the query (or a word one typo away), best first. A
   * page with only some of the words is not a result: a confidential listing's region must not
   * make it the answer to a query that also names its street.
   */
  search(query: string, options?: { titlesOnly?: boolean }): SearchHit[];
  /** How many pages the index holds. */
  readonly size: number;
}

export function createSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const byPath = new Map(documents.map((document) => [document.path, document]));
  /** Every word and stem the pages have: what tells a typo from a word. */
  const vocabulary = new Set<string>();
  const engine = new MiniSearch<SearchDocument>({
    idField: "path",
    fields: ["title", "headings", "body"],
    tokenize: words,
    processTerm: (term) => {
      const terms = indexTerms(term);
      for (const kept of terms) vocabulary.add(kept);
      return terms;
    },
    // The query is analysed by queryWords and wordQuery above: the terms reach the engine ready.
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: { ...FIELD_BOOST } },
  });
  engine.addAll([...byPath.values()]);

  return {
    size: byPath.size,
    search(query, { titlesOnly = false } = {}) {
      const queries = queryWords(query).map((word) => wordQuery(word, vocabulary));
      if (queries.length === 0) return [];
      const fields = titlesOnly ? ["title"] : undefined;
      return engine.search({ combineWith: "AND", queries, ...(fields ? { fields } : {}) }).flatMap((result) => {
        const document = byPath.get(result.id as string);
        return document ? [{ document, score: result.score, terms: new Set(result.terms) }] : [];
      });
    },
  };
}

/** A text cut into parts, the words that matched marked. */
export function markWords(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (part: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += part;
    else if (part) parts.push({ text: part, marked });
  };
  let at = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const [word] = words(match[0]);
    const marked = word !== undefined && (terms.has(word) || terms.has(stemOf(word)));
    if (!marked) continue;
    push(text.slice(at, match.index), false);
    push(match[0], true);
    at = match.index + match[0].length;
  }
  push(text.slice(at), false);
  return parts;
}

/** Words a snippet shows around its best spot. */
const SNIPPET_WORDS = 32;
/**
 * Words of a page looked through for its snippet: a long guide's best spot is almost always in
 * its first pages, and reading every word of ten long pages cost more than the search itself.
 */
const SNIPPET_SCAN_WORDS = 2_500;

/** The matched term of each space-separated token of a text (null for a token that did not match). */
function matchedTerms(tokens: RegExpExecArray[], terms: ReadonlySet<string>): (string | null)[] {
  return tokens.map((token) => {
    for (const word of words(token[0])) {
      if (terms.has(word)) return word;
      const stem = stemOf(word);
      if (terms.has(stem)) return stem;
    }
    return null;
  });
}

/**
 * The part of a text that best shows why it matched: the window of SNIPPET_WORDS words holding
 * the most different matched terms, with "…" where it was cut; null when no word matched.
 */
export function snippet(text: string, terms: ReadonlySet<string>): SnippetPart[] | null {
  const tokens = [...text.matchAll(/\S+/g)].slice(0, SNIPPET_SCAN_WORDS);
  const hits = matchedTerms(tokens, terms);
  let best = -1;
  let bestCount = 0;
  for (let start = 0; start < tokens.length; start += 1) {
    if (hits[start] === null) continue;
    const from = Math.max(0, start - 6);
    const found = new Set(hits.slice(from, from + SNIPPET_WORDS).filter(Boolean)).size;
    if (found > bestCount) [best, bestCount] = [from, found];
  }
  const first = tokens[best];
  const last = tokens[Math.min(tokens.length, best + SNIPPET_WORDS) - 1];
  if (!first || !last) return null;
  const cut = text.slice(first.index, last.index + last[0].length);
  const before = best > 0 ? "… " : "";
  const after = best + SNIPPET_WORDS < tokens.length ? " …" : "";
  return markWords(`${before}${cut}${after}`, terms);
}

/** A result's snippet: from the body where it has a matched word, else the headings, else the body's first words. */
export function snippetOf(hit: SearchHit): SnippetPart[] {
  const { body, headings } = hit.document;
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  const opening = flat(body || headings)
    .split(" ")
    .slice(0, SNIPPET_WORDS)
    .join(" ");
  return snippet(flat(body), hit.terms) ?? snippet(flat(headings), hit.terms) ?? (opening ? [{ text: `${opening} …`, marked: false }] : []);
}

/** How many hits of each kind, for the filters' counts. */
export function countByKind(hits: readonly SearchHit[]): Map<SearchKind, number> {
  const counts = new Map<SearchKind, number>();
  for (const hit of hits) counts.set(hit.document.kind, (counts.get(hit.document.kind) ?? 0) + 1);
  return counts;
}
