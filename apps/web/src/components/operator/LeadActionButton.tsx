import type { LeadKind } from "@agency/supabase/leads";
import type { LeadAction } from "@/src/operator/leadActions";
import { OperatorActionButton } from "./OperatorActionButton";

const PENDING: Record<LeadAction, string> = {
  release: "Releasing...",
  delete: "Deleting...",
  retry: "Retrying...",
  "retry-webhook": "Retrying...",
};

/**
 * One operator action on one lead: release or delete a quarantined submission (a delete is asked
 * first), retry a failed notification or CRM delivery.
 */
export function LeadActionButton({
  kind,
  id,
  action,
  label,
  who,
}: {
  kind: LeadKind;
  id: string;
  action: LeadAction;
  label: string;
  who: string;
}) {
  const remove = action === "delete";
  return (
    <OperatorActionButton
      url={`/api/operator/leads/${kind}/${id}`}
      method={remove ? "DELETE" : "POST"}
      body={remove ? undefined : { action }}
      label={label}
      pendingLabel={PENDING[action]}
      confirmText={remove ? `Delete the submission from ${who} for good? It cannot be undone.` : undefined}
      accessibleName={`${label}: ${who}`}
      variant={remove ? "secondary" : "primary"}
    />
  );
}
