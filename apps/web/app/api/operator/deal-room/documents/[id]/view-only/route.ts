import { readLimitedBody } from "@/src/http/limitedBody";
import { setViewOnly, viewOnlyField } from "@/src/dealRoom/viewOnly/viewOnlyOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/documents/{id}/view-only/ with viewOnly=1 (shown page by page in the
 * room, no download route) or viewOnly=0 (downloadable again): issue 46, decision 0060. A form's
 * POST is answered with a 303 back to the operator page, the script's with JSON.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send the page\'s form, or JSON {"viewOnly": "1"}' });
  const viewOnly = viewOnlyField(post.fields.viewOnly);
  const answer =
    viewOnly === null
      ? { status: 400, body: { error: 'viewOnly must be "1" (view only) or "0" (downloadable)' } }
      : await setViewOnly(id, viewOnly);
  if (post.form) return formAnswer(post, answer.status, viewOnly ? "view-only-set" : "view-only-cleared", "deal-rooms", OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
