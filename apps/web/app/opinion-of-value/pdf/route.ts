import { advertised } from "@/src/advertising/advertisedPage.server";
import { opinionOfValueResponse } from "@/src/proposals/ownerOpinion.server";

// Per request: the signed link is checked and the opening recorded every time.
export const dynamic = "force-dynamic";

/** The owner's opinion of value as a PDF, at the same signed link as the page; a refused link gets its page. */
export async function GET(request: Request): Promise<Response> {
  return advertised(await opinionOfValueResponse(request, "pdf"));
}
