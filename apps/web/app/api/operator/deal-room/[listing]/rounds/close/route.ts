import { readLimitedBody } from "@/src/http/limitedBody";
import { closeRound } from "@/src/dealRoom/rounds/roundOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/rounds/close/ with `round` (the latest round's number),
 * as a form (303 back) or JSON: closes the round now and e-mails each offeror in it the count of
 * competing written offers (issue 46, decision 0058).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send a form, or JSON such as {"round": 2}' });
  const answer = await closeRound(listing, { round: post.fields.round });
  if (post.form) return formAnswer(post, answer.status, "round-closed", `offers-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
