/**
 * A question posted from the deal room (issue 46, decision 0061), through the room's one door
 * (guardDealRoom: no cookie, an expired one or a revoked signature is refused with 403 and nothing
 * is stored). A plain form POST (urlencoded) is answered with a 303 back to the room, the outcome
 * in its query (`?done=question-asked` or `?refused=<refusal>`), so it works without JavaScript; the
 * room's script sends JSON and gets the status itself (201, or 400/429 with the sentence its toast
 * shows). Refused: empty, longer than MAX_QUESTION_LENGTH, unreadable, or past the day's limit
 * (counted in SQL by Toronto day); nothing is stored then.
 */
import "server-only";
import { dealRoomPath } from "@agency/paths";
import { readLimitedBody } from "@/src/http/limitedBody";
import { readOperatorPost } from "@/src/operator/formPost";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import {
  parseQuestion,
  QUESTION_ASKED_MESSAGE,
  QUESTION_REFUSAL_STATUS,
  questionRefusalMessage,
  type QuestionRefusal,
} from "./questionForm";
import { isQuestionLimitReached, MAX_QUESTION_LENGTH } from "./questionStore";

/** The body's limit: the longest question, four bytes a character, and room for the form's encoding. */
const MAX_BODY_BYTES = MAX_QUESTION_LENGTH * 12 + 1024;

/** The room's query after a question posted as a form: `done=question-asked`, or `refused=<refusal>`. */
export const QUESTION_ASKED = "question-asked";

function answer(form: boolean, slug: string, outcome: QuestionRefusal | "asked", resetsAt: Date | null, now: Date): Response {
  if (form) {
    const query = outcome === "asked" ? `done=${QUESTION_ASKED}` : `refused=${outcome}`;
    const location = `${dealRoomPath(slug)}?${query}#questions`;
    return new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER_HEADERS, location } });
  }
  const status = outcome === "asked" ? 201 : QUESTION_REFUSAL_STATUS[outcome];
  const body = outcome === "asked" ? { message: QUESTION_ASKED_MESSAGE } : { error: questionRefusalMessage(outcome, resetsAt) };
  const headers: Record<string, string> = { ...PRIVATE_ANSWER_HEADERS, "content-type": "application/json" };
  if (resetsAt) headers["retry-after"] = String(Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)));
  return new Response(JSON.stringify(body), { status, headers });
}

export async function receiveQuestion(request: Request, slug: string, now: () => Date = () => new Date()): Promise<Response> {
  const door: Door = {
    credential: roomCookie,
    failure: {
      log: `A question for ${slug} could not be stored`,
      page: () =>
        answerPage(503, "Your question could not be sent right now", "Nothing was stored. Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => {
    const form = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (body === null) return answer(form, slug, "too-long", null, now());
    const post = readOperatorPost(request.headers.get("content-type"), body);
    if (!post) return answer(form, slug, "unreadable", null, now());
    const parsed = parseQuestion(post.fields.question);
    if (!parsed.ok) return answer(form, slug, parsed.refusal, null, now());
    const store = await backend.dealRoom();
    const at = now();
    try {
      await store.askQuestion(signature.id, parsed.question, at);
    } catch (error) {
      if (isQuestionLimitReached(error)) return answer(form, slug, "daily-limit", new Date(error.resetsAt), at);
      throw error;
    }
    return answer(form, slug, "asked", null, at);
  });
}
