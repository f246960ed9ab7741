import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isNetworkStep } from "@/src/operator/catalog";
import { diagnosticsDeps } from "@/src/operator/diagnosticsDeps.server";
import { runNetworkStep } from "@/src/operator/networkDiagnostics";

export const dynamic = "force-dynamic";

/** One of the network card's four probes; the card calls them in sequence. */
export async function POST(request: Request, { params }: { params: Promise<{ step: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { step } = await params;
  if (!isNetworkStep(step)) return operatorJson(404, { error: "Unknown network test" });
  return operatorJson(200, await runNetworkStep(step, diagnosticsDeps(operator)));
}
