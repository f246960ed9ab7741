import { breachRequestDeps } from "@/src/breachRecord/operator.server";
import { breachRecordDownload } from "@/src/breachRecord/requests";
import { requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/privacy/breaches.csv: every breach record kept, the latest determination first (decision 0055). */
export async function GET(request: Request) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  return breachRecordDownload(breachRequestDeps());
}
