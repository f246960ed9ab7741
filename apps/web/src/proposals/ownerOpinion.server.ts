/**
 * The opinion of value at the owner's signed link (issue 44, decision 0052): `GET
 * /opinion-of-value/?t=…` (the page) and `GET /opinion-of-value/pdf/?t=…` (the PDF). The token is
 * checked first, then its recorded row on every request (security/recordedLink.ts, as the owner's
 * report): a missing, cut, altered, expired, withdrawn or unknown link gets its own 4xx page and
 * nothing of the proposal. Each opening while the link works is recorded (when, page or PDF).
 * Every answer is private on the wire (the route is in @agency/paths/private-routes).
 */
import "server-only";
import { teamOfBrokerage } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { logError } from "@/src/log";
import { recordedLinkRefusal } from "@/src/security/recordedLink";
import { getProposalsBackend } from "./backend";
import { checkOpinionOfValueLink, OPINION_OF_VALUE_REFUSALS, type OpinionOfValueRefusal } from "./ownerLink";
import { opinionOfValueHtml, opinionOfValueRefusalHtml } from "./ownerPage";
import { opinionOfValuePdf, type OpinionOfValueDocument } from "./opinionOfValuePdf";
import { proposalFigures } from "./proposalFigures";
import { marketOptions, proposalStore } from "./proposals.server";

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" } as const;

const torontoDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

function htmlResponse(status: number, html: string): Response {
  return new Response(html, { status, headers: { ...PRIVATE, "content-type": "text/html; charset=utf-8" } });
}

function refusal(reason: OpinionOfValueRefusal): Response {
  const { status, heading, text } = OPINION_OF_VALUE_REFUSALS[reason];
  return htmlResponse(status, opinionOfValueRefusalHtml(heading, text));
}

/** The document of a proposal, or null while it has no value range or figures to show. */
async function opinionOf(proposalId: string, now: Date): Promise<OpinionOfValueDocument | null> {
  const proposal = await (await proposalStore()).get(proposalId);
  if (!proposal?.valueRange) return null;
  const market = (await marketOptions()).find((candidate) => candidate.key === proposal.market) ?? null;
  const figures = proposalFigures(proposal, market);
  if (!figures.ok) return null;
  const identity = await getAdvertisingIdentity();
  return {
    propertyName: proposal.owner.property,
    brokerageName: identity.brokerageName,
    teamName: teamOfBrokerage(identity),
    issuedOn: torontoDay(now),
    valueRange: proposal.valueRange,
    comments: proposal.comments,
    underwriting: figures.underwriting,
  };
}

export async function opinionOfValueResponse(request: Request, format: "page" | "pdf"): Promise<Response> {
  const now = new Date();
  try {
    const backend = await getProposalsBackend();
    const token = new URL(request.url).searchParams.get("t");
    const link = checkOpinionOfValueLink(token, await backend.linkSecrets(), now);
    if (!link.ok) return refusal(link.reason);
    const recorded = await (await proposalStore()).openLink(link.id, format, now);
    const refused = recordedLinkRefusal(recorded, now);
    if (refused || !recorded) return refusal(refused ?? "unknown");
    const model = await opinionOf(recorded.proposalId, now);
    if (!model) return refusal("not-ready");
    if (format === "page") {
      const pdf = new URL("pdf/", new URL(request.url));
      pdf.search = "";
      return htmlResponse(
        200,
        opinionOfValueHtml(model, `${pdf.pathname}?t=${encodeURIComponent(token ?? "")}`, torontoDay(new Date(recorded.expiresAt))),
      );
    }
    const bytes = await opinionOfValuePdf(model);
    return new Response(Buffer.from(bytes), {
      status: 200,
      headers: {
        ...PRIVATE,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="Opinion of value ${model.issuedOn}.pdf"`,
      },
    });
  } catch (error) {
    logError("An opinion of value could not be shown", error);
    return htmlResponse(
      503,
      opinionOfValueRefusalHtml("The opinion of value cannot be shown right now", "Please try again in a moment, or call the team."),
    );
  }
}
