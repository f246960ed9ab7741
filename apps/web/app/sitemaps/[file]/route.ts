import { sitemapEntries } from "@/src/seo/sitemapEntries.server";
import { parseSitemapPartFile, sitemapPartCount, sitemapPartXml } from "@/src/seo/sitemapFiles";

type Params = { file: string };

/*
 * /sitemaps/N.xml: the numbered sitemaps a site past 50,000 URLs lists in its sitemap index
 * (src/seo/sitemapFiles.ts, decision 0025). While the site fits in /sitemap.xml there are none
 * and every name is a 404.
 */
export const dynamic = "force-static";

export async function generateStaticParams(): Promise<Params[]> {
  const parts = sitemapPartCount((await sitemapEntries()).length);
  return Array.from({ length: parts }, (_, index) => ({ file: `${index + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const part = parseSitemapPartFile((await params).file);
  const xml = part === null ? null : sitemapPartXml(await sitemapEntries(), part);
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: { "Content-Type": "application/xml" } });
}
