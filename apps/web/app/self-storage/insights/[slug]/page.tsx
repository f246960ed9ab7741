import { guidePage, guideSlugs } from "@/src/views/contentPage";

type Params = { slug: string };

const guide = guidePage("self-storage-insights");

/** Every guide of the self-storage insights section, from the dataset; any other slug is a 404. */
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Params[]> {
  return (await guideSlugs("self-storage-insights")).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return guide.generateMetadata((await params).slug);
}

export default async function SelfStorageGuidePage({ params }: { params: Promise<Params> }) {
  return <guide.Page slug={(await params).slug} />;
}
