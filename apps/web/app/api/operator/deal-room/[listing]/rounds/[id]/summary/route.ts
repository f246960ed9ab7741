import { readLimitedBody } from "@/src/http/limitedBody";
import { isUuid } from "@/src/http/uuid";
import { backPath, notRecordedPage, sendSummary } from "@/src/dealRoom/direction/directionOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/rounds/{id}/summary/ (a form, or JSON from the page's
 * script): sends the summary of terms without identities to the round's invited buyers under the
 * seller's latest direction (issue 46, decision 0062). 201 (the form: 303 back); refused 409 with the
 * reason (no direction, nothing shared, already sent), 404 (no such round); nothing stored or queued.
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string; id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing, id } = await params;
  const body = await readLimitedBody(request, 16_384);
  if (body === null) return operatorJson(413, { error: "The request is larger than 16384 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: "Send the listing page's form, or an empty JSON object" });
  const answer = isUuid(id) ? await sendSummary(listing, id) : { status: 400, body: { error: "That is not a round's id" } };
  if (!post.form) return operatorJson(answer.status, answer.body);
  if (answer.status < 300) return formAnswer(post, answer.status, "summary-sent", `direction-${listing}`, OPERATOR_HEADERS);
  const reason = typeof answer.body.error === "string" ? answer.body.error : "The summary could not be sent.";
  return notRecordedPage(answer.status, "The summary of terms was not sent", [reason], backPath(post.fields.back, listing));
}
