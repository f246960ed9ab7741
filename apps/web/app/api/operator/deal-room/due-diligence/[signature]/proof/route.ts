import { downloadDueDiligenceProof } from "@/src/dealRoom/dueDiligence/dueDiligenceOperator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/due-diligence/{signature id}/proof: the request's proof of funds, for the team only (issue 46). */
export async function GET(request: Request, { params }: { params: Promise<{ signature: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { signature } = await params;
  if (!isUuid(signature))
    return operatorJson(400, { error: "A request's id is its signature's UUID, as in the link on the operator page" });
  return downloadDueDiligenceProof(signature);
}
