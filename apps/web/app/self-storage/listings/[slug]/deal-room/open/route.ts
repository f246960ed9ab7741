import { exchangeAccessLink } from "@/src/dealRoom/linkExchange.server";

// Never prerendered or cached: every request carries its own token.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

/**
 * The e-mailed deal room link, traded for the room's cookie and a redirect to the clean address
 * (issue 31). proxy.ts sends `deal-room/?t=…` here, so links already e-mailed keep working.
 */
export async function GET(request: Request, { params }: Params) {
  return exchangeAccessLink(request, (await params).slug);
}

export async function HEAD(request: Request, { params }: Params) {
  return exchangeAccessLink(request, (await params).slug);
}
