/**
 * The listing's funnel, its weekly activity and the Monday e-mail's queue (issue 36,
 * supabase/migrations/20261126003000_owner_report.sql, decision 0051): each operation one SQL
 * function of that migration, called through the deal room's DealRoomCall like the rest of its
 * store (store.ts), so the SQL adapters and the hosted RPC read the same counts. Counts only:
 * nothing here names a person.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** The steps of a listing's funnel, each counted over all that is kept. */
export interface ListingFunnelCounts {
  pageViews: number;
  agreementsOpened: number;
  signed: number;
  confirmed: number;
  /** Distinct signers who downloaded at least one document. */
  downloaded: number;
  /** Distinct buyers who made at least one offer. */
  offered: number;
  /** Offers after a buyer's first (revisions), shown apart: never counted as buyers (issue 46). */
  revisions: number;
}

/** One ISO week's own counts (Monday `week`, a Toronto day). */
export interface ListingWeek {
  week: string;
  pageViews: number;
  agreementsOpened: number;
  signed: number;
  downloads: number;
  /** Buyers' first offers made this week (revision 1): summed over the weeks, the funnel's buyers. */
  offers: number;
  /** Revisions of offers made this week, apart from the buyers' offers. */
  revisions: number;
}

/** A Monday report queued for a listing and week, leased to this process. */
export interface DueWeeklyReport {
  id: string;
  listing: string;
  isoWeek: string;
  queuedAt: string;
  attempts: number;
}

/** A signer as the owner's report names them when the team ticked it: no e-mail, no phone. */
export interface ReportBuyer {
  name: string;
  company: string | null;
  offered: boolean;
}

export interface ListingReportStore {
  /**
   * Counts an opening of the listing's agreement page on the Toronto `day`, unless the client whose
   * `clientDigest` this is (agreementOpenings.server.ts) opened it already that day; answers whether it counted.
   */
  countAgreementOpening(listing: string, day: string, clientDigest: string): Promise<boolean>;
  /** `path`: the listing page's path, as the analytics tables count it. */
  funnel(listing: string, path: string): Promise<ListingFunnelCounts>;
  /** The weeks from the Monday `from` that had any activity, oldest first. */
  weeklyActivity(listing: string, path: string, from: string): Promise<ListingWeek[]>;
  /** The listing's signers by name and company, those who made an offer first; the operator's tests left out. */
  reportBuyers(listing: string): Promise<ReportBuyer[]>;
  setWeeklyEmail(listing: string, on: boolean, at: Date): Promise<void>;
  /** The listings whose Monday e-mail is switched off. */
  weeklyEmailOff(): Promise<string[]>;
  /** Queues the week's report of each listing whose switch is on; answers how many were new. */
  queueWeeklyReports(listings: readonly string[], isoWeek: string, at: Date): Promise<number>;
  claimDueWeeklyReports(limit: number, now: Date, leaseSeconds: number): Promise<DueWeeklyReport[]>;
  markWeeklyReportSent(id: string, at: Date): Promise<void>;
  markWeeklyReportFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /** Takes a report off the queue without counting it as failed: its listing left the deal room before it went out. */
  cancelWeeklyReport(id: string, reason: string, at: Date): Promise<void>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const count = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

export function dealRoomListingReports(call: Call): ListingReportStore {
  return {
    async countAgreementOpening(listing, on, clientDigest) {
      const rows = await call("count_deal_room_agreement_opening", [
        ["p_listing", "text", listing],
        ["p_day", "date", on],
        ["p_client_digest", "text", clientDigest],
      ]);
      return rows[0]?.counted === true;
    },

    async funnel(listing, path) {
      const row = (
        await call("deal_room_funnel", [
          ["p_listing", "text", listing],
          ["p_path", "text", path],
        ])
      )[0];
      return {
        pageViews: count(row?.page_views),
        agreementsOpened: count(row?.agreements_opened),
        signed: count(row?.signed),
        confirmed: count(row?.confirmed),
        downloaded: count(row?.downloaded),
        offered: count(row?.offered),
        revisions: count(row?.revisions),
      };
    },

    async weeklyActivity(listing, path, from) {
      const rows = await call("deal_room_weekly_activity", [
        ["p_listing", "text", listing],
        ["p_path", "text", path],
        ["p_from", "date", from],
      ]);
      return rows.map((row) => ({
        week: text(row.week),
        pageViews: count(row.page_views),
        agreementsOpened: count(row.agreements_opened),
        signed: count(row.signed),
        downloads: count(row.downloads),
        offers: count(row.offers),
        revisions: count(row.revisions),
      }));
    },

    async reportBuyers(listing) {
      return (await call("deal_room_report_buyers", [["p_listing", "text", listing]])).map((row) => ({
        name: text(row.name),
        company: typeof row.company === "string" ? row.company : null,
        offered: row.offered === true,
      }));
    },

    ...weeklyReportCalls(call),
  };
}

/** The Monday e-mail's switch and queue (decision 0051). */
function weeklyReportCalls(call: Call): Omit<ListingReportStore, "countAgreementOpening" | "funnel" | "weeklyActivity" | "reportBuyers"> {
  return {
    async setWeeklyEmail(listing, on, at) {
      await call("set_deal_room_weekly_email", [
        ["p_listing", "text", listing],
        ["p_on", "boolean", on],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async weeklyEmailOff() {
      return (await call("deal_room_weekly_email_off", [])).map((row) => text(row.listing));
    },

    async queueWeeklyReports(listings, isoWeek, at) {
      const rows = await call("queue_deal_room_weekly_reports", [
        ["p_listings", "text[]", [...listings]],
        ["p_iso_week", "text", isoWeek],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return count(rows[0]?.queued);
    },

    async claimDueWeeklyReports(limit, now, leaseSeconds) {
      const rows = await call("claim_due_deal_room_weekly_reports", [
        ["p_limit", "integer", limit],
        ["p_lease_seconds", "integer", leaseSeconds],
        ["p_now", "timestamptz", now.toISOString()],
      ]);
      return rows.map((row) => ({
        id: text(row.id),
        listing: text(row.listing),
        isoWeek: text(row.iso_week),
        queuedAt: toIsoTimestamp(row.queued_at),
        attempts: count(row.attempts),
      }));
    },

    async markWeeklyReportSent(id, at) {
      await call("mark_deal_room_weekly_report_sent", [
        ["p_id", "uuid", id],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },

    async markWeeklyReportFailed(id, error, nextAttemptAt, maxAttempts) {
      await call("mark_deal_room_weekly_report_failed", [
        ["p_id", "uuid", id],
        ["p_error", "text", error.slice(0, 1000)],
        ["p_next_attempt_at", "timestamptz", nextAttemptAt.toISOString()],
        ["p_max_attempts", "integer", maxAttempts],
      ]);
    },

    async cancelWeeklyReport(id, reason, at) {
      await call("cancel_deal_room_weekly_report", [
        ["p_id", "uuid", id],
        ["p_reason", "text", reason.slice(0, 1000)],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
    },
  };
}
