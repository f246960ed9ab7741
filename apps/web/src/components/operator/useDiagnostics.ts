"use client";

import { useCallback, useRef, useState } from "react";
import type { DiagnosticResult } from "@/src/operator/catalog";

/** POSTs one test to the operator API; a 401 means the session ended (signed out or expired). */
export async function requestTest(url: string, body: Record<string, unknown> = {}): Promise<DiagnosticResult> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.status === 401) throw new Error("Your operator session has ended: reload the page and sign in again");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as DiagnosticResult;
}

export function describeResult(result: DiagnosticResult): string {
  return [
    `Test: ${result.test}`,
    `Success: ${result.success}`,
    `Message: ${result.message}`,
    `Timestamp: ${result.timestamp}`,
    `Duration: ${result.durationMs} ms`,
    `Details:\n${result.details}`,
  ].join("\n");
}

/**
 * The page's one-test-at-a-time rule (docs/product.md#operator-page): `running` names the test under way, and
 * `run` refuses to start another until it is done. Every start and outcome goes to the log.
 */
export function useDiagnostics() {
  const [running, setRunning] = useState<string | null>(null);
  // The ref, not the state, guards against a second click landing before React re-renders.
  const runningRef = useRef<string | null>(null);
  const [log, setLog] = useState<string[]>([]);

  const addLog = useCallback((line: string) => {
    setLog((lines) => [...lines, `[${new Date().toLocaleTimeString("en-CA", { hour12: false })}] ${line}`]);
  }, []);

  const run = useCallback(async <T>(id: string, work: () => Promise<T>): Promise<T | undefined> => {
    if (runningRef.current) return undefined;
    runningRef.current = id;
    setRunning(id);
    try {
      return await work();
    } finally {
      runningRef.current = null;
      setRunning(null);
    }
  }, []);

  return { running, busy: running !== null, log, addLog, run };
}

export type Diagnostics = ReturnType<typeof useDiagnostics>;
