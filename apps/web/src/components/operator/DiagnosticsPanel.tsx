"use client";

import { Toaster } from "sonner";
import { EmailTestCard } from "./EmailTestCard";
import { NetworkCard } from "./NetworkCard";
import { TestCard } from "./TestCard";
import { useDiagnostics } from "./useDiagnostics";

/**
 * The operator's test bench (docs/product.md#operator-page): four test cards, the network card, the e-mail test and
 * the log. Its own client component, loaded only on /diagnostics, so no public page carries it.
 */
export function DiagnosticsPanel({ mode }: { mode: "embedded" | "hosted" }) {
  const diagnostics = useDiagnostics();
  const where = mode === "embedded" ? "the in-process functions" : "the Supabase edge functions";
  const database = mode === "embedded" ? "the embedded PGlite database" : "Supabase";
  return (
    <section aria-labelledby="diagnostics-title" className="mt-8">
      <Toaster richColors position="top-center" closeButton />
      <h2 id="diagnostics-title" className="text-2xl font-bold tracking-tight">
        System tests
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <TestCard
          id="health"
          description={`Invokes the health function of ${where}, falling back to a direct POST.`}
          diagnostics={diagnostics}
        />
        <TestCard
          id="contact-function"
          description="Calls the contact-form function with skip_db, falling back to a direct POST: the team gets a notification, nothing is stored."
          diagnostics={diagnostics}
        />
        <TestCard id="database" description={`Asks ${database} for an exact count of contact_forms.`} diagnostics={diagnostics} />
        <TestCard
          id="live-insert"
          description="Inserts a contact_forms row marked as a test: never listed, exported or notified."
          diagnostics={diagnostics}
        />
        <NetworkCard diagnostics={diagnostics} />
        <EmailTestCard diagnostics={diagnostics} />
      </div>
      <label htmlFor="diagnostics-log" className="mt-6 block text-sm font-medium text-slate-800">
        Log
      </label>
      <textarea
        id="diagnostics-log"
        readOnly
        rows={12}
        value={diagnostics.log.join("\n")}
        className="mt-1 w-full rounded-md border border-slate-300 bg-slate-950 p-2 font-mono text-xs text-slate-100"
      />
    </section>
  );
}
