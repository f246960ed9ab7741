"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@agency/ui";
import { toastServerAnswer, toastUnreachable } from "./serverAnswer";

/**
 * An operator action as a plain form POST, so it works before the script loads or without it (the
 * route answers a form with a 303 back to the page, src/operator/formPost.ts); with the script,
 * the form's fields go as JSON, the answer is a toast and the page is read again, like
 * OperatorActionButton. `children`: the form's fields; the submit button is drawn after them.
 */
export function OperatorFormPost({
  action,
  label,
  pendingLabel,
  accessibleName,
  confirmText,
  className,
  children,
}: {
  action: string;
  label: string;
  pendingLabel: string;
  accessibleName: string;
  /** Asked before anything is sent; nothing is sent when the operator declines. */
  confirmText?: string;
  className?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmText && !window.confirm(confirmText)) return;
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    setPending(true);
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fields),
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
    <form method="post" action={action} onSubmit={submit} className={className}>
      {children}
      <Button type="submit" variant="secondary" disabled={pending} aria-label={accessibleName}>
        {pending ? pendingLabel : label}
      </Button>
    </form>
  );
}
