/**
 * An offeror asks, in the deal room, for the count of competing written offers (issue 46,
 * decision 0058): the count in the latest round they made an offer in is e-mailed to them through
 * the counts' outbox, once per round and count (asking again before it changes queues nothing
 * more). Through the room's one door (guardDealRoom: no cookie, an expired one or a revoked
 * signature is refused with 403). A plain form POST is answered with a 303 back to the room
 * (`?count=emailed`, `?count=unchanged` or `?count=no-offer`, shown by the offers part); JSON gets
 * 201, 200 or 409 with the sentence.
 */
import "server-only";
import { dealRoomPath } from "@agency/paths";
import { readLimitedBody } from "@/src/http/limitedBody";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { countNotice, type CountAnswer } from "./countWords";

function answer(form: boolean, slug: string, outcome: CountAnswer, number?: number, competing?: number): Response {
  if (form) {
    const location = `${dealRoomPath(slug)}?count=${outcome}#offers`;
    return new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER_HEADERS, location } });
  }
  const status = outcome === "emailed" ? 201 : outcome === "unchanged" ? 200 : 409;
  const sentence = countNotice(outcome, number, competing);
  const body = outcome === "no-offer" ? { error: sentence } : { message: sentence, round: number, competing };
  return new Response(JSON.stringify(body), { status, headers: { ...PRIVATE_ANSWER_HEADERS, "content-type": "application/json" } });
}

export async function askOfferCount(request: Request, slug: string, now: () => Date = () => new Date()): Promise<Response> {
  const door: Door = {
    credential: roomCookie,
    failure: {
      log: `A count of competing offers on ${slug} could not be asked for`,
      page: () => answerPage(503, "The count could not be sent right now", "Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ backend, signature }) => {
    const form = !(request.headers.get("content-type") ?? "").startsWith("application/json");
    // The form carries nothing the answer needs: a body is read only to bound it.
    if ((await readLimitedBody(request, 1024)) === null) {
      return new Response(JSON.stringify({ error: "The request is larger than 1024 bytes" }), {
        status: 413,
        headers: { ...PRIVATE_ANSWER_HEADERS, "content-type": "application/json" },
      });
    }
    const outcome = await (await backend.dealRoom()).askOfferCount(signature.id, now());
    if ("refused" in outcome) return answer(form, slug, "no-offer");
    if (outcome.asked.queued) backend.notifier.wake();
    return answer(form, slug, outcome.asked.queued ? "emailed" : "unchanged", outcome.asked.number, outcome.asked.competing);
  });
}
