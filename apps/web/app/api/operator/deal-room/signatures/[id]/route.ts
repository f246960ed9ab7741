import { readLimitedBody } from "@/src/http/limitedBody";
import { grantAccess, revokeSignature } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/signatures/{id} with {"action": "revoke"}: the signer's links stop
 * working at once, and the address gets no link on this listing until granted again; with
 * {"action": "grant"}: a signature whose link was withheld gets a fresh one, valid 7 days.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { id } = await params;
  if (!isUuid(id)) return operatorJson(404, { error: "No signature has that id" });
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  let action: unknown;
  try {
    action = (JSON.parse(new TextDecoder().decode(body)) as { action?: unknown }).action;
  } catch {
    action = undefined;
  }
  if (action !== "revoke" && action !== "grant") return operatorJson(400, { error: 'Send {"action": "revoke"} or {"action": "grant"}' });
  const answer = action === "grant" ? await grantAccess(id) : await revokeSignature(id);
  return operatorJson(answer.status, answer.body);
}
