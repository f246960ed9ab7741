import { readLimitedBody } from "@/src/http/limitedBody";
import { openRound } from "@/src/dealRoom/rounds/roundOperator.server";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { formAnswer, readOperatorPost } from "@/src/operator/formPost";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/rounds/ with `shortlist` (a buyer's signature id, repeated
 * per ticked box; JSON: an array) and `deadline` (Toronto time `YYYY-MM-DDTHH:MM`, or an ISO
 * instant), as the offers comparison's form (a 303 back to it) or as JSON (201 with the round):
 * opens a best-and-final round for the shortlist and e-mails each one (issue 46, decision 0058).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  const body = await readLimitedBody(request, 16_384);
  if (body === null) return operatorJson(413, { error: "The request is larger than 16384 bytes" });
  const post = readOperatorPost(request.headers.get("content-type"), body);
  if (!post) return operatorJson(400, { error: 'Send a form, or JSON such as {"shortlist": ["<id>"], "deadline": "2026-12-17T17:00"}' });
  // A form repeats `shortlist` once per ticked box: read them all, not the last.
  const shortlist = post.form ? new URLSearchParams(new TextDecoder().decode(body)).getAll("shortlist") : [post.fields.shortlist ?? []];
  const answer = await openRound(listing, { shortlist, deadline: post.fields.deadline });
  if (post.form) return formAnswer(post, answer.status, "round-opened", `offers-${listing}`, OPERATOR_HEADERS);
  return operatorJson(answer.status, answer.body);
}
