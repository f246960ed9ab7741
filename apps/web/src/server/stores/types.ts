/**
 * The stores of one database, opened together: the leads' own (src/leads/store/) and each other
 * feature's on the same database (shared state, the CRM webhook, the deal room, announcements,
 * personal-information requests, consent, the team's workspace, the breach record), with what the database answers about itself
 * (src/database/deliveries.ts). (Named LeadRepository until issue 42.) Built by
 * sql.ts (PGlite, PostgreSQL) and hosted.ts (Supabase); opened by open.ts.
 */
import type { PendingDeliveries } from "@/src/database/deliveries";
import type { LeadStore } from "@/src/leads/store/types";
import type { SharedStateStore } from "@/src/sharedState/store";
import type { LeadWebhookStore } from "@/src/leads/webhook/store";
import type { DealRoomStore } from "@/src/dealRoom/store";
import type { AnnouncementStore } from "@/src/announcements/store";
import type { PersonalInformationStore } from "@/src/privacy/store";
import type { ConsentStore } from "@/src/consent/store";
import type { AnalyticsStore } from "@/src/analytics/store";
import type { TeamStore } from "@/src/team/store";
import type { BreachRecordStore } from "@/src/breachRecord/store";
import type { ProposalStore } from "@/src/proposals/store";

export interface Stores extends LeadStore {
  readonly mode: "embedded" | "hosted";
  /**
   * Rate limits, sign-outs and the session secret kept in the same database, for server processes
   * that share it (src/sharedState/store.ts); null where the adapter cannot offer it (hosted without the
   * service-role key).
   */
  readonly sharedState: SharedStateStore | null;
  /**
   * The CRM webhook's delivery state (src/leads/webhook/store.ts), kept on the same rows; null where the
   * adapter cannot offer it (hosted without the service-role key; the unit tests' fake).
   */
  readonly webhooks: LeadWebhookStore | null;
  /**
   * The deal room's signatures, documents and download log (src/dealRoom/store.ts), in the same
   * database; null where the adapter cannot offer it (hosted without the service-role key).
   */
  readonly dealRoom: DealRoomStore | null;
  /**
   * The investor announcement queue and unsubscribes (src/announcements/store.ts); null where the
   * adapter cannot offer it (hosted without the service-role key; the unit tests' fake).
   */
  readonly announcements: AnnouncementStore | null;
  /**
   * Requests about personal information (src/privacy/store.ts, decision 0038): find, export and erase
   * an address across every table; null where the adapter cannot offer it (hosted without the
   * service-role key; the unit tests' fake).
   */
  readonly personalInformation: PersonalInformationStore | null;
  /**
   * The consent records, confirmations and preferences (src/consent/store.ts); null where the adapter
   * cannot offer them (hosted without the service-role key; the unit tests' fake).
   */
  readonly consent: ConsentStore | null;
  /**
   * Page views, Web Vitals and the traffic report (src/analytics/store.ts, decision 0048); null where
   * the adapter cannot offer them (hosted without the service-role key; the unit tests' fake).
   */
  readonly analytics: AnalyticsStore | null;
  /**
   * The team's workspace (src/team/store.ts, decision 0054): the Leads list, what the team records
   * about a person, timelines and Today; null where the adapter cannot offer it (hosted without the
   * service-role key; the unit tests' fake).
   */
  readonly team: TeamStore | null;
  /**
   * The record of breaches of security safeguards (src/breachRecord/store.ts, decision 0055); null
   * where the adapter cannot offer it (hosted without the service-role key; the unit tests' fake).
   */
  readonly breachRecords: BreachRecordStore | null;
  /**
   * The owners' proposals (src/proposals/store.ts, decision 0052); null where the adapter cannot
   * offer it (hosted without the service-role key; the unit tests' fake).
   */
  readonly proposals: ProposalStore | null;
  /**
   * Per channel, the deliveries still due and since when the oldest waits (webhooks only when
   * asked: a site without one never delivers them), for the alert of /api/health.
   */
  pendingDeliveries(options: { webhooks: boolean }): Promise<PendingDeliveries[]>;
  /**
   * The versions of the migrations the database has (public.applied_migrations()); throws when it
   * cannot tell (the function itself is missing).
   */
  appliedMigrations(): Promise<string[]>;
  /**
   * The database as PGlite's data folder in a gzipped tar, taken between two queries (a backup of
   * DATA_DIR: src/backup/snapshot.ts); absent where the database is not PGlite.
   */
  snapshotDatabase?: () => Promise<Blob>;
  /** Throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
