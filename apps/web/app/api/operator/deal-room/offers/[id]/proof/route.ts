import { downloadProofOfFunds } from "@/src/dealRoom/offers/offerOperator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/offers/{offer id}/proof: the offer's proof of funds, for the operator only (issue 36). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!isUuid(id)) return operatorJson(400, { error: "An offer's id is a UUID, as in the link on the operator page" });
  return downloadProofOfFunds(id);
}
