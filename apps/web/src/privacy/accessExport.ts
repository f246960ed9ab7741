/**
 * The file an access request is answered with (PIPEDA principle 4.9, decision 0038): one JSON
 * document with every row kept about the address, whole, grouped by feature and table, each with
 * what it is and what erasure would do to it. JSON rather than a ZIP of CSVs: the rows hold nested
 * values (attribution, buy box lists, the message an e-mail was built from) that CSV would flatten
 * into escaped JSON anyway, a column added later needs no header, and it needs no archive library.
 */
import type { PersonalInformationPart } from "./part";
import { PERSONAL_INFORMATION_PARTS } from "./parts";
import type { FoundRow } from "./store";

export interface AccessExportTable {
  table: string;
  description: string;
  rows: Record<string, unknown>[];
}

export interface AccessExport {
  about: string;
  address: string;
  generated_at: string;
  parts: { part: string; title: string; on_erasure: string; tables: AccessExportTable[] }[];
}

/** Each part with each of its tables (an empty table says it was searched), and the rows found. */
function grouped(found: readonly FoundRow[], parts: readonly PersonalInformationPart[]) {
  return parts.map((part) => {
    const mine = found.filter((row) => row.part === part.key);
    // A table the part's SQL answers but its declaration forgot still reaches the person.
    const tables = [...new Set([...Object.keys(part.tables), ...mine.map((row) => row.source)])];
    return {
      part,
      tables: tables.map((table) => ({
        table,
        description: part.tables[table] ?? "",
        rows: mine.filter((row) => row.source === table).map((row) => row.data),
      })),
    };
  });
}

export function buildAccessExport(
  address: string,
  found: readonly FoundRow[],
  generatedAt: Date,
  parts: readonly PersonalInformationPart[] = PERSONAL_INFORMATION_PARTS,
): AccessExport {
  return {
    about:
      "Every record this website's database keeps about the e-mail address below, as stored (times in UTC), " +
      "for a request for access to personal information under PIPEDA.",
    address,
    generated_at: generatedAt.toISOString(),
    parts: grouped(found, parts).map(({ part, tables }) => ({ part: part.key, title: part.title, on_erasure: part.onErasure, tables })),
  };
}

/** What the operator page shows after a find: per feature and table, how many rows, and the rule. */
export interface FoundSummary {
  part: string;
  title: string;
  onErasure: string;
  tables: { table: string; description: string; rows: number }[];
}

export function summariseFound(
  found: readonly FoundRow[],
  parts: readonly PersonalInformationPart[] = PERSONAL_INFORMATION_PARTS,
): FoundSummary[] {
  return grouped(found, parts).map(({ part, tables }) => ({
    part: part.key,
    title: part.title,
    onErasure: part.onErasure,
    tables: tables.map(({ table, description, rows }) => ({ table, description, rows: rows.length })),
  }));
}

/** The download's name: the date only (the file itself names the address). */
export function accessExportFileName(at: Date): string {
  return `personal-information-${at.toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`;
}
