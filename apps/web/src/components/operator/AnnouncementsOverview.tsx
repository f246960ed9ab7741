import { getAnnouncementsBackend } from "@/src/announcements/backend";
import { logError } from "@/src/log";
import type { InvestorSubscription, ListingAnnouncementStats } from "@/src/announcements/store";
import { AnnouncementRetryButton } from "./AnnouncementRetryButton";
import { when } from "./LeadTable";

/** How many listings and investors the page shows (newest first). */
export const ANNOUNCEMENTS_SHOWN = 50;

const HEAD = "bg-slate-100 text-xs tracking-wide text-slate-700 uppercase";
const CELL = "px-3 py-2";

/**
 * Investor announcements (docs/decisions/0029-investor-announcements.md): per listing announced,
 * how many investors matched and how many e-mails went out, wait, gave up or were cancelled by an
 * unsubscribe; per investor address, subscribed or unsubscribed and when.
 */
export async function AnnouncementsOverview() {
  let listings: ListingAnnouncementStats[];
  let investors: InvestorSubscription[];
  try {
    const store = await (await getAnnouncementsBackend()).announcements.store();
    [listings, investors] = await Promise.all([store.listingStats(ANNOUNCEMENTS_SHOWN), store.subscriptions(ANNOUNCEMENTS_SHOWN)]);
  } catch (error) {
    logError("The operator's announcement figures could not be read", error);
    return (
      <section aria-labelledby="announcements-title" className="mt-10">
        <h2 id="announcements-title" className="text-2xl font-bold tracking-tight">
          Investor announcements
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          The announcement figures could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="announcements-title" className="mt-10">
      <h2 id="announcements-title" className="text-2xl font-bold tracking-tight">
        Investor announcements
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each new listing is e-mailed once to the investors whose buy box it fits. Failed e-mails are retried for about three days, then stop
        until you retry them. Newest first, Toronto time.
      </p>
      {listings.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No listing has been announced yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-announcement-listings>
            <thead className={HEAD}>
              <tr>
                {["Listing", "Announced", "Matched", "Sent", "Waiting", "Failed", "Unsubscribed", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className={CELL}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {listings.map((row) => (
                <tr key={row.listing_slug} data-announced-listing={row.listing_slug} className="border-t border-slate-200 align-top">
                  <td className={CELL}>{row.listing_slug}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{when(row.announced_at)}</td>
                  <td className={CELL} data-matched>
                    {row.matched}
                  </td>
                  <td className={CELL} data-sent>
                    {row.sent}
                  </td>
                  <td className={CELL}>{row.pending}</td>
                  <td className={CELL} data-failed>
                    {row.failed}
                    {row.last_error && (row.failed > 0 || row.pending > 0) ? (
                      <span className="block text-xs text-red-700">Last error: {row.last_error}</span>
                    ) : null}
                  </td>
                  <td className={CELL}>{row.cancelled}</td>
                  <td className={CELL}>{row.failed > 0 ? <AnnouncementRetryButton slug={row.listing_slug} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="mt-6 text-lg font-semibold">Investors</h3>
      <InvestorTable investors={investors} />
    </section>
  );
}

/** Every investor address: subscribed or unsubscribed and when, and how many announcements it was sent. */
function InvestorTable({ investors }: { investors: InvestorSubscription[] }) {
  return investors.length === 0 ? (
    <p className="mt-2 text-sm text-slate-600">No investor has signed up yet.</p>
  ) : (
    <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-investor-subscriptions>
        <thead className={HEAD}>
          <tr>
            {["E-mail", "Name", "Signed up", "Deal e-mails", "Sent"].map((heading) => (
              <th key={heading} scope="col" className={CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {investors.map((row) => (
            <tr key={row.email} data-investor={row.email} className="border-t border-slate-200 align-top">
              <td className={CELL}>{row.email}</td>
              <td className={CELL}>{row.name}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                {when(row.signed_up_at)}
                {row.signups > 1 ? (
                  <span className="block text-xs text-slate-600">{row.signups} signups; the confirmed buy box counts</span>
                ) : null}
              </td>
              <td className={CELL} data-subscription>
                {row.unsubscribed_at ? `Unsubscribed ${when(row.unsubscribed_at)}` : "Subscribed"}
              </td>
              <td className={CELL}>{row.announcements_sent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
