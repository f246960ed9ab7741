/**
 * An article's previous (older) and next (newer) article and up to three related articles of its
 * category, worked out from the article index (NEWS_ARTICLE_PAGES_QUERY, newest first by date then
 * slug) rather than by three queries over every article per page (decision 0025). The index is
 * one query per build worker (embedded) or one cached response (hosted) for all article pages.
 */
import type { NEWS_ARTICLE_PAGES_QUERY_RESULT } from "./sanity.types";

type IndexEntry = NEWS_ARTICLE_PAGES_QUERY_RESULT[number];
export type NewsNeighbour = { title: string | null; slug: string | null };
export interface NewsNeighbours {
  previous: NewsNeighbour | null;
  next: NewsNeighbour | null;
  related: { title: string | null; slug: string | null; date: string | null; excerpt: string | null }[];
}

const RELATED_COUNT = 3;

/** `index` newest first, as NEWS_ARTICLE_PAGES_QUERY orders it. An article not in it has none. */
export function newsNeighbours(index: readonly IndexEntry[], slug: string): NewsNeighbours {
  const position = index.findIndex((entry) => entry.slug === slug);
  if (position === -1) return { previous: null, next: null, related: [] };
  const article = index[position]!;
  const neighbour = (entry: IndexEntry | undefined): NewsNeighbour | null => (entry ? { title: entry.title, slug: entry.slug } : null);
  const related = article.category
    ? index.filter((entry) => entry.category === article.category && entry.slug !== slug).slice(0, RELATED_COUNT)
    : [];
  return {
    previous: neighbour(index[position + 1]),
    next: neighbour(position > 0 ? index[position - 1] : undefined),
    related: related.map(({ title, slug: relatedSlug, date, excerpt }) => ({ title, slug: relatedSlug, date, excerpt })),
  };
}
