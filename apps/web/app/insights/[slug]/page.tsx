import { getNewsArticlePages } from "@/src/content/content.server";
import { guidePage, guideSlugs } from "@/src/views/contentPage";
import { NewsArticleView, newsArticleMetadata } from "@/src/views/news/NewsArticleView";

type Params = { slug: string };

/**
 * /insights/{slug}/ holds two kinds of page: the guides of the "insights" section and the news
 * articles with a body. The Studio refuses a path two documents share; should a dataset hold one
 * anyway, the guide (a page of docs/product.md's route table) wins.
 */
const guide = guidePage("insights");

/**
 * Every guide and news article page, from the dataset; any other slug is a 404.
 * Prerendered from the dataset; a page published later renders on its first request (hosted
 * mode), and the view answers 404 for what the dataset does not hold (decision 0020).
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  const [guides, articles] = await Promise.all([guideSlugs("insights"), getNewsArticlePages()]);
  const taken = new Set(guides);
  return [...guides, ...articles.map(({ slug }) => slug).filter((slug) => !taken.has(slug))].map((slug) => ({ slug }));
}

async function isGuide(slug: string): Promise<boolean> {
  return (await guideSlugs("insights")).includes(slug);
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  return (await isGuide(slug)) ? guide.generateMetadata(slug) : newsArticleMetadata(slug);
}

export default async function InsightsArticlePage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  return (await isGuide(slug)) ? <guide.Page slug={slug} /> : <NewsArticleView slug={slug} />;
}
