/** What the agreement form shows after a signature: no zod here, so the form page does not load it. */
export type SigningStatus = "idle" | "signed" | "invalid" | "failed" | "rate_limited";

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
