import { lookUpDownload } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";
import { isUuid } from "@/src/http/uuid";

export const dynamic = "force-dynamic";

/** GET /api/operator/deal-room/downloads/{download ID}: the download a watermarked copy names (issue 31). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  // As copied from a page: any case, maybe with spaces around it.
  const id = decodeURIComponent((await params).id)
    .trim()
    .toLowerCase();
  if (!isUuid(id))
    return operatorJson(400, { error: "A download ID looks like 6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f (from the foot of a page)" });
  const answer = await lookUpDownload(id);
  return operatorJson(answer.status, answer.body);
}
