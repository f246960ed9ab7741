import { receiveDueDiligenceRequest } from "@/src/dealRoom/dueDiligence/request.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own cookie and form.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The deal room's "Ask for due-diligence access" form posts here (issue 46): a plain form POST,
 * answered 303 to the room once stored, or 4xx saying what to fix with nothing stored.
 */
export async function POST(request: Request, { params }: Params) {
  return advertised(await receiveDueDiligenceRequest(request, (await params).slug));
}
