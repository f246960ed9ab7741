import { Badge } from "@agency/ui";
import type { NotificationState as State } from "../../leads/repository/types";

const time = (iso: string) => new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", timeStyle: "short", dateStyle: "short" });

/** Whether the team's e-mail for a lead went out, or why not yet and when the next try is. */
export function NotificationState({ state }: { state: State }) {
  if (state.notified_at) {
    return (
      <span className="flex flex-col gap-1">
        <Badge tone="success">Notified</Badge>
        <span className="text-xs text-slate-600">{time(state.notified_at)}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <Badge tone={state.attempts > 0 ? "danger" : "warning"}>{state.attempts > 0 ? `Retrying (${state.attempts} failed)` : "Pending"}</Badge>
      {state.last_error && <span className="text-xs text-red-800">{state.last_error}</span>}
      {state.attempts > 0 && state.next_attempt_at && <span className="text-xs text-slate-600">Next try {time(state.next_attempt_at)}</span>}
    </span>
  );
}
