import { signatureSentence } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { getGuideArticle, getGuideArticleKeys, getSiteSettings } from "@/src/content/content.server";
import { guidePath } from "@/src/content/guidePaths";
import { extractChecklists, renderChecklistPdf } from "@/src/downloads/checklistPdf";
import { serverEnv } from "@/src/env";
import { absoluteUrl } from "@/src/seo/site";

type Params = { file: string };

// Built once per article at build time (and again when the article is republished).
export const dynamic = "force-static";
export const dynamicParams = false;

async function articlesWithChecklists() {
  const keys = await getGuideArticleKeys();
  const articles = await Promise.all(keys.map(async (key) => ({ key, article: await getGuideArticle(key.section, key.slug) })));
  return articles.filter(({ article }) => extractChecklists(article.sections).length > 0);
}

export async function generateStaticParams(): Promise<Params[]> {
  return (await articlesWithChecklists()).map(({ key }) => ({ file: `${key.slug}.pdf` }));
}

/** The checklist PDF of a guide article, drawn from its checklist sections. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const found = (await articlesWithChecklists()).find(({ key }) => `${key.slug}.pdf` === file);
  if (!found) return new Response("Not found", { status: 404 });
  const { key, article } = found;
  const [settings, identity] = await Promise.all([getSiteSettings(), getAdvertisingIdentity()]);
  const url = absoluteUrl(serverEnv().SITE_URL, guidePath(key.section, key.slug));
  const checklists = extractChecklists(article.sections);
  const total = checklists.reduce((sum, list) => sum + list.items.length, 0);
  const pdf = await renderChecklistPdf({
    title: article.heading ?? key.slug,
    subtitle: `${total} checkpoints in ${checklists.length} sections · ${settings.agencyName} · ${settings.phone} · ${settings.email}`,
    checklists,
    footer: `${settings.agencyName} · ${url}`,
    advertiser: signatureSentence(identity),
    date: new Date(`${article.updatedAt ?? article.publishedAt ?? "2025-01-15"}T12:00:00Z`),
  });
  return new Response(pdf.slice().buffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
    },
  });
}
