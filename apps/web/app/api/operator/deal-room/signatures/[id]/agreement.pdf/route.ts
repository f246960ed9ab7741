import { downloadSignedAgreementForTeam } from "@/src/dealRoom/signedAgreement/signedAgreement.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/signatures/{id}/agreement.pdf: any signer's agreement as signed, for the team (issue 46). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!isUuid(id)) return operatorJson(400, { error: "A signature's id is a UUID, as in the link on the listing's page" });
  return downloadSignedAgreementForTeam(id);
}
