/**
 * The words the operator reads about a request: what an erasure did, and each line of the request
 * log. Shared by the route's answer and the operator page, so both say the same thing.
 */
import type { ErasureStep, LoggedRequest } from "./store";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "3 rows deleted, 1 anonymised, 2 kept, 1 signer's access revoked" (only what happened). */
export function describeErasure(steps: readonly ErasureStep[]): string {
  const total = (action: ErasureStep["action"]) =>
    steps.filter((step) => step.action === action).reduce((sum, step) => sum + step.records, 0);
  // Offers are kept for their own record term (decision 0058): said apart, in plain words.
  const kept = (sources: readonly string[]) =>
    steps.filter((step) => sources.includes(step.source) && step.action === "kept").reduce((sum, step) => sum + step.records, 0);
  const offersKept = kept(["deal_room_offers"]);
  // The round invitations and their e-mails are part of that record and go with the signature (decision 0058).
  const roundsKept = kept(["deal_room_round_invitations", "deal_room_round_mail"]);
  const otherKept = total("kept") - offersKept - roundsKept;
  const parts = [
    total("deleted") > 0 && `${plural(total("deleted"), "row")} deleted`,
    total("anonymised") > 0 && `${total("anonymised")} anonymised`,
    otherKept > 0 && `${otherKept} kept as decision 0038 requires`,
    offersKept > 0 &&
      `${plural(offersKept, "offer")} not deleted: Ontario's real estate rules make the brokerage keep every offer it received (decision 0058)`,
    roundsKept > 0 &&
      `${plural(roundsKept, "offer-round invitation or e-mail", "offer-round invitations and e-mails")} kept with the offers (decision 0058)`,
    total("revoked") > 0 && `deal room access revoked for ${plural(total("revoked"), "signature")}`,
  ].filter(Boolean);
  return parts.length === 0 ? "Nothing was kept about this address." : `${parts.join(", ")}.`;
}

const ACTION_WORDS: Record<LoggedRequest["action"], string> = {
  find: "Find",
  export: "Access export",
  erase: "Erasure",
};

export const requestActionWords = (action: LoggedRequest["action"]) => ACTION_WORDS[action];

/** A log line's outcome: the rows found per table, or what the erasure did. */
export function describeOutcome(entry: LoggedRequest): string {
  if (entry.action === "erase") {
    const done = Array.isArray(entry.outcome.done) ? (entry.outcome.done as ErasureStep[]) : [];
    return describeErasure(done);
  }
  const found = entry.outcome.found && typeof entry.outcome.found === "object" ? (entry.outcome.found as Record<string, number>) : {};
  const tables = Object.entries(found).filter(([, count]) => Number(count) > 0);
  return tables.length === 0 ? "Nothing found." : tables.map(([table, count]) => `${table}: ${count}`).join(", ");
}
