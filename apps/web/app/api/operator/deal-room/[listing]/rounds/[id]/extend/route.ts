import { readLimitedBody } from "@/src/http/limitedBody";
import { extendRound } from "@/src/dealRoom/rounds/roundOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/rounds/{id}/extend/ with `deadline` (Toronto time
 * `YYYY-MM-DDTHH:MM`, or an ISO instant), as a form (303 back) or JSON: moves the round's
 * deadline later and e-mails every invited buyer (issue 46, decision 0058).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string; id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing, id } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send a form, or JSON such as {"deadline": "2026-12-19T17:00"}' });
  const answer = await extendRound(listing, id, { deadline: post.fields.deadline });
  if (post.form) return formAnswer(post, answer.status, "round-extended", `offers-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
