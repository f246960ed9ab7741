/**
 * The 404 page's site search (docs/product.md#404-page): the first rule whose keyword appears in
 * the query, case-insensitive, wins. Results are short paths (docs/product.md#redirects); callers send visitors to
 * their final URL with finalPath().
 */
const RULES: ReadonlyArray<{ keywords: readonly string[]; path: string }> = [
  { keywords: ["storage", "self"], path: "/listings" },
  { keywords: ["contact", "phone"], path: "/contact" },
  { keywords: ["roi", "guide"], path: "/roi-guide" },
  { keywords: ["sell"], path: "/sell" },
  { keywords: ["financing"], path: "/self-storage-financing" },
  { keywords: ["agent", "toronto"], path: "/commercial-agents-toronto" },
];

/** The rule's short path for this query, or null when no rule matches. */
export function ruleDestination(query: string): string | null {
  const text = query.toLowerCase();
  return RULES.find((rule) => rule.keywords.some((keyword) => text.includes(keyword)))?.path ?? null;
}

/** The rules alone (home when none matches); the server also searches the content (/api/site-search). */
export function searchDestination(query: string): string {
  return ruleDestination(query) ?? "/";
}
