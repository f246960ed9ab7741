"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast, Toaster } from "sonner";
import { TextAreaField } from "@agency/ui";

/**
 * The room's "Ask the team a question" form (issue 46): a plain urlencoded form POST, so it works
 * without JavaScript (the server answers 303 back to the room with `?done=` / `?refused=`); with
 * the script, the question goes as JSON, the answer (201, or 400/429 with why) is a toast, and the
 * room is read again so the question shows in the signer's list.
 */
export function QuestionForm({ action, maxLength }: { action: string; maxLength: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const question = new FormData(form).get("question");
    setPending(true);
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) {
        toast.success(answer.message ?? "Your question was sent to the team.");
        form.reset();
      } else {
        toast.error(answer.error ?? `Your question was not sent (HTTP ${response.status}). Nothing was stored.`);
      }
    } catch (error) {
      toast.error("The server could not be reached; your question was not sent.", {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return (
    <form method="post" action={action} onSubmit={submit} noValidate aria-label="Ask the team a question" className="mt-4">
      <Toaster richColors position="top-center" closeButton />
      <TextAreaField
        id="question"
        label="Your question"
        required
        maxLength={maxLength}
        rows={4}
        hint={`Up to ${maxLength.toLocaleString("en-CA")} characters. The team may answer you alone, or every buyer without your name.`}
      />
      <p className="pt-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          {pending ? "Sending..." : "Send the question"}
        </button>
      </p>
    </form>
  );
}
