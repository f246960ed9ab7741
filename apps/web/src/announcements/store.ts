/**
 * The announcement queue's state (supabase/migrations/20261124000200_investor_matching.sql): the
 * same SQL functions called as plain SELECTs by the SQL adapters (PGlite, node-postgres) and as
 * RPCs by the hosted one, so the queue's rules (once per listing and address, the lease, the
 * backoff, unsubscribes) exist once, in the migration.
 */
import { readStringList, toIsoTimestamp } from "@/src/database/rows";
import type { Candidate } from "./match";
import type { ListingAlertKind } from "@/src/consent/alertKinds";

/** A listing's status and asking price, as last recorded (changes.ts compares them). */
export interface ListingState {
  status: string;
  askingPrice: number | null;
}

/** What changed, as the alert e-mail tells it. */
export interface ListingChangeDetail {
  kind: ListingAlertKind;
  previousStatus: string;
  status: string;
  previousPrice: number | null;
}

/** What an announcement e-mail says, fixed when it was queued (announcementEmail.ts renders it). */
export interface AnnouncementMessage {
  name: string;
  listing: {
    slug: string;
    title: string;
    assetClass: string;
    region: string;
    askingPrice: number | null;
    capRate: number | null;
    confidential: boolean;
  };
  /** The buy box that matched, for "why you got this". */
  buyBox: Omit<Candidate, "id" | "email" | "name" | "alertKinds">;
  /** Set on an alert about a listing already on the market: what changed (changes.ts). */
  change?: ListingChangeDetail;
}

export interface ClaimedAnnouncement {
  id: string;
  listing_slug: string;
  email: string;
  attempts: number;
  message: AnnouncementMessage;
}

export interface QueuedRecipient {
  investor_id: string | null;
  email: string;
  message: AnnouncementMessage;
}

export interface ListingAnnouncementStats {
  listing_slug: string;
  announced_at: string;
  matched: number;
  sent: number;
  pending: number;
  failed: number;
  cancelled: number;
  last_error: string | null;
}

export interface InvestorSubscription {
  email: string;
  name: string;
  signed_up_at: string;
  signups: number;
  unsubscribed_at: string | null;
  announcements_sent: number;
}

export interface AnnouncementStore {
  /** Who may be told, one per address with its newest signup's buy box. */
  candidates(): Promise<Candidate[]>;
  /** Of these slugs, the ones announced already. */
  announcedSlugs(slugs: readonly string[]): Promise<Set<string>>;
  /** Records the listing as announced and queues the recipients; 0 when it was announced before. */
  announce(slug: string, recipients: readonly QueuedRecipient[], now: Date): Promise<number>;
  claimDue(limit: number, now: Date, leaseSeconds: number): Promise<ClaimedAnnouncement[]>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /** The operator's retry of a listing's given-up announcements; how many start again. */
  retryListing(slug: string, at: Date): Promise<number>;
  /** True when this call unsubscribed the address, false when it already was. */
  unsubscribe(email: string, at: Date): Promise<boolean>;
  listingStats(limit: number): Promise<ListingAnnouncementStats[]>;
  subscriptions(limit: number): Promise<InvestorSubscription[]>;
  countFailed(): Promise<number>;
  /** The recorded state of these listings, by slug (absent: never seen). */
  listingStates(slugs: readonly string[]): Promise<Map<string, ListingState>>;
  /** The addresses told of a listing by its first announcement (sent or queued, not cancelled). */
  toldOf(slug: string): Promise<Set<string>>;
  /**
   * Records a listing's state and queues its changes' alerts, only if the recorded state is still
   * `previous` (null: never seen); how many alerts were queued, -1 when another caller was first.
   */
  recordListingState(
    slug: string,
    previous: ListingState | null,
    current: ListingState,
    changes: readonly { change: ListingAlertKind; recipients: readonly QueuedRecipient[] }[],
    now: Date,
  ): Promise<number>;
}

export const MAX_ANNOUNCEMENT_ERROR_LENGTH = 1000;

const optionalNumber = (value: unknown): number | null => {
  const number = typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};
const optionalTimestamp = (value: unknown) => (value === null || value === undefined ? null : toIsoTimestamp(value));

export function toCandidate(row: Record<string, unknown>): Candidate {
  return {
    id: typeof row.id === "string" ? row.id : null,
    alertKinds: readStringList(row.alert_kinds) ?? [],
    email: String(row.email),
    name: typeof row.name === "string" ? row.name : "",
    buy_asset_classes: readStringList(row.buy_asset_classes),
    buy_regions: readStringList(row.buy_regions),
    buy_price_min: optionalNumber(row.buy_price_min),
    buy_price_max: optionalNumber(row.buy_price_max),
    buy_cap_rate_min: optionalNumber(row.buy_cap_rate_min),
  };
}

function isMessage(value: unknown): value is AnnouncementMessage {
  if (typeof value !== "object" || value === null) return false;
  const { listing, buyBox, name } = value as Record<string, unknown>;
  return typeof name === "string" && typeof listing === "object" && listing !== null && typeof buyBox === "object" && buyBox !== null;
}

