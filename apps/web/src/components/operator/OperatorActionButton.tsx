"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@agency/ui";
import { toastServerAnswer, toastUnreachable } from "./serverAnswer";

/**
 * One operator action (retry, release or delete a lead, remove a deal room document, revoke a
 * signer, retry announcements): asks first when the action cannot be undone, shows the server's
 * answer as a toast, then reads the page again.
 */
export function OperatorActionButton({
  url,
  method,
  body,
  label,
  pendingLabel,
  confirmText,
  accessibleName,
  variant = "secondary",
}: {
  url: string;
  method: "POST" | "DELETE";
  body?: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** Asked before anything is sent; the action is dropped when the operator declines. */
  confirmText?: string;
  accessibleName: string;
  variant?: "primary" | "secondary";
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run() {
    if (confirmText && !window.confirm(confirmText)) return;
    setPending(true);
    try {
      const response = await fetch(url, {
        method,
        headers: body ? { "content-type": "application/json" } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      await toastServerAnswer(response, "Done.");
    } catch (error) {
      toastUnreachable(error, "nothing was changed");
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return (
    <Button variant={variant} onClick={run} disabled={pending} aria-label={accessibleName}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
