"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@agency/ui";

/** Starts a listing's given-up announcements again (the operator's retry); the answer as a toast. */
export function AnnouncementRetryButton({ slug }: { slug: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      const response = await fetch(`/api/operator/announcements/${slug}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "retry" }),
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
    <Button variant="primary" onClick={run} disabled={pending} aria-label={`Retry the failed announcements of ${slug}`}>
      {pending ? "Retrying..." : "Retry failed"}
    </Button>
  );
}
