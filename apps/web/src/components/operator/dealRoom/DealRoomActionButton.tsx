"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@agency/ui";

/**
 * One operator action in a deal room (remove a document, revoke a signer's access): asks first,
 * shows the server's answer as a toast, then reads the page again.
 */
export function DealRoomActionButton({
  url,
  method,
  body,
  label,
  pendingLabel,
  confirmText,
  target,
}: {
  url: string;
  method: "POST" | "DELETE";
  body?: Record<string, string>;
  label: string;
  pendingLabel: string;
  confirmText: string;
  /** Who or what the action is about, for the accessible name. */
  target: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run() {
    if (!window.confirm(confirmText)) return;
    setPending(true);
    try {
      const response = await fetch(url, {
        method,
        headers: body ? { "content-type": "application/json" } : undefined,
        body: body ? JSON.stringify(body) : undefined,
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
    <Button variant="secondary" onClick={run} disabled={pending} aria-label={`${label}: ${target}`}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
