/**
 * The team's round actions on the listing's operator page (issue 46, decision 0058): open a
 * best-and-final round for the buyers shortlisted on the offers comparison, and extend a round's
 * deadline, and close the latest round now (each offeror e-mailed the count of competing written
 * offers). Each refusal a specific 4xx with nothing stored; the e-mails go through the round's
 * outbox (the deal room's mailer is woken).
 */
import "server-only";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { isDealRoomListing } from "@/src/dealRoom/operator.server";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { readDeadline, readShortlist } from "./roundFields";
import type { ExtendRoundRefusal, OpenRoundRefusal } from "./roundStore";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOR_SALE: OperatorAnswer = { status: 404, body: { error: "No confidential listing for sale has that slug" } };
const NO_DEADLINE: OperatorAnswer = { status: 400, body: { error: "Give the deadline as a date and time (Toronto time)" } };

const OPEN_REFUSED: Record<OpenRoundRefusal, OperatorAnswer> = {
  empty: { status: 422, body: { error: "Tick at least one buyer to shortlist for the best-and-final round" } },
  deadline: { status: 422, body: { error: "The round's deadline must be later than now" } },
  not_offeror: { status: 422, body: { error: "Only buyers of this listing who made an offer and still hold access can be shortlisted" } },
  open: { status: 409, body: { error: "A best-and-final round is still open: extend its deadline instead of opening another" } },
};

const EXTEND_REFUSED: Record<ExtendRoundRefusal, OperatorAnswer> = {
  unknown: { status: 404, body: { error: "This listing has no such round" } },
  closed: { status: 409, body: { error: "The round is closed: its deadline can no longer change" } },
  not_later: { status: 422, body: { error: "The new deadline must be later than the round's current deadline and than now" } },
};

export async function openRound(listing: string, fields: { shortlist: readonly unknown[]; deadline: unknown }): Promise<OperatorAnswer> {
  const shortlist = readShortlist(fields.shortlist);
  if (!shortlist) return { status: 400, body: { error: "The shortlist must list buyers' signature ids" } };
  const deadline = readDeadline(fields.deadline);
  if (!deadline) return NO_DEADLINE;
  if (!(await isDealRoomListing(listing))) return NOT_FOR_SALE;
  try {
    const backend = await getDealRoomBackend();
    const outcome = await (await backend.dealRoom()).openOfferRound(listing, shortlist, deadline, new Date());
    if ("refused" in outcome) return OPEN_REFUSED[outcome.refused];
    backend.notifier.wake();
    const invited = shortlist.length === 1 ? "1 buyer is" : `${shortlist.length} buyers are`;
    return { status: 201, body: { message: `Round ${outcome.opened.number} is open: ${invited} invited by e-mail.`, ...outcome.opened } };
  } catch (error) {
    logError(`A round of offers on ${listing} could not be opened`, error);
    return UNAVAILABLE;
  }
}

export async function extendRound(listing: string, roundId: string, fields: { deadline: unknown }): Promise<OperatorAnswer> {
  if (!UUID.test(roundId)) return { status: 400, body: { error: "That is not a round's id" } };
  const deadline = readDeadline(fields.deadline);
  if (!deadline) return NO_DEADLINE;
  try {
    const backend = await getDealRoomBackend();
    const outcome = await (await backend.dealRoom()).extendOfferRound(listing, roundId, deadline, new Date());
    if ("refused" in outcome) return EXTEND_REFUSED[outcome.refused];
    backend.notifier.wake();
    return { status: 200, body: { message: `The deadline is extended: ${outcome.extended.invited} invited buyers are told by e-mail.` } };
  } catch (error) {
    logError(`A round of offers on ${listing} could not be extended`, error);
    return UNAVAILABLE;
  }
}

/**
 * Closes the listing's latest round now (`round`: its number, as the page showed it, so a stale
 * page cannot close a round the team did not see): each offeror in it is e-mailed the count.
 */
export async function closeRound(listing: string, fields: { round: unknown }): Promise<OperatorAnswer> {
  const number = typeof fields.round === "number" ? fields.round : Number(typeof fields.round === "string" ? fields.round : Number.NaN);
  if (!Number.isInteger(number) || number < 1) return { status: 400, body: { error: "Name the round to close by its number" } };
  if (!(await isDealRoomListing(listing))) return NOT_FOR_SALE;
  try {
    const backend = await getDealRoomBackend();
    const store = await backend.dealRoom();
    const latest = (await store.offerRounds(listing)).at(-1)?.number ?? 1;
    if (number !== latest) return { status: 409, body: { error: `Round ${number} is not the listing's latest round (round ${latest})` } };
    const outcome = await store.closeOfferRound(listing, number, "team", new Date());
    if ("refused" in outcome) {
      return outcome.refused === "closed"
        ? { status: 409, body: { error: `Round ${number} is already closed: each offeror was e-mailed the count then` } }
        : { status: 404, body: { error: "This listing has no such round" } };
    }
    backend.notifier.wake();
    const queued = outcome.closed.queued === 1 ? "1 offeror is" : `${outcome.closed.queued} offerors are`;
    return { status: 200, body: { message: `Round ${number} is closed: ${queued} e-mailed the count of competing written offers.` } };
  } catch (error) {
    logError(`A round of offers on ${listing} could not be closed`, error);
    return UNAVAILABLE;
  }
}
