import { newsArticlePath, newsCategoryPath } from "@agency/paths";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { RichText } from "@/src/components/richText/RichText";
import { getNewsArticlePage, getSiteSettings } from "@/src/content/content.server";
import { formatArticleDate } from "@/src/content/dates";
import type { NewsArticlePage, RichTextBlock } from "@/src/content/types";
import { serverEnv } from "@/src/env";
import { articleJsonLd } from "@/src/seo/jsonLd";
import { metadataForDocument } from "@/src/views/pageMetadata";

type Neighbour = NewsArticlePage["previous"];

function NeighbourLink({ article, rel, label }: { article: Neighbour; rel: "prev" | "next"; label: string }) {
  if (!article?.slug) return <span />;
  return (
    <Link
      href={newsArticlePath(article.slug)}
      rel={rel}
      className={`block rounded-lg border border-slate-200 p-4 hover:border-amber-500 ${rel === "next" ? "sm:text-right" : ""}`}
    >
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block font-semibold text-slate-900">{article.title}</span>
    </Link>
  );
}

/** A news article's own page: meta line, body, previous/next and related articles (docs/product.md#news). */
export async function NewsArticleView({ slug }: { slug: string }) {
  const [article, settings] = await Promise.all([getNewsArticlePage(slug), getSiteSettings()]);
  if (!article) notFound();
  const path = newsArticlePath(slug);
  const title = article.title ?? slug;
  const jsonLd = articleJsonLd(
    {
      headline: title,
      description: article.excerpt ?? "",
      path,
      author: article.author ?? settings.agencyName,
      datePublished: article.date ?? "",
      section: article.category,
    },
    settings,
    serverEnv().SITE_URL,
    "NewsArticle",
  );
  const related = (article.related ?? []).filter((item) => item.slug);
  return (
    <PageShell path={path} jsonLd={[jsonLd]} crumbLabel={title}>
      <article>
        <header className="bg-slate-900 text-white">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
            {article.category && (
              <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">
                <Link href={newsCategoryPath(article.category)} className="hover:underline">
                  {article.category}
                </Link>
              </p>
            )}
            <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
            {article.excerpt && <p className="mt-5 max-w-3xl text-lg text-slate-200">{article.excerpt}</p>}
            <p className="mt-6 text-sm text-slate-300">
              By {article.author} · <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time> · {article.readTime}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
          <RichText value={article.body as RichTextBlock[]} />
        </div>
      </article>
      <nav aria-label="More news" className="mx-auto grid max-w-6xl gap-4 px-4 pb-10 sm:grid-cols-2">
        <NeighbourLink article={article.previous} rel="prev" label="Previous article" />
        <NeighbourLink article={article.next} rel="next" label="Next article" />
      </nav>
      {related.length > 0 && (
        <section aria-labelledby="related-news-heading" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-10">
            <h2 id="related-news-heading" className="text-lg font-semibold text-slate-900">
              Related articles
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug} className="rounded-lg border border-slate-200 bg-white p-4">
                  <Link href={newsArticlePath(item.slug!)} className="font-semibold text-slate-900 hover:underline">
                    {item.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={item.date ?? undefined}>{formatArticleDate(item.date)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <p className="mx-auto max-w-6xl px-4 pb-12">
        <Link href="/insights/" className="font-medium text-slate-900 underline">
          All insights
        </Link>
      </p>
    </PageShell>
  );
}

export async function newsArticleMetadata(slug: string) {
  const article = await getNewsArticlePage(slug);
  if (!article) return {};
  return metadataForDocument(
    newsArticlePath(slug),
    { title: article.title ?? slug, description: article.excerpt ?? "", seo: article.seo },
    { ogType: "article" },
  );
}
