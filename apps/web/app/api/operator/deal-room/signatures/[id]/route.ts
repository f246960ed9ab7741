import { readLimitedBody } from "@/src/http/limitedBody";
import { revokeSignature } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/operator/deal-room/signatures/{id} with {"action": "revoke"}: the signer's links stop working at once. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!UUID.test(id)) return operatorJson(404, { error: "No signature has that id" });
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  let action: unknown;
  try {
    action = (JSON.parse(new TextDecoder().decode(body)) as { action?: unknown }).action;
  } catch {
    action = undefined;
  }
  if (action !== "revoke") return operatorJson(400, { error: 'Send {"action": "revoke"}' });
  const answer = await revokeSignature(id);
  return operatorJson(answer.status, answer.body);
}
