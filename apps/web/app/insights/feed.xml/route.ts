import { getNewsFeed, getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { FEED_SIZE, buildRssFeed } from "@/src/seo/feed";

/** Built with the pages: the feed changes only when the content does. */
export const dynamic = "force-static";

export async function GET(): Promise<Response> {
  const [items, settings] = await Promise.all([getNewsFeed(FEED_SIZE), getSiteSettings()]);
  return new Response(buildRssFeed({ siteUrl: serverEnv().SITE_URL, settings, items }), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
