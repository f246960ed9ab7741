import { getDealRoomListings } from "@/src/content/content.server";
import { AgreementView, agreementMetadata } from "@/src/views/dealRoom/AgreementView";

type Params = { slug: string };

/** Every confidential listing's agreement page (issue 17); another slug is a 404 (decision 0020, "Hosted mode"). */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Params[]> {
  return (await getDealRoomListings()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return agreementMetadata((await params).slug);
}

export default async function AgreementPage({ params }: { params: Promise<Params> }) {
  return <AgreementView slug={(await params).slug} />;
}
