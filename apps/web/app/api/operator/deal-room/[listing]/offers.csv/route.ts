import { getLeadsBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { isDealRoomListing } from "@/src/dealRoom/operator.server";
import { offersCsv } from "@/src/dealRoom/offerComparison";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/{listing}/offers.csv: every offer on the listing, revisions included (issue 36). */
export async function GET(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  if (!(await isDealRoomListing(listing))) return operatorJson(404, { error: "No confidential listing for sale has that slug" });
  let csv: string;
  try {
    csv = offersCsv(await (await (await getLeadsBackend()).dealRoom()).listingOffers(listing));
  } catch (error) {
    logError(`The offers on ${listing} could not be read`, error);
    return operatorJson(503, { error: "The offers could not be read from the database" });
  }
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...OPERATOR_HEADERS,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="offers-${listing}.csv"`,
    },
  });
}
