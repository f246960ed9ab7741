import { NEWS_PAGE_SIZE, newsArticlePath, newsCategoryPath, newsIndexPath } from "@agency/paths";
import { Badge, buttonClasses } from "@agency/ui";
import Link from "next/link";
import { getNewsPage } from "@/src/content/content.server";
import type { NewsArticle } from "@/src/content/types";
import { formatArticleDate } from "@/src/content/dates";

/**
 * One article of a news list. The title links to the article's page when it has one (a body);
 * Learn More still goes to the contact page, as docs/product.md#news asks.
 */
export function NewsCard({ article, featured }: { article: NewsArticle; featured: boolean }) {
  const title =
    article.hasPage && article.slug ? (
      <Link href={newsArticlePath(article.slug)} className="hover:underline">
        {article.title}
      </Link>
    ) : (
      article.title
    );
  return (
    <article
      className={`flex h-full flex-col rounded-xl border bg-white p-6 shadow-sm ${featured ? "border-amber-400" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {featured && <Badge tone="warning">Featured</Badge>}
        {article.category && (
          <Link href={newsCategoryPath(article.category)} className="rounded-full focus-visible:outline-2">
            <Badge>{article.category}</Badge>
          </Link>
        )}
      </div>
      <h3 className={`mt-3 font-semibold text-slate-900 ${featured ? "text-2xl" : "text-lg"}`}>{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{article.excerpt}</p>
      <p className="mt-4 text-sm text-slate-600">
        <span>{article.author}</span> · <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time> ·{" "}
        <span>{article.readTime}</span>
      </p>
      <Link href="/contact/" className={buttonClasses("secondary", "md", "mt-4 self-start")}>
        Learn More<span className="sr-only">: {article.title}</span>
      </Link>
    </article>
  );
}

/** Cards of one page of a list; on the first page of /insights/ the featured article spans the row. */
export function NewsCards({ articles, featureFirst }: { articles: NewsArticle[]; featureFirst: boolean }) {
  return (
    <ul className="my-6 grid gap-6 md:grid-cols-2">
      {articles.map((article, index) => {
        const featured = featureFirst && index === 0 && article.featured === true;
        return (
          <li key={article._id} className={featured ? "md:col-span-2" : undefined}>
            <NewsCard article={article} featured={featured} />
          </li>
        );
      })}
    </ul>
  );
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
}

/** Plain links between the pages of a list (they work without JavaScript). */
export function NewsPager({ page, total, pathFor }: { page: number; total: number; pathFor: (page: number) => string }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label="News pages" className="my-6 flex flex-wrap items-center gap-2 text-sm">
      {page > 1 && (
        <Link href={pathFor(page - 1)} rel="prev" className={buttonClasses("secondary", "md")}>
          Newer articles
        </Link>
      )}
      <ol className="flex flex-wrap gap-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className="inline-block rounded-md bg-slate-900 px-3 py-2 font-semibold text-white">
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <Link href={pathFor(number)} className="inline-block rounded-md px-3 py-2 text-slate-800 underline hover:bg-slate-100">
                <span className="sr-only">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link href={pathFor(page + 1)} rel="next" className={buttonClasses("secondary", "md")}>
          Older articles
        </Link>
      )}
    </nav>
  );
}

/** The news list block: the first page of articles, the featured one first and full width (docs/product.md#news). */
export async function NewsList() {
  const { articles, total } = await getNewsPage(1);
  return (
    <>
      <NewsCards articles={articles} featureFirst />
      <NewsPager page={1} total={total} pathFor={newsIndexPath} />
    </>
  );
}
