import { getListingSlugs } from "@/src/content/content.server";
import { ListingView, listingMetadata } from "@/src/views/listings/ListingView";

type Params = { slug: string };

/** Every listing of the dataset; any other slug is a 404 (decision 0020). */
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getListingSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return listingMetadata((await params).slug);
}

export default async function ListingPage({ params }: { params: Promise<Params> }) {
  return <ListingView slug={(await params).slug} />;
}
