/** What the agreement form shows after a signature: no zod here, so the form page does not load it. */
export type SigningStatus = "idle" | "signed" | "awaiting_team" | "invalid" | "failed" | "rate_limited";

/**
 * After a signature whose link was withheld (three links to the address today, or the address was
 * revoked on this listing). The same words for both, so the page tells a visitor nothing about
 * someone else's address.
 */
export const AWAITING_TEAM_MESSAGE =
  "Your signature is recorded. The team will contact you about access to this listing's documents; you do not need to sign again.";

export interface SigningState {
  status: SigningStatus;
  message: string | null;
  fieldErrors: Record<string, string>;
  /** What the signer typed, to refill the form after an error (never the tick box). */
  values: Record<string, string>;
  /** After signing: where the link went. */
  sentTo: string | null;
  submittedAt: number;
}

export const INITIAL_SIGNING_STATE: SigningState = {
  status: "idle",
  message: null,
  fieldErrors: {},
  values: {},
  sentTo: null,
  submittedAt: 0,
};
