import { LEAD_KINDS } from "@agency/supabase/leads";
import { serverEnv } from "@/src/env";
import { getOperatorBackend } from "@/src/operator/backend";
import { logError } from "@/src/log";
import type { StoredLead } from "@/src/leads/store/types";
import type { WebhookState } from "@/src/leads/webhook/store";
import { LeadTable } from "./LeadTable";

/** How many of each kind the page shows; the CSV download has them all. */
export const LATEST_LEADS = 25;

/** The latest leads of each kind, test rows left out; a database that is down says so instead. */
export async function LeadsOverview() {
  let tables: { kind: (typeof LEAD_KINDS)[number]; leads: StoredLead[]; webhooks: Map<string, WebhookState> | null }[];
  try {
    const repository = await (await getOperatorBackend()).repository();
    // The CRM webhook's column only when one is configured (decision 0022).
    const webhooks = serverEnv().LEAD_WEBHOOK_URL ? repository.webhooks : null;
    tables = await Promise.all(
      LEAD_KINDS.map(async (kind) => {
        const leads = await repository.listLeads(kind, { limit: LATEST_LEADS });
        return {
          kind,
          leads,
          webhooks: webhooks
            ? await webhooks.states(
                kind,
                leads.map((stored) => stored.id),
              )
            : null,
        };
      }),
    );
  } catch (error) {
    logError("The operator's lead list could not be read", error);
    return (
      <section aria-labelledby="leads-title" className="mt-10">
        <h2 id="leads-title" className="text-2xl font-bold tracking-tight">
          Leads
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          The leads could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="leads-title" className="mt-10">
      <h2 id="leads-title" className="text-2xl font-bold tracking-tight">
        Leads
      </h2>
      <p className="mt-1 text-sm text-slate-600">The latest {LATEST_LEADS} of each kind, newest first. Times are Toronto time.</p>
      {tables.map(({ kind, leads, webhooks }) => (
        <LeadTable key={kind} kind={kind} leads={leads} webhooks={webhooks} />
      ))}
    </section>
  );
}
