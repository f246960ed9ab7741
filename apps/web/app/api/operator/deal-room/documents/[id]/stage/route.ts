import { readLimitedBody } from "@/src/http/limitedBody";
import { isUuid } from "@/src/http/uuid";
import { setDocumentStage } from "@/src/dealRoom/dueDiligence/dueDiligenceOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/documents/{id}/stage/ with stage=memorandum|due_diligence: who may
 * download the document (issue 46, decision 0059). A form's POST is answered with a 303 back to
 * the operator page, the script's with JSON.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: "Send the page's form, or a JSON body with the stage" });
  const answer = isUuid(id) ? await setDocumentStage(id, post.fields) : { status: 404, body: { error: "No document has that id" } };
  if (post.form) return formAnswer(post, answer.status, "stage-set", "deal-rooms", OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
