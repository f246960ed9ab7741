import { listingCsvExport } from "@/src/dealRoom/operator.server";
import { offersCsv } from "@/src/dealRoom/offers/offerComparison";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/{listing}/offers.csv: every offer on the listing, revisions included (issue 36). */
export async function GET(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  return listingCsvExport(request, (await params).listing, {
    name: "offers",
    rows: async (store, listing) => offersCsv(await store.listingOffers(listing)),
  });
}
