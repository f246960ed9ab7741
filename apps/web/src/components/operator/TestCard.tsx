"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, Card } from "@agency/ui";
import { DIAGNOSTIC_TESTS, type DiagnosticResult, type DiagnosticTestId } from "@/src/operator/catalog";
import { ResultBox, ResultMessage } from "./ResultBox";
import { requestTest, type Diagnostics } from "./useDiagnostics";

interface TestCardProps {
  id: Exclude<DiagnosticTestId, "email">;
  description: string;
  diagnostics: Diagnostics;
}

/** One of the four test cards: a button (a testing label while it runs), the headline and the result. */
export function TestCard({ id, description, diagnostics }: TestCardProps) {
  const { name, button } = DIAGNOSTIC_TESTS[id];
  const [result, setResult] = useState<DiagnosticResult | undefined>();

  const start = () =>
    diagnostics.run(id, async () => {
      diagnostics.addLog(`${name}: started`);
      try {
        const outcome = await requestTest(`/api/operator/diagnostics/${id}`);
        setResult(outcome);
        diagnostics.addLog(`${name}: ${outcome.message} (${outcome.durationMs} ms)`);
        if (outcome.success) toast.success(outcome.message);
        else toast.error(outcome.message, { description: outcome.details.split("\n")[0] });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        diagnostics.addLog(`${name}: could not run: ${message}`);
        toast.error(`${name} could not run`, { description: message });
      }
    });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <Button className="mt-4" onClick={start} disabled={diagnostics.busy}>
        {diagnostics.running === id ? "Testing..." : button}
      </Button>
      <ResultMessage result={result} />
      <ResultBox label={`${name} result`} results={result ? [result] : []} />
    </Card>
  );
}
