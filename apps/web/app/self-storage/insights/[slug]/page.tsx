import { guidePage, guideSlugs } from "@/src/views/contentPage";

type Params = { slug: string };

const guide = guidePage("self-storage-insights");

/** Every guide of the self-storage insights section, from the dataset; any other slug is a 404.
 * Prerendered from the dataset; a page published later renders on first request (hosted mode),
 * and the view answers 404 for a slug the dataset does not hold (decision 0020, "Hosted mode").
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await guideSlugs("self-storage-insights")).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return guide.generateMetadata((await params).slug);
}

export default async function SelfStorageGuidePage({ params }: { params: Promise<Params> }) {
  return <guide.Page slug={(await params).slug} />;
}
