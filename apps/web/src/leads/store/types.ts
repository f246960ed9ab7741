/**
 * Where leads are stored: PGlite under DATA_DIR (embedded) or Supabase Postgres (hosted), with
 * the same supabase/migrations. The insert is the commit point of a submission; notification
 * state lives on the row so a lead whose e-mail did not go out is retried until it does.
 */
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";

export interface InsertedLead {
  id: string;
  created_at: string;
}

/** Why a submission looked automated (docs/decisions/0019-spam-quarantine.md). */
export const SPAM_REASONS = ["honeypot", "too_fast"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export interface InsertOptions {
  /** Rows written by the operator's live-insert test: never notified, never listed. */
  isTest?: boolean;
  /** Suspected spam: stored in quarantine, not notified until the operator releases it. */
  spamReason?: SpamReason;
  /** Milliseconds from the form's first render to the submission, when known. */
  fillMs?: number | null;
  /** The caller's own id for the row; without it the adapter (hosted) or the database makes one. */
  id?: string;
  /**
   * An investor signup's consent (docs/decisions/0037-consent-records.md): the SHA-256 of the
   * wording shown (registered before), the page and the client address it was given from.
   */
  consent?: { wordingSha256: string; page: string | null; clientAddress: string | null };
}

export interface PendingNotification<K extends LeadKind = LeadKind> {
  kind: K;
  id: string;
  created_at: string;
  attempts: number;
  lead: LeadByKind[K];
  /** The first lead from the same e-mail within 24 hours, when this one repeats it (absent otherwise). */
  repeat_of?: string;
}

/** Where a lead's team notification stands (the columns the retry loop keeps on the row). */
export interface NotificationState {
  notified_at: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  /** The notification gave up after too many failed attempts; the operator may retry it. */
  failed_at: string | null;
}

/** A lead's spam verdict: null for an ordinary lead. */
export interface SpamState {
  reason: SpamReason;
  /** When the operator released it from quarantine (then it is notified like any lead). */
  released_at: string | null;
}

/** A stored lead as the team sees it: the visitor's fields plus when it came and its notification. */
export type StoredLead<K extends LeadKind = LeadKind> = {
  kind: K;
  id: string;
  created_at: string;
  lead: LeadByKind[K];
  /** Milliseconds the visitor took to fill the form, when known. */
  fill_ms: number | null;
  /** The first lead of the same kind from the same e-mail within the previous 24 hours, if any. */
  repeat_of: string | null;
  spam: SpamState | null;
  notification: NotificationState;
};

export interface CountOptions {
  includeTests?: boolean;
  only?: "notification-failed" | "quarantined";
}

export interface ListLeadsOptions {
  /** At most this many rows (default 50). */
  limit?: number;
  /** Rows to skip, for paging through a whole table. */
  offset?: number;
  /**
   * "newest" for the operator page; "oldest" for exports, whose offset paging stays stable
   * while new leads arrive because they land after the last page instead of shifting every page.
   */
  order?: "newest" | "oldest";
  /**
   * Quarantined rows (suspected spam not released): "exclude" (the default: the team's lists and
   * exports), "only" (the operator's quarantine list) or "include" (an export that asks for them).
   */
  quarantined?: "exclude" | "only" | "include";
}

/**
 * The three lead tables (contact_forms, investor_signups, property_valuations) and each lead's
 * notification state, on whichever database (sql.ts for PGlite and PostgreSQL, hosted.ts for
 * Supabase). The server assembles it with the other features' stores (src/server/stores/).
 */
export interface LeadStore {
  insert<K extends LeadKind>(kind: K, lead: LeadByKind[K], options?: InsertOptions): Promise<InsertedLead>;
  /**
   * Leases up to `limit` rows due for notification (notified_at null, not a test, next attempt
   * due), oldest first, so two server processes never send the same lead at once.
   */
  claimDueNotifications(limit: number, now: Date, leaseSeconds: number): Promise<PendingNotification[]>;
  markNotified(kind: LeadKind, id: string, at: Date): Promise<void>;
  /** Records a failed attempt; the attempt that reaches `maxAttempts` gives up (notification.failed_at). */
  markNotificationFailed(kind: LeadKind, id: string, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<void>;
  /**
   * Operator actions on one row; each answers false when the row is not (or no longer) in the
   * state the action needs, so a double click acts once.
   * Releases a quarantined row: it becomes an ordinary lead, due for notification at `at`.
   */
  releaseQuarantined(kind: LeadKind, id: string, at: Date): Promise<boolean>;
  /** Deletes a quarantined row (never an ordinary lead). */
  deleteQuarantined(kind: LeadKind, id: string): Promise<boolean>;
  /** Deletes every quarantined row received before `before`; returns how many. */
  purgeQuarantined(before: Date): Promise<number>;
  /** Starts a given-up notification again from zero attempts, due at `at`. */
  retryNotification(kind: LeadKind, id: string, at: Date): Promise<boolean>;
  /**
   * Exact row count of a table (diagnostics "REST API" test, load-test checks); with `only`, just
   * the leads whose notification gave up ("notification-failed", for /api/health) or the
   * quarantined submissions ("quarantined"), test rows never.
   */
  count(kind: LeadKind, options?: CountOptions): Promise<number>;
  /** The team's view of one table: test rows (the operator's live-insert checks) never appear. */
  listLeads<K extends LeadKind>(kind: K, options?: ListLeadsOptions): Promise<StoredLead<K>[]>;
}
