import { uploadDocument } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/documents, multipart/form-data with the file in "file":
 * stored in the deal room's private storage and offered to the listing's signers. 201, or 400
 * (no file, empty, a kind not offered), 404 (not a confidential listing for sale), 413 (over 25 MB).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return operatorJson(400, { error: "Send the file as multipart/form-data in a field named “file”." });
  }
  const file = form.get("file");
  const answer = await uploadDocument(listing, file instanceof File ? file : null);
  return operatorJson(answer.status, answer.body);
}
