import { readLimitedBody } from "@/src/http/limitedBody";
import { createReportLink } from "@/src/dealRoom/reports/reportOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/owner-report-links/ with `names` (1: buyers' names and
 * companies shown) and `days` (1 to 30, default 30), as the operator page's form (answered with a
 * 303 back to it) or as JSON (`{"includeNames": true, "days": 14}`, or the form's fields; answered
 * 201 with the link):
 * records a new owner's report link (issue 41, decision 0027 "Withdrawable links").
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send a form, or JSON such as {"includeNames": false, "days": 30}' });
  const { fields } = post;
  // The page's form sends `names` (a ticked box) as a form or, with its script, as JSON.
  const answer = await createReportLink(
    listing,
    { includeNames: fields.includeNames ?? fields.names, days: fields.days },
    operator.session,
  );
  if (post.form) return formAnswer(post, answer.status, "report-link-created", `owner-report-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
