import { ownerReportResponse } from "@/src/dealRoom/reports/ownerReport.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Per request: the signed link is checked and the counts read every time.
export const dynamic = "force-dynamic";

/** A listing's owner's report at the signed link the team sent (issue 36, decision 0051). */
export async function GET(request: Request): Promise<Response> {
  return advertised(await ownerReportResponse(request, "page"));
}
