import { describeBuyBox, isEmptyBuyBox } from "@agency/supabase/buy-box";
import { describeTouch, type Attribution } from "@agency/supabase/attribution";
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";
import type { StoredLead } from "@/src/leads/store/types";
import { NotificationState } from "./NotificationState";
import type { WebhookState as WebhookStateRow } from "@/src/leads/webhook/store";
import { WebhookState } from "./WebhookState";

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
      {leads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No leads yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Received
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
                  Source
                </th>
                <th scope="col" className="px-3 py-2">
                  Notification
                </th>
                {webhooks && (
                  <th scope="col" className="px-3 py-2">
                    CRM webhook
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {leads.map((stored) => (
                <tr key={stored.id} id={`lead-${stored.id}`} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{when(stored.created_at)}</td>
                  <td className="px-3 py-2">
                    {stored.lead.name}
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
                  </td>
                  <td className="px-3 py-2">
                    <a href={`mailto:${stored.lead.email}`} className="underline">
                      {stored.lead.email}
                    </a>
                  </td>
                  <td className="max-w-md px-3 py-2 whitespace-pre-line">{leadSummary(stored)}</td>
                  <td className="max-w-xs px-3 py-2">
                    <LeadSource attribution={stored.lead.attribution} />
                  </td>
                  <td className="px-3 py-2">
                    <NotificationState state={stored.notification} kind={stored.kind} id={stored.id} who={stored.lead.name} />
                    {stored.spam?.released_at && <span className="mt-1 block text-xs text-slate-600">Released from spam quarantine</span>}
                  </td>
                  {webhooks && (
                    <td className="px-3 py-2">
                      <WebhookState state={webhooks.get(stored.id)} kind={stored.kind} id={stored.id} who={stored.lead.name} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
