import { getMarketDirectory } from "@/src/content/content.server";
import { industrialPage } from "@/src/views/contentPage";

type Params = { area: string };

/** One page per market document in the dataset; any other area is a 404.
 * Prerendered from the dataset; a page published later renders on first request (hosted mode),
 * and the view answers 404 for a slug the dataset does not hold (decision 0020, "Hosted mode").
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getMarketDirectory()).industrial.flatMap(({ key }) => (key ? [{ area: key }] : []));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return industrialPage((await params).area).generateMetadata();
}

export default async function IndustrialAreaPage({ params }: { params: Promise<Params> }) {
  const { Page } = industrialPage((await params).area);
  return <Page />;
}
