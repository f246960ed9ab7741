import { receiveOffer } from "@/src/dealRoom/offers/offerSubmission.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own cookie and form.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The deal room's letter-of-intent form posts here (issue 36): a plain form POST, so an offer
 * needs no JavaScript; answered 303 to the room once stored, or 4xx with what to fix.
 */
export async function POST(request: Request, { params }: Params) {
  return advertised(await receiveOffer(request, (await params).slug));
}
