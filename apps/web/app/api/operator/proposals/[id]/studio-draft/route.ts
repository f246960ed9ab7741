import { studioDraftResponse } from "@/src/proposals/draftListing.server";

export const dynamic = "force-dynamic";

/** Hosted mode: the listed proposal's draft listing created in the Studio (a form post, 303 back to the proposal). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  return studioDraftResponse(request, (await context.params).id);
}
