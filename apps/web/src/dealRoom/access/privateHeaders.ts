/**
 * The headers of every answer the deal room's handlers write themselves (the link exchange, a
 * download, an offer, the owner's report): never kept by a cache, never indexed, no Referer that
 * could carry a token onward (decision 0027).
 */
export const PRIVATE_ANSWER_HEADERS = {
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
} as const;
