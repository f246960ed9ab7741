"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button, Card, TextField } from "@agency/ui";
import { DIAGNOSTIC_TESTS, MESSAGES, type DiagnosticResult } from "@/src/operator/catalog";
import { ResultBox, ResultMessage } from "./ResultBox";
import { requestTest, type Diagnostics } from "./useDiagnostics";

type EmailTestStatus = "ready" | "testing" | "success" | "failed";

/** docs/product.md#operator-page: an address is required (send disabled while empty); ready, testing, success or failed. */
export function EmailTestCard({ diagnostics }: { diagnostics: Diagnostics }) {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<EmailTestStatus>("ready");
  const [result, setResult] = useState<DiagnosticResult | undefined>();
  const empty = email.trim() === "";

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    void diagnostics.run("email", async () => {
      setStatus("testing");
      diagnostics.addLog(`${DIAGNOSTIC_TESTS.email.name}: sending to ${email.trim()}`);
      try {
        const outcome = await requestTest("/api/operator/diagnostics/email", { email });
        setResult(outcome);
        setStatus(outcome.success ? "success" : "failed");
        diagnostics.addLog(`${DIAGNOSTIC_TESTS.email.name}: ${outcome.message}`);
        if (outcome.success) toast.success(outcome.message);
        else toast.error(outcome.message, { description: outcome.details });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setStatus("failed");
        diagnostics.addLog(`${MESSAGES.emailTestFailed}: ${message}`);
        toast.error(MESSAGES.emailTestFailed, { description: message });
      }
    });
  };

  return (
    <Card aria-labelledby="email-title" className="md:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="email-title" className="text-lg font-semibold">
          E-mail test
        </h2>
        <span data-email-status={status} className="text-sm font-medium text-slate-700 capitalize">
          Status: {status}
        </span>
      </div>
      <form onSubmit={send} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id="test-email"
            label="Send a test e-mail to"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setTouched(true);
            }}
            error={touched && empty ? MESSAGES.emailEmpty : null}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={empty || diagnostics.busy}>
          {diagnostics.running === "email" ? "Sending..." : DIAGNOSTIC_TESTS.email.button}
        </Button>
      </form>
      <ResultMessage result={result} />
      <ResultBox label="E-mail test result" results={result ? [result] : []} />
    </Card>
  );
}
