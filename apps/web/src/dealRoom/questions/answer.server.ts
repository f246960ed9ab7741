/**
 * The team's answer to a question (issue 46, decision 0061), called by
 * POST /api/operator/deal-room/{listing}/questions/{id}/answer after requireOperator: once per
 * question, either privately (only the asker sees it) or for every buyer (the question, in the
 * wording the team publishes and without who asked, joins the listing's Q&A list). Either way the
 * asker is e-mailed the answer (the deal room's mailer, woken here); the digest of answers for
 * every buyer goes to the other signers at most once a day.
 */
import "server-only";
import { logError } from "@/src/log";
import type { OperatorSession } from "@/src/operator/session";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { isDealRoomListing } from "@/src/dealRoom/operator.server";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { operatorIdentity } from "@/src/dealRoom/reports/reportOperator.server";
import { parseAnswer } from "./questionForm";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function answerQuestion(
  listing: string,
  id: string,
  fields: Record<string, unknown>,
  session: OperatorSession,
): Promise<OperatorAnswer> {
  if (!UUID.test(id)) return { status: 400, body: { error: "That is not a question's id" } };
  const parsed = parseAnswer(fields);
  if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
  if (!(await isDealRoomListing(listing))) return { status: 404, body: { error: "No confidential listing for sale has that slug" } };
  try {
    const backend = await getDealRoomBackend();
    const done = await (
      await backend.dealRoom()
    ).answerQuestion({ questionId: id, listing, ...parsed.value, answeredBy: operatorIdentity(session), at: new Date() });
    if (!done)
      return {
        status: 409,
        body: { error: "This question is not open on this listing: it was answered already, or is not this listing's." },
      };
    backend.notifier.wake();
    return {
      status: 200,
      body: {
        message:
          parsed.value.visibility === "public"
            ? "Answered for every buyer: it is in the listing's questions and answers; the buyer who asked is e-mailed, the others get it in their daily digest."
            : "Answered privately: only the buyer who asked sees it, and is e-mailed.",
      },
    };
  } catch (error) {
    logError(`A question of ${listing} could not be answered`, error);
    return UNAVAILABLE;
  }
}
