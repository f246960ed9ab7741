import { readLimitedBody } from "@/src/http/limitedBody";
import { withdrawReportLink } from "@/src/dealRoom/reports/reportOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/owner-report-links/{id}/withdraw/: the owner's report no
 * longer opens from that link, at once (issue 41, decision 0027 "Withdrawable links"). A form's
 * POST is answered with a 303 back to the operator page, the script's with JSON.
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string; id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing, id } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: "Send the page's form, or an empty JSON body" });
  const answer = await withdrawReportLink(listing, id);
  if (post.form) return formAnswer(post, answer.status, "report-link-withdrawn", `owner-report-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
