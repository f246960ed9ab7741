/**
 * The proposals' store (issue 44, decision 0052; supabase/migrations/20261128003000_proposals.sql):
 * a proposal per owner, its saved rent roll and trailing twelve months, the team's inputs, the
 * column mappings saved per export format, and the owner's links with each opening. Each operation
 * is one SQL function, called as `select * from …` by the SQL adapters (PGlite, node-postgres) and
 * as an RPC by the hosted one, like the breach record's store.
 */
import type { RentRollUnit, TtmLine } from "@agency/calculators";
import { toIsoTimestamp } from "@/src/database/rows";
import { columnMappingSchema, type ColumnMapping } from "./columnMapping";
import type { RawCell, RawTable } from "./rentRollFile";

export const PROPOSAL_STATUSES = ["open", "sent", "listed", "lost"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export interface NewOwner {
  name: string;
  email: string;
  phone: string | null;
  property: string;
}

export interface ProposalSummary {
  id: string;
  ownerName: string;
  ownerEmail: string;
  property: string;
  status: ProposalStatus;
  listing: string | null;
  units: number;
  updatedAt: string;
  createdAt: string;
}

/** A file the team uploaded, held while its columns are mapped or its bad rows are decided on. */
export interface PendingRentRoll {
  fileName: string;
  table: RawTable;
}

export interface ProposalInputs {
  /** The self-storage market page (its key) whose cap-rate figure the pricing matrix spans; null until chosen. */
  market: string | null;
  managementFeeBps: number;
  marketPayrollCents: number;
  targetOccupancyBps: number;
  comments: string;
  /** The range the team chose; null until they choose one. */
  valueRange: { lowCents: number; highCents: number } | null;
  /** Open, sent or lost; a listed proposal stays listed. */
  status: Exclude<ProposalStatus, "listed">;
}

export interface Proposal extends Omit<ProposalInputs, "status"> {
  id: string;
  valuationId: string | null;
  owner: NewOwner;
  status: ProposalStatus;
  listing: string | null;
  listedAt: string | null;
  units: RentRollUnit[];
  rentRollFile: string | null;
  skippedRows: number[];
  pending: PendingRentRoll | null;
  ttm: TtmLine[];
  createdAt: string;
  updatedAt: string;
}

export interface ProposalLink {
  id: string;
  proposalId: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  withdrawnAt: string | null;
  openings: number;
  lastOpenedAt: string | null;
}

export interface ProposalOpening {
  linkId: string;
  openedAt: string;
  format: "page" | "pdf";
}

export interface SavedColumnMapping {
  signature: string;
  name: string;
  mapping: ColumnMapping;
}

export interface ProposalStore {
  create(owner: NewOwner, at: Date): Promise<string>;
  /** From the address's latest valuation request; null when it never asked for one. */
  createFromValuation(email: string, at: Date): Promise<string | null>;
  list(): Promise<ProposalSummary[]>;
  get(id: string): Promise<Proposal | null>;
  /** Replaces the saved rent roll (at least one unit) and discards the held file; false for an unknown proposal. */
  saveRentRoll(id: string, units: readonly RentRollUnit[], fileName: string, skippedRows: readonly number[], at: Date): Promise<boolean>;
  /** Holds an uploaded file while the team maps it (null: discards it). */
  holdRentRoll(id: string, pending: PendingRentRoll | null, at: Date): Promise<boolean>;
  saveTtm(id: string, lines: readonly TtmLine[], at: Date): Promise<boolean>;
  saveInputs(id: string, inputs: ProposalInputs, at: Date): Promise<boolean>;
  /** "The owner listed": records the slug once; false when already listed or unknown. */
  markListed(id: string, listing: string, at: Date): Promise<boolean>;
  columnMappings(): Promise<SavedColumnMapping[]>;
  saveColumnMapping(signature: string, name: string, mapping: ColumnMapping, at: Date): Promise<void>;
  createLink(proposalId: string, createdBy: string, expiresAt: Date, at: Date): Promise<ProposalLink>;
  links(proposalId: string): Promise<ProposalLink[]>;
  openings(proposalId: string): Promise<ProposalOpening[]>;
  /** The link as it stands, its opening recorded when it works at `at`; null for an id never recorded. */
  openLink(id: string, format: "page" | "pdf", at: Date): Promise<ProposalLink | null>;
  withdrawLink(id: string, proposalId: string, at: Date): Promise<boolean>;
}

type Argument = readonly [name: string, type: string, value: unknown];
export type ProposalCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function sqlProposalCall(db: { query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> }): ProposalCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`,
      args.map(([, , value]) => value),
    );
}

export function rpcProposalCall(rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>): ProposalCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [data as Record<string, unknown>];
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const time = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
const cents = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A held file's cells as JSON: a date cell keeps its type ({ "d": ISO }), so it reads back the same. */
function cellToJson(cell: RawCell): unknown {
  return cell instanceof Date ? { d: cell.toISOString() } : cell;
}

function cellFromJson(value: unknown): RawCell {
  if (value && typeof value === "object" && "d" in value && typeof value.d === "string") return new Date(value.d);
  return typeof value === "string" || typeof value === "number" ? value : null;
}

function pendingToJson(pending: PendingRentRoll): string {
  const { headers, rows } = pending.table;
  return JSON.stringify({ fileName: pending.fileName, headers, rows: rows.map((row) => [row.row, row.cells.map(cellToJson)]) });
}

function pendingFromJson(value: unknown): PendingRentRoll | null {
  const held = json(value) as { fileName?: unknown; headers?: unknown; rows?: unknown } | null;
  if (!held || typeof held.fileName !== "string" || !Array.isArray(held.headers) || !Array.isArray(held.rows)) return null;
  const rows = (held.rows as [number, unknown[]][]).map(([row, cells]) => ({ row, cells: cells.map(cellFromJson) }));
  return { fileName: held.fileName, table: { headers: held.headers.map(String), rows } };
}

function toSummary(row: Record<string, unknown>): ProposalSummary {
  return {
    id: String(row.id),
    ownerName: text(row.owner_name) ?? "",
    ownerEmail: text(row.owner_email) ?? "",
    property: text(row.property) ?? "",
    status: row.status as ProposalStatus,
    listing: text(row.listing),
    units: Number(row.units ?? 0),
    updatedAt: toIsoTimestamp(row.updated_at),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

function toProposal(row: Record<string, unknown>): Proposal {
  const low = cents(row.value_low_cents);
  const high = cents(row.value_high_cents);
  return {
    id: String(row.id),
    valuationId: text(row.valuation_id),
    owner: {
      name: text(row.owner_name) ?? "",
      email: text(row.owner_email) ?? "",
      phone: text(row.owner_phone),
      property: text(row.property) ?? "",
    },
    status: row.status as ProposalStatus,
    listing: text(row.listing),
    listedAt: time(row.listed_at),
    market: text(row.market),
    managementFeeBps: Number(row.management_fee_bps),
    marketPayrollCents: Number(row.market_payroll_cents),
    targetOccupancyBps: Number(row.target_occupancy_bps),
    comments: text(row.comments) ?? "",
    valueRange: low !== null && high !== null ? { lowCents: low, highCents: high } : null,
    units: json(row.rent_roll) as RentRollUnit[],
    rentRollFile: text(row.rent_roll_file),
    skippedRows: ((row.rent_roll_skipped as unknown[] | null) ?? []).map(Number),
    pending: row.pending_rent_roll === null || row.pending_rent_roll === undefined ? null : pendingFromJson(row.pending_rent_roll),
    ttm: json(row.ttm) as TtmLine[],
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

function toLink(row: Record<string, unknown>): ProposalLink {
  return {
    id: String(row.id),
    proposalId: String(row.proposal_id),
    createdAt: toIsoTimestamp(row.created_at),
    createdBy: String(row.created_by),
    expiresAt: toIsoTimestamp(row.expires_at),
    withdrawnAt: time(row.withdrawn_at),
    openings: Number(row.openings ?? 0),
    lastOpenedAt: time(row.last_opened_at),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a string can name a proposal or a link (anything else is unknown without asking the database). */
export const isProposalId = (id: string) => UUID.test(id);

/** The owner's links and their openings. */
function linkCalls(call: ProposalCall): Pick<ProposalStore, "createLink" | "links" | "openings" | "openLink" | "withdrawLink"> {
  const iso = (at: Date) => at.toISOString();
  const answered = async (name: string, args: readonly Argument[]) => (await call(name, args)).length > 0;
  return {
    async createLink(proposalId, createdBy, expiresAt, at) {
      const [row] = await call("proposal_link_create", [
        ["p_proposal", "uuid", proposalId],
        ["p_created_by", "text", createdBy],
        ["p_expires_at", "timestamptz", iso(expiresAt)],
        ["p_at", "timestamptz", iso(at)],
      ]);
      if (!row) throw new Error("The database recorded no owner's link");
      return toLink(row);
    },
    async links(proposalId) {
      return (await call("proposal_links_of", [["p_proposal", "uuid", proposalId]])).map(toLink);
    },
    async openings(proposalId) {
      return (await call("proposal_openings_of", [["p_proposal", "uuid", proposalId]])).map((row) => ({
        linkId: String(row.link_id),
        openedAt: toIsoTimestamp(row.opened_at),
        format: row.format === "pdf" ? "pdf" : "page",
      }));
    },
    async openLink(id, format, at) {
      const [row] = await call("proposal_link_open", [
        ["p_id", "uuid", id],
        ["p_format", "text", format],
        ["p_at", "timestamptz", iso(at)],
      ]);
      return row ? toLink(row) : null;
    },
    withdrawLink: (id, proposalId, at) =>
      answered("proposal_link_withdraw", [
        ["p_id", "uuid", id],
        ["p_proposal", "uuid", proposalId],
        ["p_at", "timestamptz", iso(at)],
      ]),
  };
}

export function createProposalStore(call: ProposalCall): ProposalStore {
  const answered = async (name: string, args: readonly Argument[]) => (await call(name, args)).length > 0;
  const iso = (at: Date) => at.toISOString();
  return {
    async create(owner, at) {
      const [row] = await call("proposal_create", [
        ["p_owner_name", "text", owner.name],
        ["p_owner_email", "text", owner.email],
        ["p_owner_phone", "text", owner.phone],
        ["p_property", "text", owner.property],
        ["p_at", "timestamptz", iso(at)],
      ]);
      if (!row) throw new Error("The database recorded no proposal");
      return String(row.id);
    },
    async createFromValuation(email, at) {
      const [row] = await call("proposal_create_from_valuation", [
        ["p_email", "text", email],
        ["p_at", "timestamptz", iso(at)],
      ]);
      return row ? String(row.id) : null;
    },
    async list() {
      return (await call("proposal_list", [])).map(toSummary);
    },
    async get(id) {
      if (!isProposalId(id)) return null;
      const [row] = await call("proposal_get", [["p_id", "uuid", id]]);
      return row && row.id ? toProposal(row) : null;
    },
    saveRentRoll: (id, units, fileName, skippedRows, at) =>
      answered("proposal_save_rent_roll", [
        ["p_id", "uuid", id],
        ["p_units", "jsonb", JSON.stringify(units)],
        ["p_file", "text", fileName],
        ["p_skipped", "integer[]", [...skippedRows]],
        ["p_at", "timestamptz", iso(at)],
      ]),
    holdRentRoll: (id, pending, at) =>
      answered("proposal_hold_rent_roll", [
        ["p_id", "uuid", id],
        ["p_pending", "jsonb", pending ? pendingToJson(pending) : null],
        ["p_at", "timestamptz", iso(at)],
      ]),
    saveTtm: (id, lines, at) =>
      answered("proposal_save_ttm", [
        ["p_id", "uuid", id],
        ["p_lines", "jsonb", JSON.stringify(lines)],
        ["p_at", "timestamptz", iso(at)],
      ]),
    saveInputs: (id, inputs, at) =>
      answered("proposal_save_inputs", [
        ["p_id", "uuid", id],
        ["p_market", "text", inputs.market],
        ["p_fee_bps", "integer", inputs.managementFeeBps],
        ["p_payroll_cents", "bigint", inputs.marketPayrollCents],
        ["p_target_bps", "integer", inputs.targetOccupancyBps],
        ["p_comments", "text", inputs.comments],
        ["p_low_cents", "bigint", inputs.valueRange?.lowCents ?? null],
        ["p_high_cents", "bigint", inputs.valueRange?.highCents ?? null],
        ["p_status", "text", inputs.status],
        ["p_at", "timestamptz", iso(at)],
      ]),
    markListed: (id, listing, at) =>
      answered("proposal_mark_listed", [
        ["p_id", "uuid", id],
        ["p_listing", "text", listing],
        ["p_at", "timestamptz", iso(at)],
      ]),
    async columnMappings() {
      return (await call("proposal_column_mappings_all", [])).flatMap((row) => {
        const mapping = columnMappingSchema.safeParse(json(row.mapping));
        return mapping.success ? [{ signature: String(row.signature), name: String(row.name), mapping: mapping.data }] : [];
      });
    },
    async saveColumnMapping(signature, name, mapping, at) {
      await call("proposal_save_column_mapping", [
        ["p_signature", "text", signature],
        ["p_name", "text", name],
        ["p_mapping", "jsonb", JSON.stringify(mapping)],
        ["p_at", "timestamptz", iso(at)],
      ]);
    },
    ...linkCalls(call),
  };
}
