/**
 * GET /api/operator/proposals/{id}/draft-listing/ (issue 44, decision 0052): once the owner listed,
 * the draft listing document with the proposal's figures, as the NDJSON file the team imports into
 * the Studio's dataset (`sanity dataset import draft.ndjson production`). 409 while the proposal
 * is not listed or has no value range or figures.
 */
import "server-only";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { draftListing, draftListingNdjson } from "./draftListing";
import { proposalFigures } from "./proposalFigures";
import { marketOptions, proposalStore } from "./proposals.server";
import { isProposalId } from "./store";

const torontoDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

export async function draftListingResponse(request: Request, id: string): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  try {
    const proposal = isProposalId(id) ? await (await proposalStore()).get(id) : null;
    if (!proposal) return operatorJson(404, { error: "No proposal has this id" });
    if (!proposal.listing || !proposal.listedAt)
      return operatorJson(409, { error: 'Record "The owner listed" with the listing\'s slug first' });
    if (!proposal.valueRange) return operatorJson(409, { error: "Choose the value range first: its high end is the asking price" });
    const market = (await marketOptions()).find((candidate) => candidate.key === proposal.market) ?? null;
    const figures = proposalFigures(proposal, market);
    if (!figures.ok) return operatorJson(409, { error: figures.missing });
    const document = draftListing({
      slug: proposal.listing,
      title: proposal.owner.property,
      valueRange: proposal.valueRange,
      underwriting: figures.underwriting,
      listedOn: torontoDay(new Date(proposal.listedAt)),
    });
    return new Response(draftListingNdjson(document), {
      status: 200,
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": "application/x-ndjson; charset=utf-8",
        "content-disposition": `attachment; filename="draft-listing-${proposal.listing}.ndjson"`,
      },
    });
  } catch (error) {
    logError("A draft listing could not be made", error);
    return operatorJson(503, { error: "The proposal could not be read from the database" });
  }
}
