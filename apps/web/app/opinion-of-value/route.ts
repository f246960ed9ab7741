import { advertised } from "@/src/advertising/advertisedPage.server";
import { opinionOfValueResponse } from "@/src/proposals/ownerOpinion.server";

// Per request: the signed link is checked and the opening recorded every time.
export const dynamic = "force-dynamic";

/** The owner's opinion of value at the signed link the team sent (issue 44, decision 0052). */
export async function GET(request: Request): Promise<Response> {
  return advertised(await opinionOfValueResponse(request, "page"));
}
