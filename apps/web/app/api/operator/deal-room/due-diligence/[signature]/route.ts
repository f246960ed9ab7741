import { readLimitedBody } from "@/src/http/limitedBody";
import { isUuid } from "@/src/http/uuid";
import { decideDueDiligence } from "@/src/dealRoom/dueDiligence/dueDiligenceOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/due-diligence/{signature id}/ with action=approve|decline|withdraw
 * and a note (required to decline): the team's decision on a buyer's due-diligence request (issue
 * 46, decision 0059); the buyer is e-mailed it. A form's POST is answered with a 303 back to the
 * operator page, the script's with JSON.
 */
export async function POST(request: Request, { params }: { params: Promise<{ signature: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { signature } = await params;
  const body = await readLimitedBody(request, 8192);
  if (body === null) return operatorJson(413, { error: "The request is larger than 8192 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: "Send the page's form, or a JSON body with the action and the note" });
  const answer = isUuid(signature)
    ? await decideDueDiligence(signature, post.fields, operator.session)
    : { status: 404, body: { error: "No due-diligence request has that id" } };
  if (post.form) return formAnswer(post, answer.status, "due-diligence-decided", "due-diligence-requests", OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
