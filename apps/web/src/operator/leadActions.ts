/**
 * The operator's actions on one lead (docs/decisions/0019-spam-quarantine.md): release a
 * quarantined submission, delete one, retry a notification that gave up, or retry a CRM webhook
 * delivery that gave up (decision 0022). Shared by the route
 * and the buttons, so both say the same thing.
 */
export const LEAD_ACTIONS = ["release", "delete", "retry", "retry-webhook"] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

/** The action of a `{"action": "…"}` body, or null for anything else. */
export function parseLeadAction(body: Uint8Array): LeadAction | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    const action = value && typeof value === "object" && "action" in value ? value.action : undefined;
    return (LEAD_ACTIONS as readonly unknown[]).includes(action) ? (action as LeadAction) : null;
  } catch {
    return null;
  }
}

const DONE: Record<LeadAction, string> = {
  release: "Released: the team is being notified of this lead.",
  delete: "Deleted.",
  retry: "The notification will be sent again now.",
  "retry-webhook": "The lead will be sent to the CRM again now.",
};

/** A second click, or another operator acting first, finds the row no longer in that state. */
const NOT_APPLICABLE: Record<LeadAction, string> = {
  release: "This submission is no longer in quarantine (already released or deleted).",
  delete: "This submission is no longer in quarantine (already released or deleted).",
  retry: "This lead's notification is not in the failed state (already retried or sent).",
  "retry-webhook": "This lead's CRM delivery is not in the failed state (already retried or delivered).",
};

export function leadActionOutcome(action: LeadAction, done: boolean): { status: 200 | 409; body: { message: string } | { error: string } } {
  return done ? { status: 200, body: { message: DONE[action] } } : { status: 409, body: { error: NOT_APPLICABLE[action] } };
}
