import { downloadOwnSignedAgreement } from "@/src/dealRoom/signedAgreement/signedAgreement.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/** The signer's confidentiality agreement as signed, a PDF made from the record (issue 46); only the room's cookie's own. */
export async function GET(request: Request, { params }: Params) {
  const { slug } = await params;
  // The PDF goes out untouched; a refusal page gets the brokerage's line.
  return advertised(await downloadOwnSignedAgreement(request, slug));
}

/** The same checks and headers, no body. */
export const HEAD = GET;
