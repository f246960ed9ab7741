import { categorySlug, newsPageCount } from "@agency/paths";
import { getNewsCategories, getNewsCategoryPage } from "@/src/content/content.server";
import { NewsCategoryView, newsCategoryMetadata, parsePageParam } from "@/src/views/news/NewsIndexView";

type Params = { category: string; page: string };

/**
 * Pages 2… of a news category (page 1 is /insights/category/{c}/); any other is a 404.
 * Prerendered from the dataset; a page published later renders on its first request (hosted
 * mode), and the view answers 404 for what the dataset does not hold (decision 0020).
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  const categories = await getNewsCategories();
  const pages = await Promise.all(
    categories.map(async (category) => {
      const { total } = await getNewsCategoryPage(category, 1);
      return Array.from({ length: newsPageCount(total) - 1 }, (_, index) => ({
        category: categorySlug(category),
        page: String(index + 2),
      }));
    }),
  );
  return pages.flat();
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { category, page } = await params;
  const number = parsePageParam(page);
  return number ? newsCategoryMetadata(category, number) : {};
}

export default async function NewsCategoryListPage({ params }: { params: Promise<Params> }) {
  const { category, page } = await params;
  return <NewsCategoryView slug={category} page={parsePageParam(page) ?? 0} />;
}
