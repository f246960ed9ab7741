import type { Metadata } from "next";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { FormNoticeBanner } from "@/src/components/team/FormNoticeBanner";
import { torontoTime } from "@/src/components/team/labels";
import { TeamGate, Unreadable, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { NewOwnerForm, STATUS_LABELS } from "@/src/components/proposals/ProposalParts";
import { logError } from "@/src/log";
import { proposalStore } from "@/src/proposals/proposals.server";
import type { ProposalSummary } from "@/src/proposals/store";

export const metadata: Metadata = { title: "Proposals" };

/** Every opinion of value the team prepares (issue 44): owner, property, status, last change; a new owner's proposal. */
export default async function ProposalsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <TeamGate>
      <FormNoticeBanner done={query.done} refused={query.refused} />
      <ProposalsView />
    </TeamGate>
  );
}

async function ProposalsView() {
  let proposals: ProposalSummary[] | null = null;
  try {
    proposals = await (await proposalStore()).list();
  } catch (error) {
    logError("The proposals could not be read", error);
  }
  return (
    <>
      <WorkspaceHeading
        title="Proposals"
        lead="Opinions of value for owners: the rent roll and the trailing twelve months in, the figures and the value range out, at a private link and as a PDF. Open one from a valuation request on the person's page, or for a new owner below."
      />
      {proposals === null ? (
        <Unreadable what="The proposals" />
      ) : (
        <OperatorTable
          caption="Proposals, the latest change first"
          name="proposals"
          rows={proposals}
          rowKey={(proposal) => proposal.id}
          empty="No proposal yet. Open one from a valuation request (the person's page) or for a new owner below."
          columns={[
            {
              header: "Owner",
              cell: (proposal) => (
                <a href={`/team/proposals/${proposal.id}/`} className="font-medium underline">
                  {proposal.ownerName}
                </a>
              ),
            },
            { header: "Property", cell: (proposal) => proposal.property },
            { header: "Units", cell: (proposal) => (proposal.units > 0 ? proposal.units.toLocaleString("en-CA") : "No rent roll") },
            { header: "Status", cell: (proposal) => (proposal.listing ? `Listed as ${proposal.listing}` : STATUS_LABELS[proposal.status]) },
            { header: "Updated", cell: (proposal) => torontoTime(proposal.updatedAt) },
          ]}
        />
      )}
      <NewOwnerForm />
    </>
  );
}
