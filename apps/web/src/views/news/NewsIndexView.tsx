import { newsCategoryPath, newsIndexPath } from "@agency/paths";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { NewsCards, NewsPager, pageCount } from "@/src/components/richText/NewsList";
import { findNewsCategory, getNewsCategories, getNewsCategoryPage, getNewsPage } from "@/src/content/content.server";
import type { NewsPage } from "@/src/content/types";
import { metadataForDocument } from "@/src/views/pageMetadata";

/** A news list page after the first (/insights/page/N/) or a category's page (/insights/category/x/, …/page/N/). */
interface ListPage {
  path: string;
  heading: string;
  crumb: string;
  description: string;
  list: NewsPage;
  page: number;
  pathFor: (page: number) => string;
}

/** Page numbers as route params: "2", "3"… never "1" (that is /insights/) nor "02". */
export function parsePageParam(value: string): number | null {
  return /^[1-9]\d*$/.test(value) && value !== "1" ? Number(value) : null;
}

async function newsPage(page: number): Promise<ListPage | null> {
  const list = await getNewsPage(page);
  if (page < 2 || page > pageCount(list.total)) return null;
  return {
    path: newsIndexPath(page),
    heading: `Market News, Page ${page}`,
    crumb: `Page ${page}`,
    description: `Older market news for Ontario self-storage and industrial investors, page ${page} of ${pageCount(list.total)}.`,
    list,
    page,
    pathFor: newsIndexPath,
  };
}

/** Page `page` of a category, 12 articles a page like /insights/; null past its last page. */
async function categoryPage(slug: string, page = 1): Promise<ListPage | null> {
  const category = page >= 1 ? await findNewsCategory(slug) : null;
  if (!category) return null;
  const list = await getNewsCategoryPage(category, page);
  if (page > pageCount(list.total)) return null;
  const pages = pageCount(list.total);
  return {
    path: newsCategoryPath(category, page),
    heading: page === 1 ? `${category} News` : `${category} News, Page ${page}`,
    crumb: page === 1 ? category : `${category}, Page ${page}`,
    description:
      page === 1
        ? `${category}: news for Ontario self-storage and industrial investors.`
        : `${category}: older news for Ontario self-storage and industrial investors, page ${page} of ${pages}.`,
    list,
    page,
    pathFor: (n) => newsCategoryPath(category, n),
  };
}

async function CategoryLinks({ current }: { current?: string }) {
  const categories = await getNewsCategories();
  return (
    <nav aria-label="News categories" className="flex flex-wrap gap-2 text-sm">
      {categories.map((category) => {
        const href = newsCategoryPath(category);
        return (
          <Link
            key={category}
            href={href}
            aria-current={href === current ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium text-slate-800 hover:border-amber-500 aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
          >
            {category}
          </Link>
        );
      })}
    </nav>
  );
}

function ListView({ page }: { page: ListPage }) {
  return (
    <PageShell path={page.path} crumbLabel={page.crumb}>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">Insights</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-200">{page.description}</p>
        </div>
      </header>
      <section aria-labelledby="news-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="news-heading" className="sr-only">
          Articles
        </h2>
        <CategoryLinks current={page.path} />
        <NewsCards articles={page.list.articles} featureFirst={false} />
        <NewsPager page={page.page} total={page.list.total} pathFor={page.pathFor} />
        <p>
          <Link href="/insights/" className="font-medium text-slate-900 underline">
            All insights
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

export async function NewsIndexView({ page }: { page: number }) {
  const list = await newsPage(page);
  if (!list) notFound();
  return <ListView page={list} />;
}

export async function NewsCategoryView({ slug, page = 1 }: { slug: string; page?: number }) {
  const list = await categoryPage(slug, page);
  if (!list) notFound();
  return <ListView page={list} />;
}

export async function newsIndexMetadata(page: number) {
  const list = await newsPage(page);
  return list ? metadataForDocument(list.path, { title: list.heading, description: list.description }) : {};
}

export async function newsCategoryMetadata(slug: string, page = 1) {
  const list = await categoryPage(slug, page);
  return list ? metadataForDocument(list.path, { title: list.heading, description: list.description }) : {};
}
