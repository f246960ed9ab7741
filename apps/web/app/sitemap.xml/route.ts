import { serverEnv } from "@/src/env";
import { sitemapEntries } from "@/src/seo/sitemapEntries.server";
import { mainSitemapXml } from "@/src/seo/sitemapFiles";

/*
 * /sitemap.xml: every indexable page while the site has at most 50,000 URLs, else the sitemap
 * index of the numbered sitemaps (src/seo/sitemapFiles.ts, decision 0025). Prerendered with the
 * pages and refreshed with the content's cache tags, as the metadata route it replaces was.
 */
export const dynamic = "force-static";

export async function GET() {
  const xml = mainSitemapXml(serverEnv().SITE_URL, await sitemapEntries());
  return new Response(xml, { headers: { "Content-Type": "application/xml" } });
}
