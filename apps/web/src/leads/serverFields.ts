/**
 * What the server adds to a submission's fields before validation (issue 18): where the lead
 * came from (attribution) and, for a valuation, the calculator's figures. Both are rebuilt here
 * from what the visitor's browser sent and the request's Referer; whatever does not fit is
 * dropped, so nothing here can fail a submission.
 */
import { ATTRIBUTION_FIELD, buildAttribution, readAttribution, type Attribution } from "@agency/supabase/attribution";
import { ESTIMATE_FIELD } from "@agency/supabase/estimate";
import { LISTING_FIELD, readListingSlug } from "@agency/supabase/lead-fields";
import type { LeadKind } from "@agency/supabase/leads";
import { cleanAttribution } from "./campaignPath";
import { estimateFromQuery } from "./estimate";

export interface SubmitRequest {
  /** The Referer header: the page a form was sent from (a Server Action posts to its own page). */
  referer?: string | null;
  /**
   * Whether a listing of this slug is published (the content dataset). Without it no listing is
   * kept: a contact lead names a listing only when the server could check it exists.
   */
  listingExists?: (slug: string) => Promise<boolean>;
  /** The trusted client address (decision 0017), for an investor's consent record; null if unknown. */
  clientAddress?: string | null;
}

function queryOf(url: string | null | undefined): string {
  if (!url) return "";
  try {
    return new URL(url).search;
  } catch {
    return "";
  }
}

/**
 * The listing a contact message is about (issue 16): the form's hidden field, else (without
 * JavaScript) the `listing` of the page the form was sent from, /contact/?listing={slug}. Kept
 * only when it is a slug of a published listing; anything else is dropped, never an error.
 */
export async function listingOf(fields: Record<string, unknown>, request: SubmitRequest): Promise<string | undefined> {
  const sent = fields[LISTING_FIELD];
  const candidate = typeof sent === "string" && sent !== "" ? readListingSlug(sent) : listingFromQuery(queryOf(request.referer));
  if (!candidate || !request.listingExists) return undefined;
  try {
    return (await request.listingExists(candidate)) ? candidate : undefined;
  } catch {
    // The content source is down: the message matters more than which listing it names.
    return undefined;
  }
}

function listingFromQuery(search: string): string | null {
  const values = new URLSearchParams(search).getAll(LISTING_FIELD);
  return values.length === 1 ? readListingSlug(values[0]) : null;
}

/**
 * Where the visit came from, as stored with a lead or a signed agreement (decision 0022): the
 * browser's hidden field, else (without JavaScript) the Referer, cleaned again whatever the
 * browser sent: campaign parameters only, no private route (issue 31). Null when nothing fits.
 */
export function serverAttribution(fields: Record<string, unknown>, referer: string | null | undefined, now: number): Attribution | null {
  return readAttribution(cleanAttribution(buildAttribution(fields[ATTRIBUTION_FIELD], { referer, now })));
}

export function withServerFields(
  kind: LeadKind,
  fields: Record<string, unknown>,
  request: SubmitRequest,
  now: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = {
    ...fields,
    [ATTRIBUTION_FIELD]: serverAttribution(fields, request.referer, now) ?? undefined,
  };
  // Replaced by listingOf's answer in submitLead: the raw field is never what is stored.
  if (kind === "contact") delete result[LISTING_FIELD];
  if (kind === "valuation") {
    const carried = fields[ESTIMATE_FIELD];
    const search = typeof carried === "string" && carried !== "" ? carried : queryOf(request.referer);
    result[ESTIMATE_FIELD] = estimateFromQuery(search) ?? undefined;
  }
  return result;
}
