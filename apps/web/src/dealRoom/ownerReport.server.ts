/**
 * The owner's report at its signed link (issue 36, decision 0051): `GET /owner-report/?t=…` (the
 * page) and `GET /owner-report/pdf/?t=…` (the PDF). The link is checked first; a missing, cut,
 * altered or expired link, or a listing no longer in a deal room, gets its own 4xx page and no
 * figure. Every answer is private on the wire like the other signed-link pages (the route is in
 * @agency/paths/private-routes); the team makes the link on the operator page (ownerReportLinkFor).
 */
import "server-only";
import { getDealRoomListings, getListing } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "./backend";
import { contentDisposition } from "./contentDisposition";
import { checkOwnerReportLink, OWNER_REPORT_REFUSALS, ownerReportUrl } from "./ownerReport";
import { loadOwnerReport, type ReportListing } from "./ownerReportModel";
import { ownerReportHtml, ownerReportRefusalHtml } from "./ownerReportPage";
import { ownerReportPdf } from "./ownerReportPdf";

const PRIVATE = { "cache-control": "private, no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex, nofollow" } as const;

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
  return { slug, title: listing.title, listedAt: page?.listedAt ?? null };
}

export async function ownerReportResponse(request: Request, format: "page" | "pdf"): Promise<Response> {
  const now = new Date();
  try {
    const backend = await getDealRoomBackend();
    const link = checkOwnerReportLink(new URL(request.url).searchParams.get("t"), await backend.linkSecrets(), now);
    if (!link.ok) return refusal(link.reason);
    const listing = await reportListing(link.grant.listing);
    if (!listing) return refusal("no-listing");
    const model = await loadOwnerReport(await backend.dealRoom(), listing, { includeNames: link.grant.includeNames, now });
    if (format === "page")
      return htmlResponse(200, ownerReportHtml(model, new URL(request.url).searchParams.get("t") ?? "", link.expiresAt));
    const bytes = await ownerReportPdf(model);
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

/** The link the operator page shows after "Create the owner's report link", or null for a listing without a deal room. */
export async function ownerReportLinkFor(slug: string, includeNames: boolean): Promise<string | null> {
  if (!(await getDealRoomListings()).some((listing) => listing.slug === slug)) return null;
  const backend = await getDealRoomBackend();
  return ownerReportUrl(serverEnv().SITE_URL, { listing: slug, includeNames }, await backend.linkSecret(), new Date());
}
