import { recordQuestionUnsubscribe, showQuestionUnsubscribe } from "@/src/dealRoom/questions/unsubscribe.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own token.
export const dynamic = "force-dynamic";

/** The deal room questions digest's unsubscribe link (issue 46): GET shows one button, its POST records the choice. */
export async function GET(request: Request) {
  return advertised(await showQuestionUnsubscribe(request));
}

export async function POST(request: Request) {
  return advertised(await recordQuestionUnsubscribe(request));
}
