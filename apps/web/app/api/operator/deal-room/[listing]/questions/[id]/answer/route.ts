import { readLimitedBody } from "@/src/http/limitedBody";
import { answerQuestion } from "@/src/dealRoom/questions/answer.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/** The longest body: an answer and a published question, four bytes a character, with the form's encoding. */
const MAX_BODY_BYTES = 128 * 1024;

/**
 * POST /api/operator/deal-room/{listing}/questions/{id}/answer with `answer`, `visibility`
 * (`private` or `public`) and, when public, `published_question`: the team answers a buyer's
 * question once (issue 46, decision 0061). As the operator page's form (answered with a 303 back to
 * it, `?done=question-answered` or `?refused=<status>`) or as JSON (200, or 400/404/409 with why).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string; id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing, id } = await params;
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === null) return operatorJson(413, { error: `The request is larger than ${MAX_BODY_BYTES} bytes` });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send a form, or JSON such as {"answer": "…", "visibility": "private"}' });
  const answer = await answerQuestion(listing, id, post.fields, operator.session);
  if (post.form) return formAnswer(post, answer.status, "question-answered", `questions-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
