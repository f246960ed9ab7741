import { draftListingResponse } from "@/src/proposals/draftListing.server";

export const dynamic = "force-dynamic";

/** The draft listing a listed proposal becomes, as the NDJSON file `sanity dataset import` reads. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  return draftListingResponse(request, (await context.params).id);
}
