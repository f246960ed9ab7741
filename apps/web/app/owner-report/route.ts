import { ownerReportResponse } from "@/src/dealRoom/reports/ownerReport.server";

// Per request: the signed link is checked and the counts read every time.
export const dynamic = "force-dynamic";

/** A listing's owner's report at the signed link the team sent (issue 36, decision 0051). */
export function GET(request: Request): Promise<Response> {
  return ownerReportResponse(request, "page");
}
