import { getListingSlugs } from "@/src/content/content.server";
import { ListingView, listingMetadata } from "@/src/views/listings/ListingView";

type Params = { slug: string };

/** Every listing of the dataset; any other slug is a 404 (decision 0020).
 * Prerendered from the dataset; a page published later renders on first request (hosted mode),
 * and the view answers 404 for a slug the dataset does not hold (decision 0020, "Hosted mode").
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getListingSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return listingMetadata((await params).slug);
}

export default async function ListingPage({ params }: { params: Promise<Params> }) {
  return <ListingView slug={(await params).slug} />;
}
