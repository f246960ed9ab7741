import { pageImage } from "@/src/dealRoom/viewOnly/pageImage.server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string; document: string; page: string }> };

/** One page of a view-only document, a PNG stamped with the signer, logged as a view (issue 46). */
export async function GET(request: Request, { params }: Params) {
  const { slug, document, page } = await params;
  return pageImage(request, slug, document, page);
}
