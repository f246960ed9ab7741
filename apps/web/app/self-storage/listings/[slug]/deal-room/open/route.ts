import { askToOpen, openRoom } from "@/src/dealRoom/access/linkExchange.server";
import { advertised } from "@/src/advertising/advertisedPage.server";

// Never prerendered or cached: every request carries its own token.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The e-mailed deal room link (issues 31 and 41). proxy.ts sends `deal-room/?t=…` here, so links
 * already e-mailed keep working. GET and HEAD only ask (a page with one button); the button's POST
 * trades the token for the room's cookie and redirects to the clean address.
 */
export async function GET(request: Request, { params }: Params) {
  return advertised(await askToOpen(request, (await params).slug));
}

export async function HEAD(request: Request, { params }: Params) {
  return advertised(await askToOpen(request, (await params).slug));
}

export async function POST(request: Request, { params }: Params) {
  return advertised(await openRoom(request, (await params).slug));
}
