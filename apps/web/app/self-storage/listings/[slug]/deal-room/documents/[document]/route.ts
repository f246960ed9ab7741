import { downloadDocument } from "@/src/dealRoom/documents/download.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string; document: string }> };

/** One deal room document, streamed after the access link is checked; logged once the body is sent (issues 17, 31). */
export async function GET(request: Request, { params }: Params) {
  const { slug, document } = await params;
  // A document streams through untouched; a refusal page gets the brokerage's line.
  return advertised(await downloadDocument(request, slug, document));
}

/** The same checks and headers, no body and no log row: a mail scanner's look at a link is not a download. */
export const HEAD = GET;
