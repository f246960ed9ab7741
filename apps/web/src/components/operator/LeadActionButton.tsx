"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@agency/ui";
import type { LeadKind } from "@agency/supabase/leads";
import type { LeadAction } from "../../operator/leadActions";

const PENDING: Record<LeadAction, string> = {
  release: "Releasing...",
  delete: "Deleting...",
  retry: "Retrying...",
  "retry-webhook": "Retrying...",
};

/**
 * One operator action on one lead (release or delete a quarantined submission, retry a failed
 * notification or CRM delivery): the server's answer is shown as a toast, then the lists are read again.
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
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run() {
    if (action === "delete" && !window.confirm(`Delete the submission from ${who} for good? It cannot be undone.`)) return;
    setPending(true);
    try {
      const response = await fetch(`/api/operator/leads/${kind}/${id}`, {
        method: action === "delete" ? "DELETE" : "POST",
        headers: { "content-type": "application/json" },
        body: action === "delete" ? undefined : JSON.stringify({ action }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) toast.success(answer.message ?? "Done.");
      else toast.error(answer.error ?? `The server answered HTTP ${response.status}.`);
    } catch (error) {
      toast.error("The server could not be reached; nothing was changed.", {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return (
    <Button variant={action === "delete" ? "secondary" : "primary"} onClick={run} disabled={pending} aria-label={`${label}: ${who}`}>
      {pending ? PENDING[action] : label}
    </Button>
  );
}
