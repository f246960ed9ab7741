/**
 * The proposal pages' forms read and checked (issue 44, decision 0052): a new owner, the team's
 * inputs, a column mapping, a link's life, a listing's slug. Each answers the values or, per field,
 * the sentence that says what is wrong; nothing is stored from a form with one. Pure.
 */
import { MANAGEMENT_FEE } from "@agency/calculators";
import { z } from "zod";
import { readMoney } from "./cells";
import { RENT_ROLL_FIELDS, type ColumnMapping } from "./columnMapping";
import { OPINION_OF_VALUE_DAYS } from "./ownerLink";
import type { NewOwner, ProposalInputs } from "./store";

export type FormReading<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function field(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
}
const ONE_LINE = /^[^\x00-\x1f\x7f]*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const PROPOSAL_FIELD_NAMES: Record<string, string> = {
  name: "Owner's name",
  email: "Owner's e-mail",
  phone: "Owner's phone",
  property: "Property",
  market: "Market",
  fee: "Management fee",
  payroll: "Market payroll",
  target: "Target occupancy",
  comments: "Comments",
  low: "Value range, low",
  high: "Value range, high",
  status: "Status",
  days: "Link works for",
  listing: "Listing slug",
  formatName: "Name of this export format",
  mapping: "Column mapping",
};

export function readNewOwner(fields: Record<string, unknown>): FormReading<NewOwner> {
  const errors: Record<string, string> = {};
  const [name, email, phone, property] = ["name", "email", "phone", "property"].map((key) => field(fields, key)) as [
    string,
    string,
    string,
    string,
  ];
  if (!name || name.length > 120 || !ONE_LINE.test(name)) errors.name = "Give the owner's name, one line, at most 120 characters.";
  if (!z.email().safeParse(email).success || email.length > 254)
    errors.email = "Give the owner's e-mail address, such as owner@example.ca.";
  if (phone.length > 30 || !ONE_LINE.test(phone)) errors.phone = "A phone number is at most 30 characters.";
  if (!property || property.length > 300 || !ONE_LINE.test(property))
    errors.property = "Name the property (an address or a name), one line, at most 300 characters.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email: email.toLowerCase(), phone: phone || null, property } };
}

/** A percentage typed as "5", "5.25" or "5.25 %", to basis points; null when it is not one. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function readRange(fields: Record<string, unknown>, errors: Record<string, string>): ProposalInputs["valueRange"] {
  const [lowText, highText] = [field(fields, "low"), field(fields, "high")];
  if (!lowText && !highText) return null;
  const [low, high] = [readMoney(lowText), readMoney(highText)];
  if (!low.ok || low.value <= 0) errors.low = "Give the low end of the range in dollars, such as 5,200,000.";
  if (!high.ok || high.value <= 0) errors.high = "Give the high end of the range in dollars, such as 5,600,000.";
  if (low.ok && high.ok && low.value > high.value) errors.high = "The high end of the range must be at least its low end.";
  return low.ok && high.ok ? { lowCents: low.value, highCents: high.value } : null;
}

export function readInputs(fields: Record<string, unknown>, markets: readonly string[]): FormReading<ProposalInputs> {
  const errors: Record<string, string> = {};
  const market = field(fields, "market");
  if (market && !markets.includes(market)) errors.market = "Choose one of the markets listed.";
  const fee = percentToBps(field(fields, "fee"));
  if (fee === null || fee < MANAGEMENT_FEE.minBps || fee > MANAGEMENT_FEE.maxBps)
    errors.fee = "The management fee is 4 % to 6 % of effective gross income, such as 5 or 4.5.";
  const payroll = field(fields, "payroll") === "" ? { ok: true as const, value: 0 } : readMoney(field(fields, "payroll"));
  if (!payroll.ok) errors.payroll = "Give the market payroll a year in dollars, such as 65,000.";
  const target = percentToBps(field(fields, "target"));
  if (target === null || target < 1 || target > 10_000)
    errors.target = "The target occupancy is a percentage above 0 and at most 100, such as 92.";
  const comments = typeof fields.comments === "string" ? fields.comments.replace(/\r\n/g, "\n").trim() : "";
  if (comments.length > 10_000) errors.comments = "The comments are at most 10,000 characters.";
  const status = field(fields, "status");
  if (!["open", "sent", "lost"].includes(status)) errors.status = "Choose open, sent or lost.";
  const valueRange = readRange(fields, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      market: market || null,
      managementFeeBps: fee!,
      marketPayrollCents: payroll.ok ? payroll.value : 0,
      targetOccupancyBps: target!,
      comments,
      valueRange,
      status: status as ProposalInputs["status"],
    },
  };
}

/** The mapping form: a column per field (or none), the date order, the format's name and the rows to skip. */
export function readMappingForm(
  fields: Record<string, unknown>,
  headers: readonly string[],
): FormReading<{ mapping: ColumnMapping; formatName: string; skipRows: number[] }> {
  const errors: Record<string, string> = {};
  const columns: ColumnMapping["columns"] = {};
  for (const key of RENT_ROLL_FIELDS) {
    const header = field(fields, `map_${key}`);
    if (header && !headers.includes(header)) errors.mapping = `"${header}" is not a column of this file.`;
    else if (header) columns[key] = header;
  }
  const dateOrder = field(fields, "dateOrder") === "day-first" ? "day-first" : "month-first";
  const formatName = field(fields, "formatName");
  if (!formatName || formatName.length > 80 || !ONE_LINE.test(formatName))
    errors.formatName = "Name this export format (such as the management system's name), at most 80 characters.";
  const skip = fields.skip === "on" || fields.skip === "1";
  const skipRows = skip
    ? field(fields, "skipRows")
        .split(",")
        .map(Number)
        .filter((row) => Number.isInteger(row) && row > 1)
    : [];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { mapping: { columns, dateOrder }, formatName, skipRows } };
}

export function readLinkDays(fields: Record<string, unknown>): FormReading<number> {
  const text = field(fields, "days");
  const days = text === "" ? OPINION_OF_VALUE_DAYS : Number(text);
  if (!Number.isInteger(days) || days < 1 || days > OPINION_OF_VALUE_DAYS)
    return { ok: false, errors: { days: `A link works for 1 to ${OPINION_OF_VALUE_DAYS} whole days.` } };
  return { ok: true, value: days };
}

export function readListingSlug(fields: Record<string, unknown>): FormReading<string> {
  const slug = field(fields, "listing").toLowerCase();
  if (!SLUG.test(slug) || slug.length > 96)
    return {
      ok: false,
      errors: { listing: "Give the listing's slug: lower-case letters, digits and single hyphens, such as barrie-storage." },
    };
  return { ok: true, value: slug };
}
