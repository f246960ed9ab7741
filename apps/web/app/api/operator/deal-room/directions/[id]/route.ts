import { downloadDirection } from "@/src/dealRoom/direction/directionOperator.server";
import { isUuid } from "@/src/http/uuid";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/directions/{id}: the seller's signed direction (PDF), for the team only (issue 46, decision 0062). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!isUuid(id)) return operatorJson(400, { error: "A direction's id is a UUID, as in the link on the listing's page" });
  return downloadDirection(id);
}
