import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { parseLeadView } from "@/src/team/filters";
import { leadViewCsv, viewLeads } from "@/src/team/leadCsv";
import { teamStore } from "@/src/team/workspace.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/operator/team/leads.csv?<the Leads page's query>: the rows of that view across all its
 * pages, newest first. A filter the page would leave out is refused here (400): a download must
 * hold exactly what its link says.
 */
export async function GET(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const view = parseLeadView(new URL(request.url).searchParams);
  if (view.ignored.length > 0) return operatorJson(400, { error: `Not a valid filter: ${view.ignored.join(", ")}` });
  let document: string;
  try {
    document = leadViewCsv(await viewLeads(await teamStore(), view.filters));
  } catch (error) {
    logError("The workspace's lead export failed", error);
    return operatorJson(503, { error: "The leads could not be read from the database" });
  }
  return new Response(`\uFEFF${document}`, {
    headers: {
      ...OPERATOR_HEADERS,
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": 'attachment; filename="leads.csv"',
    },
  });
}
