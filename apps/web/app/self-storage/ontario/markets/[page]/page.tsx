import {
  directoryPageParams,
  MarketDirectoryView,
  marketDirectoryMetadata,
  parseDirectoryPage,
} from "@/src/views/page/MarketDirectoryView";

type Params = { page: string };

/**
 * Pages 2… of the hub's market directory (page 1 is the hub itself); any other number is a 404.
 * Prerendered from the dataset; a page a later market adds renders on its first request (hosted
 * mode), and the view answers 404 for what the dataset does not hold (decision 0020).
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return directoryPageParams("selfStorage");
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const page = parseDirectoryPage((await params).page);
  return page ? marketDirectoryMetadata("selfStorage", page) : {};
}

export default async function MarketDirectoryPage({ params }: { params: Promise<Params> }) {
  const page = parseDirectoryPage((await params).page);
  return <MarketDirectoryView market="selfStorage" page={page ?? 0} />;
}
