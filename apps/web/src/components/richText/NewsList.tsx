import { Badge, buttonClasses } from "@agency/ui";
import Link from "next/link";
import { getNewsArticles } from "../../content/content";
import type { NewsArticle } from "../../content/types";
import { formatArticleDate } from "../../content/dates";

function NewsCard({ article, featured }: { article: NewsArticle; featured: boolean }) {
  return (
    <article className={`flex h-full flex-col rounded-xl border bg-white p-6 shadow-sm ${featured ? "border-amber-400" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-center gap-2">
        {featured && <Badge tone="warning">Featured</Badge>}
        <Badge>{article.category}</Badge>
      </div>
      <h3 className={`mt-3 font-semibold text-slate-900 ${featured ? "text-2xl" : "text-lg"}`}>{article.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{article.excerpt}</p>
      <p className="mt-4 text-sm text-slate-600">
        <span>{article.author}</span> · <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time> · <span>{article.readTime}</span>
      </p>
      <Link href="/contact/" className={buttonClasses("secondary", "md", "mt-4 self-start")}>
        Learn More<span className="sr-only">: {article.title}</span>
      </Link>
    </article>
  );
}

/** The news articles, the featured one first and full width (docs/product.md#news). */
export async function NewsList() {
  const articles = await getNewsArticles();
  return (
    <ul className="my-6 grid gap-6 md:grid-cols-2">
      {articles.map((article, index) => (
        <li key={article._id} className={index === 0 && article.featured ? "md:col-span-2" : undefined}>
          <NewsCard article={article} featured={index === 0 && article.featured === true} />
        </li>
      ))}
    </ul>
  );
}
