/**
 * The Leads page's view as CSV (issue 45): every row of the filtered view, across all its pages,
 * in the page's order, read from SQL a batch at a time (the store's pages, never filtered here).
 */
import { toCsv } from "@/src/operator/csv";
import type { LeadFilters, TeamLead, TeamStore } from "./store";

/** The SQL function answers at most 500 rows a call. */
export const CSV_BATCH = 500;

export const LEAD_CSV_COLUMNS = [
  "received_at",
  "kind",
  "name",
  "email",
  "phone",
  "listing",
  "source",
  "campaign",
  "status",
  "owner",
  "follow_up_on",
  "message",
  "id",
] as const;

export async function viewLeads(store: Pick<TeamStore, "leads">, filters: LeadFilters): Promise<TeamLead[]> {
  const leads: TeamLead[] = [];
  for (;;) {
    const page = await store.leads(filters, { limit: CSV_BATCH, offset: leads.length });
    leads.push(...page.leads);
    if (page.leads.length < CSV_BATCH || leads.length >= page.total) return leads;
  }
}

export function leadViewCsv(leads: readonly TeamLead[]): string {
  return toCsv(
    LEAD_CSV_COLUMNS,
    leads.map((lead) => [
      lead.createdAt,
      lead.kind,
      lead.name,
      lead.email,
      lead.phone,
      lead.listing,
      lead.source,
      lead.campaign,
      lead.status,
      lead.owner,
      lead.followUpOn,
      lead.message,
      lead.id,
    ]),
  );
}
