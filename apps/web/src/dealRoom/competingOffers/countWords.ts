/**
 * How the count of competing written offers is said (issue 46, decision 0058), the same in the
 * room, in its answers and in the e-mails: which round, how many, and what asking for it did.
 */

/** "round 1 (the call for offers)", "round 2 (best and final)". */
export function roundName(number: number): string {
  return number > 1 ? `round ${number} (best and final)` : "round 1 (the call for offers)";
}

/** "no competing written offer", "1 competing written offer", "3 competing written offers". */
export function competingPhrase(competing: number): string {
  if (competing === 0) return "no competing written offer";
  return `${competing} competing written offer${competing === 1 ? "" : "s"}`;
}

/** What asking for the count did: e-mailed, already e-mailed at this count, or refused (no offer yet). */
export type CountAnswer = "emailed" | "unchanged" | "no-offer";

export const COUNT_ANSWERS: readonly CountAnswer[] = ["emailed", "unchanged", "no-offer"];

/** The sentence after asking, in the room's banner and the JSON answer. */
export function countNotice(answer: CountAnswer, number?: number, competing?: number): string {
  if (answer === "no-offer") return "The count of competing offers is given to buyers who made an offer. Send yours first.";
  const count = number !== undefined && competing !== undefined ? `: ${competingPhrase(competing)} in ${roundName(number)}` : "";
  return answer === "emailed"
    ? `The count is on its way to your e-mail${count}.`
    : `This count was already e-mailed to you${count}. Ask again once it changes; you will also receive it when the round closes.`;
}
