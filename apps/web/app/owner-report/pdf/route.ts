import { ownerReportResponse } from "@/src/dealRoom/reports/ownerReport.server";

// Per request: the signed link is checked and the counts read every time.
export const dynamic = "force-dynamic";

/** The owner's report as a PDF, at the same signed link as the page (issue 36, decision 0051). */
export function GET(request: Request): Promise<Response> {
  return ownerReportResponse(request, "pdf");
}
