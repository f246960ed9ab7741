import { Badge } from "@agency/ui";
import type { LeadKind } from "@agency/supabase/leads";
import type { NotificationState as State } from "@/src/leads/store/types";
import { LeadActionButton } from "./LeadActionButton";

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", timeStyle: "short", dateStyle: "short" });

/**
 * Whether the team's e-mail for a lead went out, or why not yet and when the next try is; a
 * notification that gave up can be retried from here.
 */
export function NotificationState({ state, kind, id, who }: { state: State; kind: LeadKind; id: string; who: string }) {
  if (state.notified_at) {
    return (
      <span className="flex flex-col gap-1">
        <Badge tone="success">Notified</Badge>
        <span className="text-xs text-slate-600">{time(state.notified_at)}</span>
      </span>
    );
  }
  if (state.failed_at) {
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="critical">Failed</Badge>
        <span className="text-xs text-red-800">
          Gave up after {state.attempts} attempts{state.last_error ? `: ${state.last_error}` : ""}
        </span>
        <LeadActionButton kind={kind} id={id} action="retry" label="Retry notification" who={who} />
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
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
