"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@agency/ui";

/** Ends the session on the server (the cookie is refused from now on) and shows the sign-in form. */
export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    try {
      await fetch("/api/operator/session", { method: "DELETE" });
    } finally {
      router.refresh();
    }
  }
  return (
    <Button variant="secondary" onClick={signOut} disabled={pending}>
      {pending ? "Signing out..." : "Sign out"}
    </Button>
  );
}
