import { LEAD_KIND_TITLES } from "@/src/components/operator/LeadTable";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { ValuationProposalAction } from "@/src/components/proposals/ProposalParts";
import { listingWorkspacePath, personPath } from "@/src/team/paths";
import type { TeamLead } from "@/src/team/store";
import { STATUS_LABELS, torontoTime } from "./labels";

/** The first 160 characters of a message: the table shows what it is about, the person's page all of it. */
const excerpt = (text: string | null) => (text && text.length > 160 ? `${text.slice(0, 159)}…` : (text ?? ""));

/** Leads as the workspace lists them; each name opens the person's page. */
export function WorkspaceLeadTable({
  caption,
  leads,
  empty,
  csv,
  order,
  proposals,
}: {
  caption: string;
  leads: readonly TeamLead[];
  empty: string;
  csv?: { href: string; label: string };
  /** The order the leads are in, and the link to the other (the Leads page); newest first, fixed, without it. */
  order?: { sorted: "ascending" | "descending"; href: string };
  /** The latest proposal by owner's address: a valuation lead links to it or opens one; without it, no proposal action. */
  proposals?: ReadonlyMap<string, string>;
}) {
  return (
    <OperatorTable
      caption={caption}
      name="leads"
      rows={leads}
      rowKey={(lead) => `${lead.kind}-${lead.id}`}
      empty={empty}
      csv={csv}
      minWidth="min-w-[56rem]"
      columns={[
        {
          header: "Received",
          cell: (lead) => <time dateTime={lead.createdAt}>{torontoTime(lead.createdAt)}</time>,
          sorted: order?.sorted ?? "descending",
          sortHref: order?.href,
        },
        {
          header: "Person",
          cell: (lead) => (
            <>
              <a href={personPath(lead.email)} className="font-medium underline">
                {lead.name}
              </a>
              <span className="block break-all text-slate-600">{lead.email}</span>
              {lead.phone && <span className="block text-slate-600">{lead.phone}</span>}
            </>
          ),
        },
        {
          header: "Kind",
          cell: (lead) => (
            <>
              {LEAD_KIND_TITLES[lead.kind]}
              {proposals && lead.kind === "valuation" && (
                <ValuationProposalAction email={lead.email} proposalId={proposals.get(lead.email.toLowerCase()) ?? null} />
              )}
            </>
          ),
        },
        {
          header: "Message",
          cell: (lead) => (
            <>
              {lead.listing && (
                <a href={listingWorkspacePath(lead.listing)} className="block text-xs underline">
                  Listing: {lead.listing}
                </a>
              )}
              <span className="whitespace-pre-line">{excerpt(lead.message)}</span>
            </>
          ),
        },
        { header: "Source", cell: (lead) => [lead.source, lead.campaign].filter(Boolean).join(" / ") || "—" },
        {
          header: "Status",
          cell: (lead) => (
            <>
              {STATUS_LABELS[lead.status]}
              {lead.owner && <span className="block text-slate-600">{lead.owner}</span>}
              {lead.followUpOn && <span className="block text-slate-600">Follow up {lead.followUpOn}</span>}
            </>
          ),
        },
      ]}
    />
  );
}
