import { downloadDocument } from "@/src/dealRoom/download.server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string; document: string }> };

/** One deal room document, streamed after the access link is checked and the download logged (issue 17). */
export async function GET(request: Request, { params }: Params) {
  const { slug, document } = await params;
  return downloadDocument(request, slug, document);
}
