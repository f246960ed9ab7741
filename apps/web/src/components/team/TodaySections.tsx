import { LEAD_KIND_TITLES } from "@/src/components/operator/LeadTable";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { listingWorkspacePath, personPath } from "@/src/team/paths";
import type { TodayLine } from "@/src/team/store";
import { STATUS_LABELS, torontoTime } from "./labels";

/** A Today section: a heading and its table or sentence. */
export function TodaySection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function NewLeads({ lines, since }: { lines: readonly TodayLine[]; since: string }) {
  return (
    <OperatorTable
      caption={`New leads since ${torontoTime(since)}`}
      name="new-leads"
      rows={lines}
      rowKey={(line) => `${line.kind}-${line.id}`}
      empty="No lead has arrived since the last visit. Contact messages, investor signups and valuation requests would appear here."
      columns={[
        { header: "Received", cell: (line) => <time dateTime={line.at}>{torontoTime(line.at)}</time> },
        {
          header: "Person",
          cell: (line) => (
            <a href={personPath(line.email)} className="font-medium underline">
              {line.name ?? line.email}
            </a>
          ),
        },
        { header: "Kind", cell: (line) => (line.kind ? LEAD_KIND_TITLES[line.kind] : "") },
        {
          header: "Listing",
          cell: (line) =>
            line.listing ? (
              <a href={listingWorkspacePath(line.listing)} className="underline">
                {line.listing}
              </a>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}

export function FollowUps({ lines, today }: { lines: readonly TodayLine[]; today: string }) {
  return (
    <OperatorTable
      caption={`Follow-ups due by ${today}`}
      name="follow-ups"
      rows={lines}
      rowKey={(line) => line.email}
      empty="No follow-up is due. People whose follow-up date has come would appear here."
      columns={[
        { header: "Follow up on", cell: (line) => line.followUpOn },
        {
          header: "Person",
          cell: (line) => (
            <>
              <a href={personPath(line.email)} className="font-medium underline">
                {line.name ?? line.email}
              </a>
              <span className="block break-all text-slate-600">{line.email}</span>
            </>
          ),
        },
        { header: "Status", cell: (line) => STATUS_LABELS[line.status] },
        { header: "Owner", cell: (line) => line.owner ?? "Nobody yet" },
      ]}
    />
  );
}
