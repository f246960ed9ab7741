import { getDealRoomListings } from "@/src/content/content.server";
import { countAgreementOpening } from "@/src/dealRoom/reports/agreementOpenings.server";
import { AgreementView, agreementMetadata } from "@/src/views/dealRoom/AgreementView";

type Params = { slug: string };

// Per request: each opening is counted on the server for the listing's funnel (issue 36, decision
// 0051), since the private page is never counted by the analytics beacon. An unknown slug is the
// 404 page (AgreementView); nothing is kept for it.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return agreementMetadata((await params).slug);
}

/** A confidential listing's agreement page (issue 17). */
export default async function AgreementPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  if ((await getDealRoomListings()).some((listing) => listing.slug === slug)) await countAgreementOpening(slug);
  return <AgreementView slug={slug} />;
}
