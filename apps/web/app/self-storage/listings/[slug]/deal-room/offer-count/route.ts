import { askOfferCount } from "@/src/dealRoom/competingOffers/askCount.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own cookie.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The room's "E-mail me the count" button posts here (issue 46, decision 0058): the count of
 * competing written offers in the offeror's latest round is e-mailed to them; a plain form POST is
 * answered with a 303 back to the room's offers (`?count=…`), JSON with 201/200/409; 403 without
 * the room's cookie or once the signature is revoked.
 */
export async function POST(request: Request, { params }: Params) {
  return advertised(await askOfferCount(request, (await params).slug));
}
