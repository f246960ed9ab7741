import { getAnnouncementsBackend } from "@/src/announcements/backend";
import { logError } from "@/src/log";
import type { InvestorSubscription, ListingAnnouncementStats } from "@/src/announcements/store";
import { AnnouncementRetryButton } from "./AnnouncementRetryButton";
import { when } from "./LeadTable";
import { OperatorTable } from "./OperatorTable";
import { personPath } from "@/src/team/paths";

/** How many listings and investors the page shows (newest first). */
export const ANNOUNCEMENTS_SHOWN = 50;

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
      <OperatorTable
        caption="Listings announced"
        captionHidden
        name="announcement-listings"
        tableAttributes={{ "data-announcement-listings": "" }}
        rows={listings}
        rowKey={(row) => row.listing_slug}
        rowAttributes={(row) => ({ "data-announced-listing": row.listing_slug })}
        empty="No listing has been announced yet. Each listing e-mailed to the Investor Network would appear here."
        columns={[
          { header: "Listing", cell: (row) => row.listing_slug },
          { header: "Announced", cell: (row) => <span className="whitespace-nowrap">{when(row.announced_at)}</span> },
          { header: "Matched", cell: (row) => <span data-matched>{row.matched}</span>, numeric: true },
          { header: "Sent", cell: (row) => <span data-sent>{row.sent}</span>, numeric: true },
          { header: "Waiting", cell: (row) => row.pending, numeric: true },
          {
            header: "Failed",
            cell: (row) => (
              <>
                <span data-failed>{row.failed}</span>
                {row.last_error && (row.failed > 0 || row.pending > 0) ? (
                  <span className="block text-xs text-red-700">Last error: {row.last_error}</span>
                ) : null}
              </>
            ),
          },
          { header: "Unsubscribed", cell: (row) => row.cancelled, numeric: true },
          { header: "Actions", cell: (row) => (row.failed > 0 ? <AnnouncementRetryButton slug={row.listing_slug} /> : null) },
        ]}
      />
      <h3 className="mt-6 text-lg font-semibold">Investors</h3>
      <InvestorTable investors={investors} />
    </section>
  );
}

/** Every investor address: subscribed or unsubscribed and when, and how many announcements it was sent. */
function InvestorTable({ investors }: { investors: InvestorSubscription[] }) {
  return (
    <OperatorTable
      caption="Investors"
      captionHidden
      name="investor-subscriptions"
      tableAttributes={{ "data-investor-subscriptions": "" }}
      rows={investors}
      rowKey={(row) => row.email}
      rowAttributes={(row) => ({ "data-investor": row.email })}
      empty="No investor has signed up yet. Each Investor Network address would appear here with its subscription."
      columns={[
        {
          header: "E-mail",
          cell: (row) => (
            <a href={personPath(row.email)} className="underline">
              {row.email}
            </a>
          ),
        },
        { header: "Name", cell: (row) => row.name },
        {
          header: "Signed up",
          cell: (row) => (
            <span className="whitespace-nowrap">
              {when(row.signed_up_at)}
              {row.signups > 1 ? (
                <span className="block text-xs text-slate-600">{row.signups} signups; the confirmed buy box counts</span>
              ) : null}
            </span>
          ),
        },
        {
          header: "Deal e-mails",
          cell: (row) => <span data-subscription>{row.unsubscribed_at ? `Unsubscribed ${when(row.unsubscribed_at)}` : "Subscribed"}</span>,
        },
        { header: "Sent", cell: (row) => row.announcements_sent, numeric: true },
      ]}
    />
  );
}
