/** An in-memory Stores for unit tests of the pipeline around the database. */
import type { LeadByKind, LeadKind } from "@agency/supabase/leads";
import { migrationVersion, REQUIRED_MIGRATIONS } from "@/src/database/requiredMigrations";
import type {
  InsertOptions,
  InsertedLead,
  LeadStore,
  ListLeadsOptions,
  PendingNotification,
  SpamReason,
  StoredLead,
} from "@/src/leads/store/types";
import type { PendingDeliveries } from "@/src/database/deliveries";

/** Beyond the lead store, what the fake answers as the database would: no other feature's store. */
interface FakeDatabase {
  mode: "embedded";
  sharedState: null;
  webhooks: null;
  dealRoom: null;
  announcements: null;
  personalInformation: null;
  consent: null;
  analytics: null;
  team: null;
  breachRecords: null;
  proposals: null;
  pendingDeliveries(options: { webhooks: boolean }): Promise<PendingDeliveries[]>;
  appliedMigrations(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface Row {
  kind: LeadKind;
  id: string;
  created_at: string;
  lead: LeadByKind[LeadKind];
  isTest: boolean;
  notifiedAt: Date | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  spamReason: SpamReason | null;
  releasedAt: Date | null;
  failedAt: Date | null;
  fillMs: number | null;
}

const quarantined = (row: Row) => row.spamReason !== null && row.releasedAt === null;

export function createFakeRepository(options: { failInserts?: boolean } = {}) {
  const rows: Row[] = [];
  let sequence = 0;
  const repository: LeadStore & FakeDatabase & { rows: Row[]; failInserts: boolean } = {
    mode: "embedded",
    sharedState: null,
    webhooks: null,
    dealRoom: null,
    announcements: null,
    personalInformation: null,
    consent: null,
    analytics: null,
    team: null,
    breachRecords: null,
    proposals: null,
    rows,
    failInserts: options.failInserts ?? false,
    async insert<K extends LeadKind>(kind: K, lead: LeadByKind[K], insertOptions: InsertOptions = {}): Promise<InsertedLead> {
      if (repository.failInserts) throw new Error("database unreachable");
      sequence += 1;
      const row: Row = {
        kind,
        id: insertOptions.id ?? `lead-${sequence}`,
        created_at: new Date(sequence * 1000).toISOString(),
        lead,
        isTest: insertOptions.isTest ?? false,
        notifiedAt: null,
        attempts: 0,
        lastError: null,
        nextAttemptAt: new Date(0),
        leaseUntil: null,
        spamReason: insertOptions.spamReason ?? null,
        releasedAt: null,
        failedAt: null,
        fillMs: insertOptions.fillMs ?? null,
      };
      rows.push(row);
      return { id: row.id, created_at: row.created_at };
    },
    ...fakeNotificationState(rows),
    async count(kind, countOptions = {}) {
      const { only } = countOptions;
      return rows.filter(
        (row) =>
          row.kind === kind &&
          ((countOptions.includeTests && !only) || !row.isTest) &&
          (only !== "notification-failed" || (row.failedAt !== null && row.notifiedAt === null)) &&
          (only !== "quarantined" || quarantined(row)),
      ).length;
    },
    async listLeads<K extends LeadKind>(kind: K, listOptions: ListLeadsOptions = {}) {
      const which = listOptions.quarantined ?? "exclude";
      const matching = rows.filter(
        (row) => row.kind === kind && !row.isTest && (which === "include" || (which === "only") === quarantined(row)),
      );
      const ordered = (listOptions.order ?? "newest") === "newest" ? [...matching].reverse() : matching;
      const offset = listOptions.offset ?? 0;
      return ordered.slice(offset, offset + (listOptions.limit ?? 50)).map((row): StoredLead<K> => ({
        kind,
        id: row.id,
        created_at: row.created_at,
        lead: row.lead as LeadByKind[K],
        fill_ms: row.fillMs,
        repeat_of: null,
        spam: row.spamReason ? { reason: row.spamReason, released_at: row.releasedAt?.toISOString() ?? null } : null,
        notification: {
          notified_at: row.notifiedAt?.toISOString() ?? null,
          attempts: row.attempts,
          last_error: row.lastError,
          next_attempt_at: row.nextAttemptAt.toISOString(),
          failed_at: row.failedAt?.toISOString() ?? null,
        },
      }));
    },
    async pendingDeliveries() {
      const waiting = repository.rows.filter(
        (row) => !row.isTest && !row.notifiedAt && !row.failedAt && (!row.spamReason || row.releasedAt),
      );
      const oldest = waiting.map((row) => Date.parse(row.created_at)).sort((a, b) => a - b)[0];
      return [
        { channel: "email" as const, pending: waiting.length, oldestAt: oldest === undefined ? null : new Date(oldest).toISOString() },
      ];
    },
    async appliedMigrations() {
      return REQUIRED_MIGRATIONS.map(migrationVersion);
    },
    async ping() {
      if (repository.failInserts) throw new Error("database unreachable");
    },
    async close() {},
  };
  return repository;
}

/** The notification state and the quarantine actions over the fake's rows, as the SQL functions keep them. */
function fakeNotificationState(rows: Row[]): Omit<LeadStore, "insert" | "count" | "listLeads"> {
  return {
    async claimDueNotifications(limit, now, leaseSeconds): Promise<PendingNotification[]> {
      const due = rows
        .filter(
          (row) =>
            !row.isTest &&
            !row.notifiedAt &&
            !row.failedAt &&
            !quarantined(row) &&
            row.nextAttemptAt <= now &&
            (!row.leaseUntil || row.leaseUntil <= now),
        )
        .slice(0, limit);
      for (const row of due) row.leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
      return due.map((row) => ({ kind: row.kind, id: row.id, created_at: row.created_at, attempts: row.attempts, lead: row.lead }));
    },
    async markNotified(_kind, id, at) {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) Object.assign(row, { notifiedAt: at, leaseUntil: null });
    },
    async markNotificationFailed(_kind, id, error, nextAttemptAt, maxAttempts) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row || row.notifiedAt) return;
      const attempts = row.attempts + 1;
      Object.assign(row, {
        attempts,
        lastError: error,
        nextAttemptAt,
        leaseUntil: null,
        failedAt: attempts >= maxAttempts ? new Date() : null,
      });
    },
    async releaseQuarantined(_kind, id, at) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row || !quarantined(row) || row.isTest) return false;
      Object.assign(row, { releasedAt: at, nextAttemptAt: at });
      return true;
    },
    async deleteQuarantined(_kind, id) {
      const index = rows.findIndex((candidate) => candidate.id === id && quarantined(candidate));
      if (index < 0) return false;
      rows.splice(index, 1);
      return true;
    },
    async purgeQuarantined(before) {
      const old = rows.filter((row) => quarantined(row) && new Date(row.created_at) < before);
      for (const row of old) rows.splice(rows.indexOf(row), 1);
      return old.length;
    },
    async retryNotification(_kind, id, at) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row || !row.failedAt || row.notifiedAt) return false;
      Object.assign(row, { failedAt: null, attempts: 0, nextAttemptAt: at });
      return true;
    },
  };
}