export function toClaimedAnnouncement(row: Record<string, unknown>): ClaimedAnnouncement {
  const message = typeof row.message === "string" ? (JSON.parse(row.message) as unknown) : row.message;
  if (typeof row.id !== "string" || typeof row.email !== "string" || !isMessage(message)) {
    // Never the row itself: it holds an investor's address.
    throw new Error("claim_due_listing_announcements returned an unexpected row");
  }
  return { id: row.id, listing_slug: String(row.listing_slug), email: row.email, attempts: Number(row.attempts ?? 0), message };
}

export function toListingStats(row: Record<string, unknown>): ListingAnnouncementStats {
  return {
    listing_slug: String(row.listing_slug),
    announced_at: toIsoTimestamp(row.announced_at),
    matched: Number(row.matched ?? 0),
    sent: Number(row.sent ?? 0),
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    cancelled: Number(row.cancelled ?? 0),
    last_error: typeof row.last_error === "string" ? row.last_error : null,
  };
}

export function toSubscription(row: Record<string, unknown>): InvestorSubscription {
  return {
    email: String(row.email),
    name: typeof row.name === "string" ? row.name : "",
    signed_up_at: toIsoTimestamp(row.signed_up_at),
    signups: Number(row.signups ?? 1),
    unsubscribed_at: optionalTimestamp(row.unsubscribed_at),
    announcements_sent: Number(row.announcements_sent ?? 0),
  };
}

/** The SQL adapters' connection, as sql.ts has it. */
export interface AnnouncementSqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export const SQL = {
  candidates: "select * from public.announcement_candidates()",
  announcedSlugs: "select slug from public.announced_listing_slugs($1::text[]) as slug",
  announce: "select public.announce_listing($1::text, $2::jsonb, $3::timestamptz) as count",
  claimDue: "select * from public.claim_due_listing_announcements($1::integer, $2::integer, $3::timestamptz)",
  markSent: "select public.mark_listing_announcement_sent($1::uuid, $2::timestamptz)",
  markFailed: "select public.mark_listing_announcement_failed($1::uuid, $2::text, $3::timestamptz, $4::integer)",
  retryListing: "select public.retry_failed_listing_announcements($1::text, $2::timestamptz) as count",
  unsubscribe: "select public.unsubscribe_investor($1::text, $2::timestamptz) as done",
  listingStats: "select * from public.listing_announcement_stats($1::integer)",
  subscriptions: "select * from public.investor_subscriptions($1::integer)",
  countFailed: "select public.count_failed_listing_announcements() as count",
  listingStates: "select * from public.listing_states_of($1::text[])",
  toldOf: "select email from public.listing_told_addresses($1::text) as email",
  recordListingState:
    "select public.record_listing_state($1::text, $2::jsonb, $3::text, $4::double precision, $5::jsonb, $6::timestamptz) as count",
} as const;

const stateArgument = (state: ListingState | null) => (state ? { status: state.status, asking_price: state.askingPrice } : null);

function toStates(data: unknown): Map<string, ListingState> {
  return new Map(
    ((data ?? []) as Record<string, unknown>[]).map((row) => [
      String(row.listing_slug),
      { status: String(row.status), askingPrice: optionalNumber(row.asking_price) },
    ]),
  );
}

export function createSqlAnnouncementStore(db: AnnouncementSqlSession): AnnouncementStore {
  return {
    async candidates() {
      return (await db.query<Record<string, unknown>>(SQL.candidates)).map(toCandidate);
    },
    async announcedSlugs(slugs) {
      if (slugs.length === 0) return new Set();
      return new Set((await db.query<{ slug: string }>(SQL.announcedSlugs, [slugs])).map((row) => row.slug));
    },
    async announce(slug, recipients, now) {
      const rows = await db.query<{ count: number }>(SQL.announce, [slug, JSON.stringify(recipients), now.toISOString()]);
      return Number(rows[0]?.count ?? 0);
    },
    async claimDue(limit, now, leaseSeconds) {
      return (await db.query<Record<string, unknown>>(SQL.claimDue, [limit, leaseSeconds, now.toISOString()])).map(toClaimedAnnouncement);
    },
    async markSent(id, at) {
      await db.query(SQL.markSent, [id, at.toISOString()]);
    },
    async markFailed(id, error, nextAttemptAt, maxAttempts) {
      await db.query(SQL.markFailed, [id, error.slice(0, MAX_ANNOUNCEMENT_ERROR_LENGTH), nextAttemptAt.toISOString(), maxAttempts]);
    },
    async retryListing(slug, at) {
      return Number((await db.query<{ count: number }>(SQL.retryListing, [slug, at.toISOString()]))[0]?.count ?? 0);
    },
    async unsubscribe(email, at) {
      return (await db.query<{ done: boolean }>(SQL.unsubscribe, [email, at.toISOString()]))[0]?.done === true;
    },
    async listingStats(limit) {
      return (await db.query<Record<string, unknown>>(SQL.listingStats, [limit])).map(toListingStats);
    },
    async subscriptions(limit) {
      return (await db.query<Record<string, unknown>>(SQL.subscriptions, [limit])).map(toSubscription);
    },
    async countFailed() {
      return Number((await db.query<{ count: number }>(SQL.countFailed))[0]?.count ?? 0);
    },
    async listingStates(slugs) {
      if (slugs.length === 0) return new Map();
      return toStates(await db.query<Record<string, unknown>>(SQL.listingStates, [slugs]));
    },
    async toldOf(slug) {
      return new Set((await db.query<{ email: string }>(SQL.toldOf, [slug])).map((row) => row.email));
    },
    async recordListingState(slug, previous, current, changes, now) {
      const previousJson = stateArgument(previous);
      const rows = await db.query<{ count: number }>(SQL.recordListingState, [
        slug,
        previousJson === null ? null : JSON.stringify(previousJson),
        current.status,
        current.askingPrice,
        JSON.stringify(changes),
        now.toISOString(),
      ]);
      return Number(rows[0]?.count ?? 0);
    },
  };
}

