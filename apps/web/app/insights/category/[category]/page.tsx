import { categorySlug } from "@agency/paths";
import { getNewsCategories } from "@/src/content/content.server";
import { NewsCategoryView, newsCategoryMetadata } from "@/src/views/news/NewsIndexView";

type Params = { category: string };

/**
 * One page per news category in use; any other is a 404.
 * Prerendered from the dataset; a page published later renders on its first request (hosted
 * mode), and the view answers 404 for what the dataset does not hold (decision 0020).
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getNewsCategories()).map((category) => ({ category: categorySlug(category) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return newsCategoryMetadata((await params).category);
}

export default async function NewsCategoryPage({ params }: { params: Promise<Params> }) {
  return <NewsCategoryView slug={(await params).category} />;
}
