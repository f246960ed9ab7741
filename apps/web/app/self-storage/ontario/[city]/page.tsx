import { getMarketDirectory } from "@/src/content/content.server";
import { selfStoragePage } from "@/src/views/contentPage";

type Params = { city: string };

/** One page per market document in the dataset; any other city is a 404.
 * Prerendered from the dataset; a page published later renders on first request (hosted mode),
 * and the view answers 404 for a slug the dataset does not hold (decision 0020, "Hosted mode").
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getMarketDirectory()).selfStorage.flatMap(({ key }) => (key ? [{ city: key }] : []));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return selfStoragePage((await params).city).generateMetadata();
}

export default async function RegionalMarketPage({ params }: { params: Promise<Params> }) {
  const { Page } = selfStoragePage((await params).city);
  return <Page />;
}
