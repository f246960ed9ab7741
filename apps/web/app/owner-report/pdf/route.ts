import { ownerReportResponse } from "@/src/dealRoom/reports/ownerReport.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Per request: the signed link is checked and the counts read every time.
export const dynamic = "force-dynamic";

/** The owner's report as a PDF, at the same signed link as the page (issue 36, decision 0051); a refused link gets its page. */
export async function GET(request: Request): Promise<Response> {
  return advertised(await ownerReportResponse(request, "pdf"));
}
