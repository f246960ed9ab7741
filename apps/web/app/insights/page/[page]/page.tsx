import { NEWS_PAGE_SIZE } from "@agency/paths";
import { getNewsPage } from "@/src/content/content.server";
import { NewsIndexView, newsIndexMetadata, parsePageParam } from "@/src/views/news/NewsIndexView";

type Params = { page: string };

/**
 * Pages 2… of the news list (page 1 is /insights/ itself); any other number is a 404.
 * Prerendered from the dataset; a page published later renders on its first request (hosted
 * mode), and the view answers 404 for what the dataset does not hold (decision 0020).
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  const { total } = await getNewsPage(1);
  const pages = Math.ceil(total / NEWS_PAGE_SIZE);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const page = parsePageParam((await params).page);
  return page ? newsIndexMetadata(page) : {};
}

export default async function NewsListPage({ params }: { params: Promise<Params> }) {
  const page = parsePageParam((await params).page);
  return <NewsIndexView page={page ?? 0} />;
}
