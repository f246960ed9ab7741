/**
 * What the server adds to a submission's fields before validation (issue 18): where the lead
 * came from (attribution) and, for a valuation, the calculator's figures. Both are rebuilt here
 * from what the visitor's browser sent and the request's Referer; whatever does not fit is
 * dropped, so nothing here can fail a submission.
 */
import { ATTRIBUTION_FIELD, buildAttribution } from "@agency/supabase/attribution";
import { ESTIMATE_FIELD } from "@agency/supabase/estimate";
import type { LeadKind } from "@agency/supabase/leads";
import { estimateFromQuery } from "./estimate";

export interface SubmitRequest {
  /** The Referer header: the page a form was sent from (a Server Action posts to its own page). */
  referer?: string | null;
}

function queryOf(url: string | null | undefined): string {
  if (!url) return "";
  try {
    return new URL(url).search;
  } catch {
    return "";
  }
}

export function withServerFields(kind: LeadKind, fields: Record<string, unknown>, request: SubmitRequest, now: number): Record<string, unknown> {
  const result: Record<string, unknown> = {
    ...fields,
    [ATTRIBUTION_FIELD]: buildAttribution(fields[ATTRIBUTION_FIELD], { referer: request.referer, now }) ?? undefined,
  };
  if (kind === "valuation") {
    const carried = fields[ESTIMATE_FIELD];
    const search = typeof carried === "string" && carried !== "" ? carried : queryOf(request.referer);
    result[ESTIMATE_FIELD] = estimateFromQuery(search) ?? undefined;
  }
  return result;
}
