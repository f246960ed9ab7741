import { removeDocument } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** DELETE /api/operator/deal-room/documents/{id}: no longer listed or served to the listing's signers. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!UUID.test(id)) return operatorJson(404, { error: "No document has that id" });
  const answer = await removeDocument(id);
  return operatorJson(answer.status, answer.body);
}
