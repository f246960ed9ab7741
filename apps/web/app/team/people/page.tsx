import type { Metadata } from "next";
import { z } from "zod";
import { STATUS_LABELS } from "@/src/components/team/labels";
import { PersonRecordForm } from "@/src/components/team/PersonRecordForm";
import { ValuationProposalAction } from "@/src/components/proposals/ProposalParts";
import { PersonTimeline } from "@/src/components/team/PersonTimeline";
import { TeamGate, Unreadable, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { logError } from "@/src/log";
import { latestProposalByOwner } from "@/src/proposals/proposals.server";
import { firstAndLastTouch, timelineLine, type Touch } from "@/src/team/timeline";
import { teamMembers, teamStore } from "@/src/team/workspace.server";

export const metadata: Metadata = { title: "Person" };

/** How many events the timeline shows. */
export const TIMELINE_LIMIT = 500;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ADDRESS = z.string().trim().toLowerCase().email().max(254);

/** One person, one page (issue 45): `?email=` names them. */
export default async function PersonPage({ searchParams }: Props) {
  const { email, saved } = await searchParams;
  const address = ADDRESS.safeParse(Array.isArray(email) ? email[0] : email);
  return (
    <TeamGate>
      {address.success ? (
        <PersonView email={address.data} saved={saved === "1"} />
      ) : (
        <>
          <WorkspaceHeading title="Person" />
          <p role="alert" className="mt-4 text-red-700">
            This page needs a person&apos;s e-mail address (?email=). Open a person from the Leads list.
          </p>
        </>
      )}
    </TeamGate>
  );
}

function TouchLine({ label, touch }: { label: string; touch: Touch | null }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd>{touch ? [touch.source ?? "Direct or unknown", touch.campaign].filter(Boolean).join(" / ") : "No lead yet"}</dd>
    </div>
  );
}

async function PersonView({ email, saved }: { email: string; saved: boolean }) {
  let data;
  try {
    const store = await teamStore();
    const [record, events, members] = await Promise.all([store.person(email), store.timeline(email, TIMELINE_LIMIT), teamMembers()]);
    data = { record, events, members };
  } catch (error) {
    logError("A person's page could not be read", error);
    return (
      <>
        <WorkspaceHeading title={email} />
        <Unreadable what="This person's record" />
      </>
    );
  }
  const name = data.events.find((event) => event.event.startsWith("lead-") || event.event === "agreement-signed")?.detail.name;
  const touches = firstAndLastTouch(data.events);
  const proposals = data.events.some((event) => event.event === "lead-valuation") ? await latestProposalByOwner() : undefined;
  return (
    <>
      <WorkspaceHeading title={typeof name === "string" ? name : email} lead={<span className="break-all">{email}</span>} />
      {saved && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-2 text-sm text-green-900">
          Saved.
        </p>
      )}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-semibold">Status</dt>
          <dd>{STATUS_LABELS[data.record.status]}</dd>
        </div>
        <div>
          <dt className="font-semibold">Owner</dt>
          <dd>{data.record.owner ?? "Nobody yet"}</dd>
        </div>
        <TouchLine label="First touch" touch={touches.first} />
        <TouchLine label="Last touch" touch={touches.last} />
      </dl>
      {proposals && (
        <div className="mt-4">
          <ValuationProposalAction email={email} proposalId={proposals.get(email.toLowerCase()) ?? null} />
        </div>
      )}
      <h2 className="mt-8 text-xl font-semibold">The team&apos;s record</h2>
      <PersonRecordForm record={data.record} members={data.members} />
      <h2 className="mt-8 text-xl font-semibold">Timeline</h2>
      <PersonTimeline lines={data.events.map(timelineLine)} />
    </>
  );
}
