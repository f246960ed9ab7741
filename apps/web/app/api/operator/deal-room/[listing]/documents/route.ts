import { NOT_REGISTRATION_MESSAGE } from "@/src/dealRoom/uploads/directUpload.server";
import { registerUpload, uploadDocument } from "@/src/dealRoom/operator.server";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/documents, multipart/form-data with the file in "file":
 * stored in the deal room's private storage and offered to the listing's signers. 201, or 400
 * (no file, empty, a kind not offered), 404 (not a confidential listing for sale), 413 (over 25 MB).
 *
 * Or JSON `{id, fileName, size, contentType}` after the browser PUT the file to the signed URL of
 * …/uploads (hosted storage, decision 0050): recorded once Storage holds that object with that
 * size and type. 201, or 400, 404, 413 as above, 409 (the object is missing or differs, already
 * recorded, or documents are kept on this server's disk).
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  if (request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json") {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return operatorJson(400, { error: NOT_REGISTRATION_MESSAGE });
    }
    const answer = await registerUpload(listing, body);
    return operatorJson(answer.status, answer.body);
  }
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
