import { describeBuyBox } from "@agency/supabase/buy-box";
import { getConsentBackend } from "@/src/consent/backend";
import { logError } from "@/src/log";
import { LISTING_ALERT_LABELS } from "@/src/consent/alertKinds";
import { describeEventDetail } from "@/src/consent/recordCsv";
import type { ConsentEvent, ConsentOverview } from "@/src/consent/store";
import { when } from "@/src/components/operator/LeadTable";

/** How many investor addresses the page shows (newest first); the CSV has them all. */
export const CONSENT_ADDRESSES_SHOWN = 50;

const EVENT_WORDS: Record<string, string> = {
  "consent-given": "Consent given on a signup",
  "confirmation-queued": "Confirmation e-mail queued",
  "confirmation-held": "No confirmation e-mail (one was sent in the last 24 hours)",
  confirmed: "Confirmed by the address's owner",
  resubscribed: "Earlier unsubscribe lifted by the confirmation",
  "preferences-changed": "Buy box or alerts changed",
  paused: "Paused",
  resumed: "Resumed",
  unsubscribed: "Unsubscribed",
};

function status(row: ConsentOverview): string {
  if (row.unsubscribedAt) return `Unsubscribed ${when(row.unsubscribedAt)}`;
  if (!row.confirmedAt) {
    if (row.confirmationFailedAt) return "Not confirmed: the confirmation e-mail failed";
    return row.confirmationDeliveredAt
      ? `Not confirmed (e-mail sent ${when(row.confirmationDeliveredAt)})`
      : "Not confirmed (e-mail waiting)";
  }
  if (row.pausedUntil && new Date(row.pausedUntil) > new Date()) return `Paused until ${when(row.pausedUntil)}`;
  return `Confirmed ${when(row.confirmedAt)}`;
}

function EventList({ events }: { events: ConsentEvent[] }) {
  return (
    <ol className="mt-2 space-y-1 text-xs text-slate-700">
      {events.map((event) => (
        <li key={event.id} data-consent-event={event.event}>
          <span className="font-medium">{when(event.at)}</span> {EVENT_WORDS[event.event] ?? event.event}
          {event.wordingSha256 ? ` · wording ${event.wordingVersion ?? "?"} (SHA-256 ${event.wordingSha256.slice(0, 12)}…)` : ""}
          {event.page ? ` · from ${event.page}` : ""}
          {event.clientAddress ? ` · client ${event.clientAddress}` : ""}
          {describeEventDetail(event.detail) ? <span className="block text-slate-500">{describeEventDetail(event.detail)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The consent record per investor address (issue 32, docs/decisions/0037-consent-records.md):
 * confirmed or not, the buy box and alerts in force, pause and unsubscribe, and every event, with
 * the CSV of the whole record.
 */
export async function ConsentRecords() {
  let addresses: ConsentOverview[];
  let events: ConsentEvent[];
  try {
    const store = await (await getConsentBackend()).consent();
    addresses = await store.overview(CONSENT_ADDRESSES_SHOWN);
    // The events of the addresses shown, whatever the size of the whole record (its CSV has every one).
    events = await store.recordsOf(addresses.map((row) => row.email));
  } catch (error) {
    logError("The operator's consent records could not be read", error);
    return (
      <section aria-labelledby="consent-title" className="mt-10">
        <h2 id="consent-title" className="text-2xl font-bold tracking-tight">
          Consent records
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          The consent records could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  const byAddress = new Map<string, ConsentEvent[]>();
  for (const event of events) byAddress.set(event.email, [...(byAddress.get(event.email) ?? []), event]);
  return (
    <section aria-labelledby="consent-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="consent-title" className="text-2xl font-bold tracking-tight">
          Consent records
        </h2>
        <a href="/api/operator/consent.csv" className="text-sm font-medium underline" download>
          Download the consent record (CSV)
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each investor address: whether its owner confirmed, the buy box and alerts in force, and every consent event with the wording shown.
        Only confirmed addresses receive deal e-mails. Newest first, Toronto time.
      </p>
      {addresses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No investor has signed up yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {addresses.map((row) => (
            <li key={row.email} data-consent-address={row.email} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p>
                <span className="font-medium">{row.email}</span> {row.name ? `· ${row.name}` : ""} · {row.signups} signup
                {row.signups === 1 ? "" : "s"} ·{" "}
                <span data-consent-status className={row.confirmedAt && !row.unsubscribedAt ? "text-green-800" : "text-slate-700"}>
                  {status(row)}
                </span>
              </p>
              <p className="mt-1 text-xs text-slate-600" data-consent-buy-box>
                {describeBuyBox(row)
                  .map((criterion) => `${criterion.label}: ${criterion.value}`)
                  .join(" · ")}{" "}
                · Alerts:{" "}
                {row.alertKinds.length > 0 ? row.alertKinds.map((kind) => LISTING_ALERT_LABELS[kind].toLowerCase()).join(", ") : "none"}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer text-xs font-medium">Record ({(byAddress.get(row.email) ?? []).length} events)</summary>
                <EventList events={byAddress.get(row.email) ?? []} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