/** A Supabase RPC call: the function's data, or a thrown error naming what failed. */
export type AnnouncementRpc = (name: string, args: Record<string, unknown>, failure: string) => Promise<unknown>;

const rows = (data: unknown) => (data ?? []) as Record<string, unknown>[];

/** The hosted adapter: the same functions as PostgREST RPCs with the service-role key. */
export function createRpcAnnouncementStore(rpc: AnnouncementRpc): AnnouncementStore {
  return {
    async candidates() {
      return rows(await rpc("announcement_candidates", {}, "Reading announcement candidates failed")).map(toCandidate);
    },
    async announcedSlugs(slugs) {
      if (slugs.length === 0) return new Set();
      const data = (await rpc("announced_listing_slugs", { p_slugs: slugs }, "Reading announced listings failed")) ?? [];
      return new Set((data as unknown[]).map((value) => (typeof value === "string" ? value : String((value as { slug?: unknown }).slug))));
    },
    async announce(slug, recipients, now) {
      return Number(
        (await rpc(
          "announce_listing",
          { p_slug: slug, p_recipients: recipients, p_now: now.toISOString() },
          "Queueing announcements failed",
        )) ?? 0,
      );
    },
    async claimDue(limit, now, leaseSeconds) {
      return rows(
        await rpc(
          "claim_due_listing_announcements",
          { p_limit: limit, p_lease_seconds: leaseSeconds, p_now: now.toISOString() },
          "Claiming announcements failed",
        ),
      ).map(toClaimedAnnouncement);
    },
    async markSent(id, at) {
      await rpc("mark_listing_announcement_sent", { p_id: id, p_at: at.toISOString() }, "Recording a sent announcement failed");
    },
    async markFailed(id, error, nextAttemptAt, maxAttempts) {
      await rpc(
        "mark_listing_announcement_failed",
        {
          p_id: id,
          p_error: error.slice(0, MAX_ANNOUNCEMENT_ERROR_LENGTH),
          p_next_attempt_at: nextAttemptAt.toISOString(),
          p_max_attempts: maxAttempts,
        },
        "Recording a failed announcement failed",
      );
    },
    async retryListing(slug, at) {
      return Number(
        (await rpc("retry_failed_listing_announcements", { p_slug: slug, p_at: at.toISOString() }, "Retrying announcements failed")) ?? 0,
      );
    },
    async unsubscribe(email, at) {
      return (await rpc("unsubscribe_investor", { p_email: email, p_at: at.toISOString() }, "Unsubscribing failed")) === true;
    },
    async listingStats(limit) {
      return rows(await rpc("listing_announcement_stats", { p_limit: limit }, "Reading announcement figures failed")).map(toListingStats);
    },
    async subscriptions(limit) {
      return rows(await rpc("investor_subscriptions", { p_limit: limit }, "Reading subscriptions failed")).map(toSubscription);
    },
    async countFailed() {
      return Number((await rpc("count_failed_listing_announcements", {}, "Counting failed announcements failed")) ?? 0);
    },
    async listingStates(slugs) {
      if (slugs.length === 0) return new Map();
      return toStates(await rpc("listing_states_of", { p_slugs: slugs }, "Reading listing states failed"));
    },
    async toldOf(slug) {
      const data = ((await rpc("listing_told_addresses", { p_slug: slug }, "Reading who was told of a listing failed")) ?? []) as unknown[];
      return new Set(data.map((value) => (typeof value === "string" ? value : String((value as { email?: unknown }).email))));
    },
    async recordListingState(slug, previous, current, changes, now) {
      return Number(
        (await rpc(
          "record_listing_state",
          {
            p_slug: slug,
            p_previous: stateArgument(previous),
            p_status: current.status,
            p_asking_price: current.askingPrice,
            p_changes: changes,
            p_now: now.toISOString(),
          },
          "Recording a listing's state failed",
        )) ?? 0,
      );
    },
  };
}
