import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FiguresSection } from "@/src/components/proposals/FiguresSection";
import { InputsSection, TtmSection } from "@/src/components/proposals/InputSections";
import { LinksSection, ListingSection } from "@/src/components/proposals/LinkSections";
import { STATUS_LABELS } from "@/src/components/proposals/ProposalParts";
import { RentRollSection } from "@/src/components/proposals/RentRollSection";
import { FormNoticeBanner } from "@/src/components/team/FormNoticeBanner";
import { torontoTime } from "@/src/components/team/labels";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { serverEnv } from "@/src/env";
import { studioWriteConfig } from "@/src/proposals/draftListing.server";
import { loadProposalView } from "@/src/proposals/proposals.server";
import { personPath } from "@/src/team/paths";

export const metadata: Metadata = { title: "Proposal" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One owner's opinion of value (issue 44): rent roll, twelve months, inputs, figures, owner's links, listing. */
export default async function ProposalPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <TeamGate>
      <FormNoticeBanner done={query.done} refused={query.refused} />
      <ProposalView id={id} studioOutcome={query.studio} />
    </TeamGate>
  );
}

async function ProposalView({ id, studioOutcome }: { id: string; studioOutcome: unknown }) {
  const view = await loadProposalView(id, new Date());
  if (!view) notFound();
  const { proposal } = view;
  return (
    <>
      <WorkspaceHeading
        title={`Proposal: ${proposal.owner.property}`}
        lead={`${STATUS_LABELS[proposal.status]}. Last change ${torontoTime(proposal.updatedAt)}.`}
      />
      <p className="mt-2 text-sm">
        Owner:{" "}
        <a href={personPath(proposal.owner.email)} className="underline">
          {proposal.owner.name}
        </a>
        , {proposal.owner.email}
        {proposal.owner.phone ? `, ${proposal.owner.phone}` : ""}
        {proposal.valuationId ? " (from a valuation request)" : " (a new owner)"}.
      </p>
      <RentRollSection proposal={proposal} held={view.held} />
      <TtmSection proposal={proposal} />
      <InputsSection proposal={proposal} markets={view.markets} />
      <FiguresSection figures={view.figures} />
      <LinksSection
        proposal={proposal}
        links={view.links}
        openings={view.openings}
        ready={view.figures.ok && proposal.valueRange !== null}
      />
      <ListingSection
        proposal={proposal}
        studio={{ enabled: studioWriteConfig() !== null, studioOrigin: serverEnv().SANITY_STUDIO_ORIGIN, outcome: studioOutcome }}
      />
    </>
  );
}
