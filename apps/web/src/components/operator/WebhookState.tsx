import { Badge } from "@agency/ui";
import type { LeadKind } from "@agency/supabase/leads";
import type { WebhookState as State } from "@/src/leads/webhook/store";
import { LeadActionButton } from "./LeadActionButton";

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", timeStyle: "short", dateStyle: "short" });

/**
 * Whether the CRM webhook took a lead (decision 0022): delivered, retrying (attempts, next try,
 * last error) or failed after every retry, with a button to start it again.
 */
export function WebhookState({ state, kind, id, who }: { state: State | undefined; kind: LeadKind; id: string; who: string }) {
  if (!state || (!state.delivered_at && !state.next_attempt_at)) {
    // Stored before the webhook existed: never sent to the CRM.
    return <span className="text-xs text-slate-600">Not sent (stored before the webhook)</span>;
  }
  if (state.delivered_at) {
    return (
      <span className="flex flex-col gap-1" data-webhook="delivered">
        <Badge tone="success">Delivered</Badge>
        <span className="text-xs text-slate-600">{time(state.delivered_at)}</span>
      </span>
    );
  }
  if (state.failed_at) {
    return (
      <span className="flex flex-col items-start gap-1" data-webhook="failed">
        <Badge tone="critical">Failed</Badge>
        <span className="text-xs text-red-800">
          Gave up after {state.attempts} attempts{state.last_error ? `: ${state.last_error}` : ""}
        </span>
        <LeadActionButton kind={kind} id={id} action="retry-webhook" label="Retry CRM delivery" who={who} />
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1" data-webhook={state.attempts > 0 ? "retrying" : "pending"}>
      <Badge tone={state.attempts > 0 ? "danger" : "warning"}>
        {state.attempts > 0 ? `Retrying (${state.attempts} failed)` : "Pending"}
      </Badge>
      {state.last_error && <span className="text-xs text-red-800">{state.last_error}</span>}
      {state.attempts > 0 && state.next_attempt_at && (
        <span className="text-xs text-slate-600">Next try {time(state.next_attempt_at)}</span>
      )}
    </span>
  );
}
