/**
 * The draft listing of a proposal once the owner listed (issue 44, decision 0052), both ways:
 *
 * - GET /api/operator/proposals/{id}/draft-listing/: the NDJSON file the team imports into the
 *   Studio's dataset (`sanity dataset import draft.ndjson production`), in either mode;
 * - POST /api/operator/proposals/{id}/studio-draft/ (hosted mode with SANITY_API_WRITE_TOKEN): the
 *   same document created as a draft in the Studio (studioDraft.ts), then 303 back to the proposal
 *   with `?studio=<outcome>`, which the page names (created, already there, a refused token, an
 *   outage…) beside the file, still offered.
 *
 * 409 while the proposal is not listed or has no value range or figures.
 */
import "server-only";
import { SANITY_API_VERSION } from "@/src/content/apiVersion";
import { serverEnv } from "@/src/env";
import { log, logError } from "@/src/log";
import { OPERATOR_HEADERS, operatorJson, requireOperator } from "@/src/operator/access.server";
import { contentMode } from "@/src/platform/mode";
import { draftListing, draftListingNdjson, type DraftListing } from "./draftListing";
import { notSavedResponse } from "./notSaved";
import { proposalFigures } from "./proposalFigures";
import { marketOptions, proposalStore } from "./proposals.server";
import { isProposalId } from "./store";
import { createStudioDraft, type StudioWriteConfig } from "./studioDraft";

const torontoDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

type DraftOf = { ok: true; document: DraftListing; slug: string } | { ok: false; status: 404 | 409; error: string };

/** The proposal's draft listing document, or why there is none yet. */
async function draftOf(id: string): Promise<DraftOf> {
  const proposal = isProposalId(id) ? await (await proposalStore()).get(id) : null;
  if (!proposal) return { ok: false, status: 404, error: "No proposal has this id" };
  if (!proposal.listing || !proposal.listedAt)
    return { ok: false, status: 409, error: 'Record "The owner listed" with the listing\'s slug first' };
  if (!proposal.valueRange) return { ok: false, status: 409, error: "Choose the value range first: its high end is the asking price" };
  const market = (await marketOptions()).find((candidate) => candidate.key === proposal.market) ?? null;
  const figures = proposalFigures(proposal, market);
  if (!figures.ok) return { ok: false, status: 409, error: figures.missing };
  const document = draftListing({
    slug: proposal.listing,
    title: proposal.owner.property,
    valueRange: proposal.valueRange,
    underwriting: figures.underwriting,
    listedOn: torontoDay(new Date(proposal.listedAt)),
  });
  return { ok: true, document, slug: proposal.listing };
}

export async function draftListingResponse(request: Request, id: string): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  try {
    const draft = await draftOf(id);
    if (!draft.ok) return operatorJson(draft.status, { error: draft.error });
    return new Response(draftListingNdjson(draft.document), {
      status: 200,
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": "application/x-ndjson; charset=utf-8",
        "content-disposition": `attachment; filename="draft-listing-${draft.slug}.ndjson"`,
      },
    });
  } catch (error) {
    logError("A draft listing could not be made", error);
    return operatorJson(503, { error: "The proposal could not be read from the database" });
  }
}

/** The Content Lake the draft is written to, or null: embedded mode, or no write token. */
export function studioWriteConfig(): StudioWriteConfig | null {
  const env = serverEnv();
  if (contentMode(env) !== "hosted" || !env.NEXT_PUBLIC_SANITY_PROJECT_ID || !env.SANITY_API_WRITE_TOKEN) return null;
  return {
    projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    token: env.SANITY_API_WRITE_TOKEN,
    apiHost: env.SANITY_API_HOST,
    apiVersion: SANITY_API_VERSION,
  };
}

export async function studioDraftResponse(request: Request, id: string): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const back = isProposalId(id) ? `/team/proposals/${id}/` : "/team/proposals/";
  const config = studioWriteConfig();
  if (!config)
    return notSavedResponse(
      404,
      ["Drafts are created in the Studio in hosted mode with SANITY_API_WRITE_TOKEN set; download the draft listing file instead."],
      back,
    );
  let draft: DraftOf;
  try {
    draft = await draftOf(id);
  } catch (error) {
    logError("A draft listing could not be made", error);
    return notSavedResponse(503, ["The proposal could not be read from the database. Try again in a moment."], back);
  }
  if (!draft.ok) return notSavedResponse(draft.status, [draft.error], back);
  const outcome = await createStudioDraft(draft.document, config);
  // The outcome only: the token and the Content Lake's answer stay out of the log (which also cuts
  // every *_TOKEN value out of every line).
  if (outcome !== "created" && outcome !== "exists")
    log("warn", "A draft listing was not created in the Studio", { document: draft.document._id, outcome });
  return new Response(null, { status: 303, headers: { ...OPERATOR_HEADERS, location: `${back}?studio=${outcome}#listed` } });
}
