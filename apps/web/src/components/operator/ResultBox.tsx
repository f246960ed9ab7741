import type { DiagnosticResult } from "@/src/operator/catalog";
import { describeResult } from "./useDiagnostics";

/** docs/product.md#operator-page: a result textarea of 8 rows; read-only, so the operator can select and copy it. */
export function ResultBox({ label, results }: { label: string; results: readonly DiagnosticResult[] }) {
  return (
    <textarea
      aria-label={label}
      readOnly
      rows={8}
      value={results.map(describeResult).join("\n\n")}
      placeholder="No result yet"
      className="mt-3 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800"
    />
  );
}

/** The headline of a result, in the colour of its outcome, announced to screen readers. */
export function ResultMessage({ result }: { result: DiagnosticResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role="status"
      data-success={result.success}
      className={result.success ? "mt-3 font-semibold text-emerald-800" : "mt-3 font-semibold text-red-700"}
    >
      {result.message}
    </p>
  );
}
