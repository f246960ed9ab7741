import { receiveQuestion } from "@/src/dealRoom/questions/ask.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own cookie and form.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The deal room's question form posts here (issue 46): a plain form POST answered with a 303 back
 * to the room (`?done=question-asked` or `?refused=<why>`), or the room's script's JSON answered
 * 201, or 400/429 with why; 403 without the room's cookie or once the signature is revoked.
 */
export async function POST(request: Request, { params }: Params) {
  return advertised(await receiveQuestion(request, (await params).slug));
}
