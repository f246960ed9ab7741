/**
 * The owner's report at its signed link (issue 36, decision 0051): `GET /owner-report/?t=…` (the
 * page) and `GET /owner-report/pdf/?t=…` (the PDF). The link is checked first, then its recorded
 * row on every request (issue 41, decision 0027 "Withdrawable links"): a missing, cut, altered,
 * expired, withdrawn or unknown link, or a listing no longer in a deal room, gets its own 4xx page
 * and no figure. Every answer is private on the wire like the other signed-link pages (the route
 * is in @agency/paths/private-routes); the team makes and withdraws links on the operator page
 * (reportOperator.server.ts).
 */
import "server-only";
import { signatureSentence } from "@/src/advertising/identity";
import { getAdvertisingIdentity } from "@/src/advertising/identity.server";
import { getDealRoomListings, getListing } from "@/src/content/content.server";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { contentDisposition } from "@/src/dealRoom/documents/contentDisposition";
import { checkOwnerReportLink, OWNER_REPORT_REFUSALS } from "./ownerReport";
import { loadOwnerReport, type ReportListing } from "./ownerReportModel";
import { ownerReportHtml, ownerReportRefusalHtml } from "./ownerReportPage";
import { ownerReportPdf } from "./ownerReportPdf";
import { recordedLinkRefusal } from "@/src/security/recordedLink";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";

const PRIVATE = PRIVATE_ANSWER_HEADERS;

function htmlResponse(status: number, html: string): Response {
  return new Response(html, { status, headers: { ...PRIVATE, "content-type": "text/html; charset=utf-8" } });
}

function refusal(reason: keyof typeof OWNER_REPORT_REFUSALS): Response {
  const { status, heading, text } = OWNER_REPORT_REFUSALS[reason];
  return htmlResponse(status, ownerReportRefusalHtml(heading, text));
}

/** A listing that has a deal room (confidential, not sold), with its date on the market. */
export async function reportListing(slug: string): Promise<ReportListing | null> {
  const listing = (await getDealRoomListings()).find((candidate) => candidate.slug === slug);
  if (!listing) return null;
  const page = await getListing(slug);
  return { slug, title: listing.title, listedAt: page?.listedAt ?? null, callForOffersAt: listing.callForOffersAt };
}

export async function ownerReportResponse(request: Request, format: "page" | "pdf"): Promise<Response> {
  const now = new Date();
  try {
    const backend = await getDealRoomBackend();
    const link = checkOwnerReportLink(new URL(request.url).searchParams.get("t"), await backend.linkSecrets(), now);
    if (!link.ok) return refusal(link.reason);
    const store = await backend.dealRoom();
    const recorded = await store.openOwnerReportLink(link.id, now);
    const refused = recordedLinkRefusal(recorded, now);
    if (refused || !recorded) return refusal(refused ?? "unknown");
    const listing = await reportListing(recorded.listing);
    if (!listing) return refusal("no-listing");
    const model = await loadOwnerReport(store, listing, { includeNames: recorded.includeNames, now });
    if (format === "page")
      return htmlResponse(200, ownerReportHtml(model, new URL(request.url).searchParams.get("t") ?? "", new Date(recorded.expiresAt)));
    const bytes = await ownerReportPdf(model, signatureSentence(await getAdvertisingIdentity()));
    return new Response(Buffer.from(bytes), {
      status: 200,
      headers: {
        ...PRIVATE,
        "content-type": "application/pdf",
        "content-disposition": contentDisposition(`Owner's report ${listing.slug} ${model.generatedAt.toISOString().slice(0, 10)}.pdf`),
      },
    });
  } catch (error) {
    logError("An owner's report could not be made", error);
    return htmlResponse(
      503,
      ownerReportRefusalHtml("The report cannot be shown right now", "Please try again in a moment, or call the team."),
    );
  }
}
