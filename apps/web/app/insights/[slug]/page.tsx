import { getNewsArticlePages } from "../../../src/content/content";
import { NewsArticleView, newsArticleMetadata } from "../../../src/views/news/NewsArticleView";

type Params = { slug: string };

/** Every news article with a body, from the dataset; any other slug is a 404. */
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getNewsArticlePages()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return newsArticleMetadata((await params).slug);
}

export default async function NewsArticlePage({ params }: { params: Promise<Params> }) {
  return <NewsArticleView slug={(await params).slug} />;
}
