import { breachRequestDeps } from "@/src/breachRecord/operator.server";
import { recordBreach } from "@/src/breachRecord/requests";
import { requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/privacy/breaches (the Privacy page's breach form, an ordinary form post: it
 * works without JavaScript): records one breach of security safeguards, then 303 back to the
 * page; a wrong field answers 400 with a page naming it, and nothing is stored (decision 0055).
 */
export async function POST(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  return recordBreach(request, breachRequestDeps());
}
