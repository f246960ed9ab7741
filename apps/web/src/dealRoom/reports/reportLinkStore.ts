/**
 * The owner's report links the team hands out (issue 41, supabase/migrations/
 * 20261127002000_owner_report_links.sql, decision 0027 "Withdrawable links"): recorded when made,
 * read on every opening of the page or the PDF (which counts the opening while the link works),
 * listed on the operator page, withdrawn there. Each operation one SQL function of the migration,
 * called through the deal room's DealRoomCall like the rest of its store (store.ts), so the SQL
 * adapters and the hosted RPC keep the same rules.
 */
import { toIsoTimestamp } from "@/src/database/rows";

export interface OwnerReportLinkRecord {
  id: string;
  listing: string;
  createdAt: string;
  /** Who made it, as the operator session knows it (one shared operator login: "operator login, session …"). */
  createdBy: string;
  expiresAt: string;
  includeNames: boolean;
  withdrawnAt: string | null;
  /** How many times the page or the PDF was opened while the link worked. */
  openings: number;
  lastOpenedAt: string | null;
}

export interface NewOwnerReportLink {
  listing: string;
  createdBy: string;
  includeNames: boolean;
  /** At most 30 days after `at` (the database refuses more). */
  expiresAt: Date;
}

export interface OwnerReportLinkStore {
  createOwnerReportLink(link: NewOwnerReportLink, at: Date): Promise<OwnerReportLinkRecord>;
  /** The listing's links, newest first. */
  ownerReportLinks(listing: string): Promise<OwnerReportLinkRecord[]>;
  /** The link as it stands, its opening counted when it works at `at`; null for an id never recorded. */
  openOwnerReportLink(id: string, at: Date): Promise<OwnerReportLinkRecord | null>;
  /** Withdraws one of the listing's links (the first withdrawal's time is kept); null when the listing has no such link. */
  withdrawOwnerReportLink(id: string, listing: string, at: Date): Promise<OwnerReportLinkRecord | null>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

const optionalTime = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));

function toRecord(row: Record<string, unknown>): OwnerReportLinkRecord {
  return {
    id: String(row.id),
    listing: String(row.listing),
    createdAt: toIsoTimestamp(row.created_at),
    createdBy: String(row.created_by),
    expiresAt: toIsoTimestamp(row.expires_at),
    includeNames: row.include_names === true,
    withdrawnAt: optionalTime(row.withdrawn_at),
    openings: Number(row.openings ?? 0),
    lastOpenedAt: optionalTime(row.last_opened_at),
  };
}

export function ownerReportLinkCalls(call: Call): OwnerReportLinkStore {
  const first = (rows: Record<string, unknown>[]) => (rows[0] ? toRecord(rows[0]) : null);
  return {
    async createOwnerReportLink(link, at) {
      const created = first(
        await call("create_owner_report_link", [
          ["p_listing", "text", link.listing],
          ["p_created_by", "text", link.createdBy],
          ["p_include_names", "boolean", link.includeNames],
          ["p_expires_at", "timestamptz", link.expiresAt.toISOString()],
          ["p_at", "timestamptz", at.toISOString()],
        ]),
      );
      if (!created) throw new Error("The database recorded no owner's report link");
      return created;
    },
    async ownerReportLinks(listing) {
      return (await call("owner_report_links_of", [["p_listing", "text", listing]])).map(toRecord);
    },
    async openOwnerReportLink(id, at) {
      return first(
        await call("open_owner_report_link", [
          ["p_id", "uuid", id],
          ["p_at", "timestamptz", at.toISOString()],
        ]),
      );
    },
    async withdrawOwnerReportLink(id, listing, at) {
      return first(
        await call("withdraw_owner_report_link", [
          ["p_id", "uuid", id],
          ["p_listing", "text", listing],
          ["p_at", "timestamptz", at.toISOString()],
        ]),
      );
    },
  };
}
