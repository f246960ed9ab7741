"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Badge, Button, Card } from "@agency/ui";
import { MESSAGES, NETWORK_STEPS, SUCCESS_RATE_THRESHOLD, type DiagnosticResult, type NetworkStepId } from "@/src/operator/catalog";
import { ResultBox } from "./ResultBox";
import { requestTest, type Diagnostics } from "./useDiagnostics";

const STEPS = Object.keys(NETWORK_STEPS) as NetworkStepId[];

export function successRate(results: readonly DiagnosticResult[]): number {
  return results.length === 0 ? 0 : Math.round((results.filter((result) => result.success).length / results.length) * 100);
}

/** docs/product.md#operator-page: the four network tests in sequence, then the success rate (default style above 70 %). */
export function NetworkCard({ diagnostics }: { diagnostics: Diagnostics }) {
  const [results, setResults] = useState<DiagnosticResult[]>([]);
  const [status, setStatus] = useState<string | null>(null);

  const start = () =>
    diagnostics.run("network", async () => {
      setResults([]);
      setStatus(MESSAGES.networkRunning);
      diagnostics.addLog(MESSAGES.networkRunning);
      try {
        const collected: DiagnosticResult[] = [];
        for (const step of STEPS) {
          const result = await requestTest(`/api/operator/network/${step}`);
          collected.push(result);
          setResults([...collected]);
          diagnostics.addLog(`${result.test}: ${result.message} (${result.durationMs} ms)`);
        }
        setStatus(MESSAGES.networkCompleted);
        diagnostics.addLog(`${MESSAGES.networkCompleted}: ${successRate(collected)}% passed`);
        toast.success(MESSAGES.networkCompleted);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setStatus(MESSAGES.networkFailed);
        diagnostics.addLog(`${MESSAGES.networkFailed}: ${message}`);
        toast.error(MESSAGES.networkFailed, { description: message });
      }
    });

  const rate = successRate(results);
  const healthy = rate > SUCCESS_RATE_THRESHOLD;
  return (
    <Card aria-labelledby="network-title" className="md:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="network-title" className="text-lg font-semibold">
          Network diagnostics
        </h2>
        {results.length > 0 && (
          <Badge
            tone={healthy ? "neutral" : "danger"}
            data-variant={healthy ? "default" : "destructive"}
            aria-label={`Success rate ${rate}%`}
          >
            {rate}% success
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        A CORS preflight, HEAD probes of the functions host, a direct POST with the bearer and API-key headers, and an invoke through the
        backend client, one after another.
      </p>
      <Button className="mt-4" onClick={start} disabled={diagnostics.busy}>
        {diagnostics.running === "network" ? "Testing..." : "Run Network Diagnostics"}
      </Button>
      {status && (
        <p role="status" className="mt-3 font-semibold">
          {status}
        </p>
      )}
      <ResultBox label="Network diagnostics results" results={results} />
    </Card>
  );
}
