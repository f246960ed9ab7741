import { draftMode } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";

export const dynamic = "force-dynamic";

/** Leaves draft mode (the banner's "Exit preview" link) and returns to the home page. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  return NextResponse.redirect(new URL("/", request.url), { status: 307, headers: { "Cache-Control": "no-store" } });
}
