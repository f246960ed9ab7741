import { listingCsvExport, signersCsv } from "@/src/dealRoom/operator.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/{listing}/signers.csv: every signer of the listing's agreement, like the lead CSVs. */
export async function GET(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  return listingCsvExport(request, (await params).listing, {
    name: "signers",
    rows: async (store, listing) => signersCsv(await store.signers(listing)),
  });
}
