import { LEAD_KINDS } from "@agency/supabase/leads";
import { MINIMUM_FILL_MS } from "@/src/leads/formState";
import { getOperatorBackend } from "@/src/operator/backend";
import { logError } from "@/src/log";
import { QUARANTINE_RETENTION_MS } from "@/src/leads/notifier";
import type { StoredLead } from "@/src/leads/store/types";
import { LeadActionButton } from "./LeadActionButton";
import { OperatorTable } from "./OperatorTable";
import { LEAD_KIND_TITLES, leadSummary, when } from "./LeadTable";

/** How many quarantined submissions the page shows (each kind's newest, merged). */
export const QUARANTINE_SHOWN = 50;

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en-CA", { maximumFractionDigits: 1 })} s`;

/** Why a submission was quarantined, with the timing the team needs to judge it. */
export function quarantineReason(stored: StoredLead): string {
  const timing =
    stored.fill_ms === null ? "no timing (sent without JavaScript)" : `sent ${seconds(stored.fill_ms)} after the form appeared`;
  if (stored.spam?.reason === "honeypot") return `The hidden anti-spam field was filled in; ${timing}`;
  return `Sent ${stored.fill_ms === null ? "too fast" : seconds(stored.fill_ms)} after the form appeared (a person needs at least ${seconds(MINIMUM_FILL_MS)})`;
}

/**
 * Suspected spam, newest first: stored but not e-mailed (docs/decisions/0019-spam-quarantine.md).
 * Releasing one notifies the team exactly as a normal lead; unreleased ones are deleted after 30 days.
 */
/** `Heading`: h1 where the section is its workspace page's whole content, h2 where it is one of several. */
export async function QuarantineList({ Heading = "h2" }: { Heading?: "h1" | "h2" } = {}) {
  let rows: StoredLead[];
  try {
    const repository = await (await getOperatorBackend()).repository();
    const lists = await Promise.all(LEAD_KINDS.map((kind) => repository.listLeads(kind, { limit: QUARANTINE_SHOWN, quarantined: "only" })));
    rows = lists
      .flat()
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, QUARANTINE_SHOWN);
  } catch (error) {
    logError("The operator's quarantine list could not be read", error);
    return (
      <section aria-labelledby="quarantine-title" className="mt-10">
        <Heading id="quarantine-title" className="text-2xl font-bold tracking-tight">
          Suspected spam
        </Heading>
        <p role="alert" className="mt-2 text-red-700">
          The quarantined submissions could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  const days = QUARANTINE_RETENTION_MS / 86_400_000;
  return (
    <section aria-labelledby="quarantine-title" className="mt-10">
      <Heading id="quarantine-title" className="text-2xl font-bold tracking-tight">
        Suspected spam
      </Heading>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Submissions that tripped a spam check. The visitor saw the normal thank-you, the team was not e-mailed. Release a real one to notify
        the team; anything not released is deleted after {days} days. Newest first, Toronto time.
      </p>
      <OperatorTable
        caption="Suspected spam, newest first"
        captionHidden
        inRegion
        name="quarantine"
        rows={rows}
        rowKey={(stored) => `${stored.kind}-${stored.id}`}
        rowAttributes={(stored) => ({ "data-quarantined-lead": stored.id })}
        empty="Nothing in quarantine. Submissions that trip a spam check would appear here."
        columns={[
          { header: "Received", cell: (stored) => <span className="whitespace-nowrap">{when(stored.created_at)}</span> },
          { header: "Form", cell: (stored) => LEAD_KIND_TITLES[stored.kind] },
          { header: "Name", cell: (stored) => stored.lead.name },
          { header: "E-mail", cell: (stored) => stored.lead.email },
          { header: "Details", cell: (stored) => <span className="block max-w-md whitespace-pre-line">{leadSummary(stored)}</span> },
          { header: "Why", cell: (stored) => quarantineReason(stored) },
          {
            header: "Actions",
            cell: (stored) => (
              <span className="flex flex-wrap gap-2">
                <LeadActionButton kind={stored.kind} id={stored.id} action="release" label="Release" who={stored.lead.name} />
                <LeadActionButton kind={stored.kind} id={stored.id} action="delete" label="Delete" who={stored.lead.name} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
