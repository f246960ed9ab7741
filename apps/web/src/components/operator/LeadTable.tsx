import { describeBuyBox, isEmptyBuyBox } from "@agency/supabase/buy-box";
import { describeTouch, type Attribution } from "@agency/supabase/attribution";
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";
import type { StoredLead } from "@/src/leads/store/types";
import { NotificationState } from "./NotificationState";
import type { WebhookState as WebhookStateRow } from "@/src/leads/webhook/store";
import { WebhookState } from "./WebhookState";
import { OperatorTable } from "./OperatorTable";
import { personPath } from "@/src/team/paths";

export const LEAD_KIND_TITLES: Record<LeadKind, string> = {
  contact: "Contact messages",
  investor: "Investor network signups",
  valuation: "Property valuation requests",
};

export const when = (iso: string) =>
  new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", dateStyle: "medium", timeStyle: "short" });

/** What the visitor asked, per kind: the fields a team member reads first. */
export function leadSummary(stored: StoredLead): string {
  // StoredLead's kind does not narrow its lead (one generic type for all three), hence the casts.
  if (stored.kind === "contact") {
    const { message, listing } = stored.lead as LeadByKind["contact"];
    return listing ? `About listing: ${listing}\n${message}` : message;
  }
  if (stored.kind === "investor") {
    const investor = stored.lead as LeadByKind["investor"];
    const buyBox = isEmptyBuyBox(investor)
      ? null
      : `Buy box: ${describeBuyBox(investor)
          .map((criterion) => `${criterion.label.toLowerCase()} ${criterion.value}`)
          .join("; ")}`;
    return [investor.investment_profile, investor.message, buyBox].filter(Boolean).join(" — ");
  }
  const { phone, property_address, property_type, message } = stored.lead as LeadByKind["valuation"];
  return [phone, property_address, property_type, message].filter(Boolean).join(" · ");
}

/** Where a lead came from (attribution): the sending page, then the first and last touch. */
export function LeadSource({ attribution }: { attribution: Attribution | undefined }) {
  if (!attribution) return <span className="text-slate-500">Not recorded</span>;
  return (
    <dl className="space-y-1 text-xs">
      {attribution.page && (
        <div>
          <dt className="inline font-semibold">Page: </dt>
          <dd className="inline break-all">{attribution.page}</dd>
        </div>
      )}
      {attribution.first && (
        <div>
          <dt className="inline font-semibold">First touch: </dt>
          <dd className="inline break-all">{describeTouch(attribution.first)}</dd>
        </div>
      )}
      {attribution.last && (
        <div>
          <dt className="inline font-semibold">Last touch: </dt>
          <dd className="inline break-all">{describeTouch(attribution.last)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The lead's name, linked to their page in the workspace, and whether it repeats an earlier lead. */
function LeadName({ stored }: { stored: StoredLead }) {
  return (
    <>
      <a href={personPath(stored.lead.email)} className="underline">
        {stored.lead.name}
      </a>
      {stored.repeat_of && (
        // The same e-mail wrote within the previous 24 hours: the first lead may be on this page.
        <a
          href={`#lead-${stored.repeat_of}`}
          className="mt-1 block text-xs font-semibold text-amber-800 underline"
          title={`Lead ${stored.repeat_of}`}
        >
          Repeat of an earlier lead
        </a>
      )}
    </>
  );
}

/**
 * One lead table, newest first. Every value is rendered as text by React, so HTML a visitor typed
 * (say <script> in a name) is shown, never run.
 */
/** `webhooks`: each lead's CRM delivery by id, when a webhook is configured (a column then shows it). */
export function LeadTable({
  kind,
  leads,
  webhooks,
}: {
  kind: LeadKind;
  leads: readonly StoredLead[];
  webhooks?: Map<string, WebhookStateRow> | null;
}) {
  return (
    <section aria-labelledby={`leads-${kind}`} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`leads-${kind}`} className="text-lg font-semibold">
          {LEAD_KIND_TITLES[kind]}
        </h3>
        {/* A plain link: the route answers with a file download (Content-Disposition). */}
        <a href={`/api/operator/leads/${kind}`} download className="text-sm font-semibold text-amber-800 underline">
          Download CSV ({LEAD_KIND_TITLES[kind].toLowerCase()})
        </a>
      </div>
      <OperatorTable
        caption={LEAD_KIND_TITLES[kind]}
        captionHidden
        inRegion
        name={`leads-${kind}`}
        rows={leads}
        rowKey={(stored) => stored.id}
        rowAttributes={(stored) => ({ id: `lead-${stored.id}` })}
        empty={`No leads yet: ${LEAD_KIND_TITLES[kind].toLowerCase()} would appear here as they arrive.`}
        columns={[
          { header: "Received", cell: (stored) => <span className="whitespace-nowrap">{when(stored.created_at)}</span> },
          { header: "Name", cell: (stored) => <LeadName stored={stored} /> },
          {
            header: "E-mail",
            cell: (stored) => (
              <a href={`mailto:${stored.lead.email}`} className="underline">
                {stored.lead.email}
              </a>
            ),
          },
          { header: "Details", cell: (stored) => <span className="block max-w-md whitespace-pre-line">{leadSummary(stored)}</span> },
          { header: "Source", cell: (stored) => <LeadSource attribution={stored.lead.attribution} /> },
          {
            header: "Notification",
            cell: (stored) => (
              <>
                <NotificationState state={stored.notification} kind={stored.kind} id={stored.id} who={stored.lead.name} />
                {stored.spam?.released_at && <span className="mt-1 block text-xs text-slate-600">Released from spam quarantine</span>}
              </>
            ),
          },
          ...(webhooks
            ? [
                {
                  header: "CRM webhook",
                  cell: (stored: StoredLead) => (
                    <WebhookState state={webhooks.get(stored.id)} kind={stored.kind} id={stored.id} who={stored.lead.name} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
