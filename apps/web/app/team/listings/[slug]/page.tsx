import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SLUG_PATTERN } from "@agency/paths";
import { getDealRoomListings } from "@/src/content/content.server";
import { DealRooms } from "@/src/components/operator/dealRoom/DealRooms";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Listing" };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * One listing's deal room (issue 45), as /diagnostics showed it: documents, funnel, owner's report,
 * Call next, offers side by side, signers and downloads. `?report=1&names=1`: the owner's report
 * link its form asked for (issue 36).
 */
export default async function ListingPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { report, names } = await searchParams;
  if (!SLUG_PATTERN.test(slug)) notFound();
  return (
    <TeamGate>
      <ListingView slug={slug} ownerReport={report === slug ? { slug, includeNames: names === "1" } : null} />
    </TeamGate>
  );
}

async function ListingView({ slug, ownerReport }: { slug: string; ownerReport: { slug: string; includeNames: boolean } | null }) {
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
      <DealRooms only={slug} ownerReport={ownerReport} />
    </>
  );
}
