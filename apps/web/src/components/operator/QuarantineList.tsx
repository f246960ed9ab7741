import { LEAD_KINDS } from "@agency/supabase/leads";
import { MINIMUM_FILL_MS } from "@/src/leads/formState";
import { getOperatorBackend } from "@/src/operator/backend";
import { logError } from "@/src/log";
import { QUARANTINE_RETENTION_MS } from "@/src/leads/notifier";
import type { StoredLead } from "@/src/leads/store/types";
import { LeadActionButton } from "./LeadActionButton";
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
export async function QuarantineList() {
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
        <h2 id="quarantine-title" className="text-2xl font-bold tracking-tight">
          Suspected spam
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          The quarantined submissions could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  const days = QUARANTINE_RETENTION_MS / 86_400_000;
  return (
    <section aria-labelledby="quarantine-title" className="mt-10">
      <h2 id="quarantine-title" className="text-2xl font-bold tracking-tight">
        Suspected spam
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Submissions that tripped a spam check. The visitor saw the normal thank-you, the team was not e-mailed. Release a real one to notify
        the team; anything not released is deleted after {days} days. Newest first, Toronto time.
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing in quarantine.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Received
                </th>
                <th scope="col" className="px-3 py-2">
                  Form
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Details
                </th>
                <th scope="col" className="px-3 py-2">
                  Why
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((stored) => (
                <tr key={`${stored.kind}-${stored.id}`} data-quarantined-lead={stored.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{when(stored.created_at)}</td>
                  <td className="px-3 py-2">{LEAD_KIND_TITLES[stored.kind]}</td>
                  <td className="px-3 py-2">{stored.lead.name}</td>
                  <td className="px-3 py-2">{stored.lead.email}</td>
                  <td className="max-w-md px-3 py-2 whitespace-pre-line">{leadSummary(stored)}</td>
                  <td className="max-w-xs px-3 py-2">{quarantineReason(stored)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-2">
                      <LeadActionButton kind={stored.kind} id={stored.id} action="release" label="Release" who={stored.lead.name} />
                      <LeadActionButton kind={stored.kind} id={stored.id} action="delete" label="Delete" who={stored.lead.name} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
