import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isDiagnosticTest } from "@/src/operator/catalog";
import { runDiagnosticTest } from "@/src/operator/diagnostics";
import { diagnosticsDeps } from "@/src/operator/diagnosticsDeps.server";

export const dynamic = "force-dynamic";

async function emailFrom(request: Request): Promise<string> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && "email" in body && typeof body.email === "string" ? body.email : "";
  } catch {
    return "";
  }
}

/** Runs one of the four test cards or the e-mail test; the result (passed or failed) is a 200. */
export async function POST(request: Request, { params }: { params: Promise<{ test: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { test } = await params;
  if (!isDiagnosticTest(test)) return operatorJson(404, { error: "Unknown test" });
  const email = test === "email" ? await emailFrom(request) : "";
  return operatorJson(200, await runDiagnosticTest(test, diagnosticsDeps(operator), { email }));
}
