/**
 * The team's lead tables, whole, as CSV or JSON: shared by the operator page's download and
 * `npm run leads:export`. Test rows are never included (the repository leaves them out), and
 * quarantined submissions (suspected spam nobody released) only when asked for.
 */
import { ATTRIBUTION_CSV_COLUMNS, attributionCells } from "@agency/supabase/attribution";
import type { LeadKind } from "@agency/supabase/leads";
import { listedColumns, MAX_LIST_LIMIT } from "@/src/leads/store/shape";
import type { StoredLead } from "@/src/leads/store/types";
import type { LeadStore } from "@/src/leads/store/types";
import { toCsv, type CsvValue } from "./csv";

export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  /** Include quarantined submissions (suspected spam not released); left out by default. */
  includeQuarantined?: boolean;
}

/** Every lead of a kind, oldest first (the order of a ledger, and stable while leads arrive). */
export async function allLeads<K extends LeadKind>(repository: LeadStore, kind: K, options: ExportOptions = {}): Promise<StoredLead<K>[]> {
  const leads: StoredLead<K>[] = [];
  const quarantined = options.includeQuarantined ? "include" : "exclude";
  for (;;) {
    const page = await repository.listLeads(kind, { limit: MAX_LIST_LIMIT, offset: leads.length, order: "oldest", quarantined });
    leads.push(...page);
    if (page.length < MAX_LIST_LIMIT) return leads;
  }
}

/**
 * The CSV's columns: the table's, except that the attribution JSON is spread over flat columns
 * (sent_from_page, first_touch_source, …) a spreadsheet can sort and filter.
 */
export function csvColumns(kind: LeadKind): string[] {
  return listedColumns(kind).flatMap((column) => (column === "attribution" ? [...ATTRIBUTION_CSV_COLUMNS] : [column]));
}

/** One row per lead with the table's column names as the header. */
function listCells(fields: Record<string, unknown>): Record<string, CsvValue> {
  const cells: Record<string, CsvValue> = {};
  for (const [column, value] of Object.entries(fields)) if (Array.isArray(value)) cells[column] = value.join("; ");
  return cells;
}

export function leadsToCsv(kind: LeadKind, leads: readonly StoredLead[]): string {
  const header = csvColumns(kind);
  const rows = leads.map((stored) => {
    const { attribution, ...fields } = stored.lead as unknown as Record<string, unknown>;
    const cells: Record<string, CsvValue> = {
      id: stored.id,
      created_at: stored.created_at,
      ...(fields as Record<string, CsvValue>),
      // The buy box's lists in one cell each, "; " between values (none contains one).
      ...listCells(fields),
      ...attributionCells(attribution as Parameters<typeof attributionCells>[0]),
      repeat_of: stored.repeat_of,
      fill_ms: stored.fill_ms,
      spam_reason: stored.spam?.reason,
      released_at: stored.spam?.released_at,
      notified_at: stored.notification.notified_at,
      notify_attempts: stored.notification.attempts,
      notify_last_error: stored.notification.last_error,
      notify_next_attempt_at: stored.notification.next_attempt_at,
      notify_failed_at: stored.notification.failed_at,
    };
    return header.map((column) => cells[column]);
  });
  return toCsv(header, rows);
}

export async function exportLeads(
  repository: LeadStore,
  kind: LeadKind,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<string> {
  const leads = await allLeads(repository, kind, options);
  return format === "csv" ? leadsToCsv(kind, leads) : `${JSON.stringify(leads, null, 2)}\n`;
}

/** `contact-leads-2026-11-22.csv` */
export function exportFileName(kind: LeadKind, format: ExportFormat, now = new Date()): string {
  return `${kind}-leads-${now.toISOString().slice(0, 10)}.${format}`;
}
