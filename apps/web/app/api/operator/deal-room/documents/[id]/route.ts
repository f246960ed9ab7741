import { removeDocument } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/** DELETE /api/operator/deal-room/documents/{id}: no longer listed or served to the listing's signers. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!isUuid(id)) return operatorJson(404, { error: "No document has that id" });
  const answer = await removeDocument(id);
  return operatorJson(answer.status, answer.body);
}
