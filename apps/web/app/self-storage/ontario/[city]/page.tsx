import { HeadingPage } from "../../../../src/views/contentPage";
import { metadataForPath } from "../../../../src/views/pageMetadata";
import { SELF_STORAGE_CITIES } from "../../../../src/routing/routes";

type Params = { city: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return Object.keys(SELF_STORAGE_CITIES).map((city) => ({ city }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { city } = await params;
  return metadataForPath(`/self-storage/ontario/${city}/`);
}

export default async function RegionalMarketPage({ params }: { params: Promise<Params> }) {
  const { city } = await params;
  return <HeadingPage path={`/self-storage/ontario/${city}/`} />;
}
