import type { Metadata } from "next";
import { LeadFiltersForm } from "@/src/components/team/LeadFiltersForm";
import { Pager } from "@/src/components/team/Pager";
import { TeamGate, Unreadable, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { WorkspaceLeadTable } from "@/src/components/team/WorkspaceLeadTable";
import { logError } from "@/src/log";
import { latestProposalByOwner } from "@/src/proposals/proposals.server";
import { LEADS_PER_PAGE, isFiltered, leadsCsvPath, leadsPath, pageCount, parseLeadView, type LeadView } from "@/src/team/filters";
import { teamStore } from "@/src/team/workspace.server";

export const metadata: Metadata = { title: "Leads" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every lead, newest first, 50 a page, filtered and searched by its address (issue 45). */
export default async function LeadsPage({ searchParams }: Props) {
  const view = parseLeadView(await searchParams);
  return (
    <TeamGate>
      <LeadsView view={view} />
    </TeamGate>
  );
}

async function LeadsView({ view }: { view: LeadView }) {
  const { filters, page } = view;
  let result;
  try {
    const store = await teamStore();
    const [leads, facets] = await Promise.all([
      store.leads(filters, { limit: LEADS_PER_PAGE, offset: (page - 1) * LEADS_PER_PAGE }),
      store.facets(),
    ]);
    result = { leads, facets };
  } catch (error) {
    logError("The workspace's leads could not be read", error);
    return (
      <>
        <WorkspaceHeading title="Leads" />
        <Unreadable what="The leads" />
      </>
    );
  }
  const proposals = await latestProposalByOwner();
  const pages = pageCount(result.leads.total);
  const filtered = isFiltered(filters);
  return (
    <>
      <WorkspaceHeading
        title="Leads"
        lead="Every contact message, investor signup and valuation request, newest first. Times are Toronto time."
      />
      <LeadFiltersForm filters={filters} facets={result.facets} />
      {view.ignored.length > 0 && (
        <p role="status" className="mt-3 text-sm text-amber-800">
          Not a valid filter, so left out: {view.ignored.join(", ")}.
        </p>
      )}
      <p role="status" className="mt-4 text-sm text-slate-700">
        {result.leads.total} {result.leads.total === 1 ? "lead" : "leads"}
        {filtered ? " match this view" : " in all"}.
      </p>
      <WorkspaceLeadTable
        caption={`Leads, page ${page} of ${pages}`}
        order={{
          sorted: filters.order === "oldest" ? "ascending" : "descending",
          // The other order, from its first page.
          href: leadsPath({ ...filters, order: filters.order === "oldest" ? undefined : "oldest" }),
        }}
        leads={result.leads.leads}
        proposals={proposals}
        empty={
          filtered
            ? "No lead matches this view. Contact messages, investor signups and valuation requests that match would appear here."
            : "No lead yet. Contact messages, investor signups and valuation requests appear here as they arrive."
        }
        csv={{ href: leadsCsvPath(filters), label: `This view as CSV (${result.leads.total} rows)` }}
      />
      <Pager page={page} pages={pages} total={result.leads.total} href={(number) => leadsPath(filters, number)} label="Leads" />
      <p className="mt-6 text-sm">
        <a href="/team/leads/spam/" className="underline">
          Suspected spam held in quarantine
        </a>
      </p>
    </>
  );
}
