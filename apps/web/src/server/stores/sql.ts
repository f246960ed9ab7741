/**
 * Every store on one SQL database (PGlite or PostgreSQL): the lead store and each feature's own,
 * over the same session, so a submission, its webhook row and its consent record share one
 * database and one set of migrations.
 */
import { APPLIED_MIGRATIONS_SQL, PENDING_DELIVERIES_SQL, PING_SQL, toPendingDeliveries } from "@/src/database/deliveries";
import type { SqlDatabase } from "@/src/database/session";
import { createSqlLeadStore } from "@/src/leads/store/sql";
import { createSqlSharedState } from "@/src/sharedState/store";
import { createSqlWebhookStore } from "@/src/leads/webhook/store";
import { createDealRoomStore, sqlDealRoomCall } from "@/src/dealRoom/store";
import { createSqlAnnouncementStore } from "@/src/announcements/store";
import { createPersonalInformationStore, sqlPersonalInformationCall } from "@/src/privacy/store";
import { createConsentStore, sqlConsentCall } from "@/src/consent/store";
import { createAnalyticsStore, sqlAnalyticsCall } from "@/src/analytics/store";
import { createTeamStore, sqlTeamCall } from "@/src/team/store";
import type { Stores } from "./types";
import { createBreachRecordStore, sqlBreachRecordCall } from "@/src/breachRecord/store";
import { createProposalStore, sqlProposalCall } from "@/src/proposals/store";

export function createSqlRepository(db: SqlDatabase): Stores {
  let closed: Promise<void> | null = null;
  return {
    // The embedded code path (docs/architecture.md, "Two modes"): SQL straight to the database, in-process or on a
    // PostgreSQL server shared by several processes, rather than Supabase's REST API.
    mode: "embedded",
    ...createSqlLeadStore(db),

    sharedState: createSqlSharedState(db),
    webhooks: createSqlWebhookStore(db),
    dealRoom: createDealRoomStore(sqlDealRoomCall(db)),
    announcements: createSqlAnnouncementStore(db),
    personalInformation: createPersonalInformationStore(sqlPersonalInformationCall(db)),
    consent: createConsentStore(sqlConsentCall(db)),
    analytics: createAnalyticsStore(sqlAnalyticsCall(db)),
    team: createTeamStore(sqlTeamCall(db)),
    breachRecords: createBreachRecordStore(sqlBreachRecordCall(db)),
    proposals: createProposalStore(sqlProposalCall(db)),

    async pendingDeliveries({ webhooks }) {
      return (await db.query<unknown>(PENDING_DELIVERIES_SQL, [webhooks])).map(toPendingDeliveries);
    },

    async appliedMigrations() {
      return (await db.query<{ version: string }>(APPLIED_MIGRATIONS_SQL)).map((row) => String(row.version));
    },

    async ping(): Promise<void> {
      await db.query(PING_SQL);
    },

    // Idempotent: shutdown hooks and tests may both close the same repository.
    close: () => (closed ??= db.close()),
  };
}
