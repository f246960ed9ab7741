/**
 * The news feed (RSS 2.0) at /insights/feed.xml, as a pure function of the newest articles. An
 * article with a page links to it; one without (a summary only) links to the list, with a guid
 * that is not a permalink, as readers and aggregators expect.
 */
import { cleanStega } from "@/src/content/stega";
import { NEWS_FEED_PATH, newsArticlePath, newsIndexPath } from "@agency/paths";
import type { NewsFeedItem, SiteSettings } from "@/src/content/types";
import { absoluteUrl } from "./site";

/** The feed's title, also announced in every page's head. */
export const feedTitle = (agencyName: string) => `${agencyName}: Market Insights`;

/** How many articles the feed carries. */
export const FEED_SIZE = 20;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids are dropped rather than making the whole feed unreadable.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** RFC 822 date of a calendar date (noon UTC, so no reader shows the previous day). */
export function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

const element = (name: string, text: string | null | undefined, attributes = "") =>
  text ? `<${name}${attributes}>${escapeXml(text)}</${name}>` : "";

export function buildRssFeed(input: {
  siteUrl: string;
  settings: Pick<SiteSettings, "agencyName" | "email">;
  items: NewsFeedItem[];
}): string {
  const { siteUrl, settings, items } = cleanStega(input);
  const listUrl = absoluteUrl(siteUrl, newsIndexPath(1));
  const entries = items.map((item) => {
    const page = item.hasPage && item.slug ? absoluteUrl(siteUrl, newsArticlePath(item.slug)) : null;
    return [
      "<item>",
      element("title", item.title),
      element("link", page ?? listUrl),
      element("guid", page ?? `${listUrl}#${item.slug ?? item.title ?? ""}`, page ? ' isPermaLink="true"' : ' isPermaLink="false"'),
      element("description", item.excerpt),
      element("category", item.category),
      element("dc:creator", item.author),
      item.date ? element("pubDate", rfc822(item.date)) : "",
      "</item>",
    ].join("");
  });
  const newest = items.find((item) => item.date)?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feedTitle(settings.agencyName)),
    element("link", listUrl),
    element("description", `Market news for Ontario self-storage and industrial investors from ${settings.agencyName}.`),
    "<language>en-CA</language>",
    `<atom:link href="${escapeXml(absoluteUrl(siteUrl, NEWS_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    newest ? element("lastBuildDate", rfc822(newest)) : "",
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
