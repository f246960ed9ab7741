/**
 * Which column of an owner's export holds what (issue 44, decision 0052). Each storage management
 * system writes its own headers; the team maps them once per export format and the mapping is kept
 * under the format's signature (its headers), so the next file from the same system is read without
 * asking. A first mapping is suggested from the header words such exports use; the team checks it
 * against the preview before anything is read.
 */
import { z } from "zod";

export const RENT_ROLL_FIELDS = ["unit", "size", "width", "depth", "area", "type", "streetRate", "rentPaid", "moveIn", "status"] as const;
export type RentRollField = (typeof RENT_ROLL_FIELDS)[number];

export const RENT_ROLL_FIELD_LABELS: Record<RentRollField, string> = {
  unit: "Unit",
  size: "Size (width × depth)",
  width: "Width (ft)",
  depth: "Depth (ft)",
  area: "Area (sq ft)",
  type: "Unit type",
  streetRate: "Street rate (monthly)",
  rentPaid: "Rent paid (monthly)",
  moveIn: "Move-in date",
  status: "Occupied or vacant",
};

export const columnMappingSchema = z
  .object({
    columns: z.partialRecord(z.enum(RENT_ROLL_FIELDS), z.string().trim().min(1).max(200)),
    /** How to read a date such as 03/04/2025: month first (3 April) or day first (4 March). ISO dates need neither. */
    dateOrder: z.enum(["month-first", "day-first"]),
  })
  .strict();
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** A header as compared: lower case, letters and digits only ("Street Rate ($)" → "streetrate"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The key an export format's mapping is saved under: its headers, in order, as compared. */
export function formatSignature(headers: readonly string[]): string {
  return headers.map(headerKey).join("|");
}

/**
 * Header words seen in storage rent roll exports, by field, most specific first. These are common
 * words, not any vendor's documented format: a header not listed is simply left for the team to map.
 */
const HEADER_WORDS: Record<RentRollField, readonly string[]> = {
  unit: ["unit", "unitno", "unitnumber", "unitid", "unitname", "space", "spaceid"],
  size: ["size", "unitsize", "dimensions", "dimension"],
  width: ["width", "widthft"],
  depth: ["depth", "length", "lengthft", "depthft"],
  area: ["area", "sqft", "squarefeet", "squarefootage", "rentablesqft", "areasqft", "unitarea"],
  type: ["type", "unittype", "category", "unitcategory", "typename", "features"],
  streetRate: ["streetrate", "standardrate", "stdrate", "webrate", "askingrate", "marketrate", "market", "pushrate"],
  rentPaid: ["rentpaid", "rent", "rentrate", "currentrent", "actualrent", "rate", "inplacerent", "actual", "monthlyrent"],
  moveIn: ["movein", "moveindate", "moveindt", "leasestart", "startdate", "begins"],
  status: ["status", "occupied", "occupancy", "unitstatus", "rented", "vacant"],
};

/** A first mapping from the headers: each field takes the first header one of its words names. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const taken = new Set<string>();
  const columns: ColumnMapping["columns"] = {};
  for (const field of RENT_ROLL_FIELDS) {
    for (const word of HEADER_WORDS[field]) {
      const index = keys.indexOf(word);
      const header = headers[index];
      if (index !== -1 && header !== undefined && !taken.has(header)) {
        columns[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  return { columns, dateOrder: "month-first" };
}

/** The saved mapping for these headers, if the team has mapped this format before. */
export function savedMappingFor(headers: readonly string[], saved: ReadonlyMap<string, ColumnMapping>): ColumnMapping | null {
  return saved.get(formatSignature(headers)) ?? null;
}

/**
 * Why a mapping cannot read a table with these headers, or null. A unit, its street rate and its
 * size (one of area, width and depth, or a size column) are needed; every mapped header must exist.
 */
export function mappingProblem(mapping: ColumnMapping, headers: readonly string[]): string | null {
  const { columns } = mapping;
  for (const [field, header] of Object.entries(columns))
    if (header && !headers.includes(header))
      return `${RENT_ROLL_FIELD_LABELS[field as RentRollField]} is mapped to "${header}", which is not a column of this file.`;
  if (!columns.unit) return "Map a column to Unit.";
  if (!columns.streetRate) return "Map a column to Street rate (monthly).";
  if (!columns.area && !columns.size && !(columns.width && columns.depth))
    return "Map a column to Area (sq ft), to Size (width × depth), or to both Width (ft) and Depth (ft).";
  if (!columns.status && !columns.rentPaid) return "Map a column to Occupied or vacant, or to Rent paid (monthly).";
  return null;
}
