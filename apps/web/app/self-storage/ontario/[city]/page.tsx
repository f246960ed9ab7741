import { SELF_STORAGE_CITIES } from "../../../../src/routing/routes";
import { selfStoragePage } from "../../../../src/views/contentPage";

type Params = { city: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return Object.keys(SELF_STORAGE_CITIES).map((city) => ({ city }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return selfStoragePage((await params).city).generateMetadata();
}

export default async function RegionalMarketPage({ params }: { params: Promise<Params> }) {
  const { Page } = selfStoragePage((await params).city);
  return <Page />;
}
