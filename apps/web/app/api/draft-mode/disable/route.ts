import { draftMode } from "next/headers";

export const dynamic = "force-dynamic";

/**
 * Leaves draft mode (the banner's "Exit preview" link) and returns to the home page. The Location
 * is relative: an absolute one built from request.url names the address Next.js listens on
 * (http://localhost:3000 behind a reverse proxy), or a host the client chose.
 */
export async function GET() {
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { Location: "/", "Cache-Control": "no-store" } });
}
