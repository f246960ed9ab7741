import type { Metadata } from "next";
import { listingPath } from "@agency/paths";
import { getDealRoomListings } from "@/src/content/content.server";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { DownloadLookup } from "@/src/components/operator/dealRoom/DownloadLookup";
import { torontoTime } from "@/src/components/team/labels";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { listingWorkspacePath } from "@/src/team/paths";

export const metadata: Metadata = { title: "Listings" };

/** Every listing with a deal room, each opening its own page (issue 45). */
export default function ListingsPage() {
  return (
    <TeamGate>
      <ListingsView />
    </TeamGate>
  );
}

async function ListingsView() {
  const listings = await getDealRoomListings();
  return (
    <>
      <WorkspaceHeading
        title="Listings"
        lead="Each confidential listing for sale has a deal room: its documents, funnel, Call next, offers, signers, downloads and owner's report are on its page."
      />
      <OperatorTable
        caption="Listings with a deal room"
        name="listings"
        rows={listings}
        rowKey={(listing) => listing.slug}
        empty="No confidential listing is for sale. Mark a listing confidential in the Studio to open its deal room; it would appear here."
        columns={[
          {
            header: "Listing",
            cell: (listing) => (
              <a href={listingWorkspacePath(listing.slug)} className="font-medium underline">
                {listing.title}
              </a>
            ),
          },
          { header: "Call for offers", cell: (listing) => (listing.callForOffersAt ? torontoTime(listing.callForOffersAt) : "Not set") },
          {
            header: "Public page",
            cell: (listing) => (
              <a href={listingPath(listing.slug)} className="underline">
                {listingPath(listing.slug)}
              </a>
            ),
          },
        ]}
      />
      <DownloadLookup />
    </>
  );
}
