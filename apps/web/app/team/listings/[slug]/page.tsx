import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SLUG_PATTERN } from "@agency/paths";
import { getDealRoomListings } from "@/src/content/content.server";
import { DealRooms } from "@/src/components/operator/dealRoom/DealRooms";
import { ListingQuestions } from "@/src/components/operator/dealRoom/ListingQuestions";
import { FormNoticeBanner } from "@/src/components/team/FormNoticeBanner";
import { listingWorkspacePath } from "@/src/team/paths";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { parseSignerView, type SignerViewRequest } from "@/src/components/operator/dealRoom/signerView";
import { parseOfferView, type OfferViewRequest } from "@/src/components/operator/dealRoom/offerView";
import type { QuestionPages } from "@/src/components/operator/dealRoom/ListingQuestions";
import { pageNumber } from "@/src/components/team/paging";

export const metadata: Metadata = { title: "Listing" };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * One listing's deal room (issue 45), as /diagnostics showed it: documents, funnel, owner's report,
 * Call next, offers side by side, signers and downloads. `?done=` / `?refused=`: the answer of an
 * operator form posted here without JavaScript (src/operator/formPost.ts), such as a new owner's
 * report link; `?signer=` / `?signers=`: the signers' search and page (signerView.ts); `?offer=` /
 * `?offers=`: the offers comparison's (offerView.ts); `?open=` / `?answered=`: the pages of the buyers' questions.
 */
export default async function ListingPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  if (!SLUG_PATTERN.test(slug)) notFound();
  return (
    <TeamGate>
      <FormNoticeBanner done={query.done} refused={query.refused} />
      <ListingView
        slug={slug}
        signers={parseSignerView(query)}
        offers={parseOfferView(query)}
        questionPages={{ open: pageNumber(query.open), answered: pageNumber(query.answered) }}
      />
    </TeamGate>
  );
}

async function ListingView(props: { slug: string; signers: SignerViewRequest; offers: OfferViewRequest; questionPages: QuestionPages }) {
  const { slug, signers, offers, questionPages } = props;
  const listing = (await getDealRoomListings()).find((candidate) => candidate.slug === slug);
  if (!listing) notFound();
  return (
    <>
      <WorkspaceHeading
        title={listing.title}
        lead={
          <Link href="/team/listings/" className="underline">
            All listings
          </Link>
        }
      />
      <DealRooms only={slug} back={listingWorkspacePath(slug)} signers={signers} offers={offers} />
      <ListingQuestions slug={slug} back={listingWorkspacePath(slug)} pages={questionPages} />
    </>
  );
}
