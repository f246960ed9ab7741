import { NOT_JSON_MESSAGE } from "@/src/dealRoom/uploads/directUpload.server";
import { signUpload } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/uploads, JSON `{fileName, size, contentType}`: a signed
 * URL to PUT the file to, straight into the private Supabase Storage bucket (decision 0050). 201
 * `{id, uploadUrl, contentType}`; then POST `{id, fileName, size, contentType}` to …/documents to
 * record it. 400 (no name, empty, a kind not offered, a type not the extension's), 404 (not a
 * confidential listing for sale), 409 (documents kept on this server's disk: use the form), 413
 * (over 25 MB).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return operatorJson(400, { error: NOT_JSON_MESSAGE });
  }
  const answer = await signUpload(listing, body);
  return operatorJson(answer.status, answer.body);
}
