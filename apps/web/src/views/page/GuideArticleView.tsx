import { getSiteSettings } from "@/src/content/content.server";
import type { GuideArticle } from "@/src/content/types";
import { formatArticleDate } from "@/src/content/dates";
import { checklistPdfPath, guidePath, type GuideSectionKey } from "@/src/content/guidePaths";
import { hasChecklists } from "@/src/downloads/checklistPdf";
import { serverEnv } from "@/src/env";
import { articleJsonLd } from "@/src/seo/jsonLd";
import { PageShell } from "@/src/components/PageShell";
import { collectFaqs } from "./faqs";
import { PageHero } from "./PageHero";
import { PageSections } from "./PageSections";
import { RelatedLinks } from "./RelatedLinks";
import { TableOfContents } from "./TableOfContents";

/** A long insight article: meta line, table of contents, sections, disclaimer. */
export async function GuideArticleView({ section, slug, article }: { section: GuideSectionKey; slug: string; article: GuideArticle }) {
  const settings = await getSiteSettings();
  const path = guidePath(section, slug);
  const jsonLd = articleJsonLd(
    {
      headline: article.heading ?? slug,
      description: article.excerpt ?? "",
      path,
      author: article.author ?? settings.agencyName,
      datePublished: article.publishedAt ?? "",
      dateModified: article.updatedAt,
    },
    settings,
    serverEnv().SITE_URL,
  );
  const pdfHref = hasChecklists(article.sections) ? checklistPdfPath(slug) : undefined;
  return (
    <PageShell path={path} faqs={collectFaqs(article.sections)} jsonLd={[jsonLd]} crumbLabel={article.heading ?? undefined} trail="guide">
      <article>
        <PageHero page={article}>
          <p className="mt-6 text-sm text-slate-300">
            By {article.author} · Published{" "}
            <time dateTime={article.publishedAt ?? undefined}>{formatArticleDate(article.publishedAt)}</time>
            {article.updatedAt && (
              <>
                {" "}
                · Updated <time dateTime={article.updatedAt}>{formatArticleDate(article.updatedAt)}</time>
              </>
            )}{" "}
            · {article.readTime}
          </p>
        </PageHero>
        <TableOfContents sections={article.sections} />
        <PageSections sections={article.sections} context={{ checklistPdfHref: pdfHref }} />
        {article.disclaimer && (
          <aside aria-labelledby="disclaimer-heading" className="mx-auto max-w-6xl px-4 pb-10">
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
              <h2 id="disclaimer-heading" className="font-semibold text-slate-900">
                Disclaimer
              </h2>
              <p className="mt-2">{article.disclaimer}</p>
            </div>
          </aside>
        )}
      </article>
      <RelatedLinks links={article.relatedLinks} />
    </PageShell>
  );
}
