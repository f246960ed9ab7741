/**
 * Requests about personal information (decision 0038) against the database: one SQL function per
 * request (supabase/migrations/20261126000400_personal_information_requests.sql), called as
 * `select * from …` by the SQL adapters (PGlite, node-postgres) and as an RPC by the hosted one,
 * so every part of a request runs in one transaction that also writes the request log.
 */
import { toIsoTimestamp } from "@/src/database/rows";
import { PERSONAL_INFORMATION_PARTS } from "./parts";

/** One row kept about the address: the part and table it came from, and the whole row. */
export interface FoundRow {
  part: string;
  source: string;
  data: Record<string, unknown>;
}

/** What erasure did to one table: deleted, anonymised, kept or revoked, and how many rows. */
export interface ErasureStep {
  part: string;
  source: string;
  action: "deleted" | "anonymised" | "kept" | "revoked";
  records: number;
}

export type RequestAction = "find" | "export" | "erase";

/** A line of the request log: never the address, only its keyed hash. */
export interface LoggedRequest {
  id: string;
  requestedAt: string;
  action: RequestAction;
  addressHash: string;
  operator: string;
  outcome: Record<string, unknown>;
}

export interface PersonalInformationStore {
  /** Every row the parts keep about the address; the request ("find" or "export") is logged. */
  find(email: string, action: "find" | "export", operator: string, at: Date): Promise<FoundRow[]>;
  /** Erases the address part by part in one transaction, logged; what each table underwent. */
  erase(email: string, operator: string, at: Date): Promise<ErasureStep[]>;
  /** The request log, newest first: every request, or those about one address. */
  requests(email: string | null, limit: number): Promise<LoggedRequest[]>;
  /**
   * Deletes what the retention terms say is due at `now` (src/privacy/retention.ts): rows deleted
   * per table, and the storage keys of the proofs of funds whose offers went.
   */
  purgePastRetention(now: Date, dealRoomYears: number): Promise<RetentionPurge>;
}

/** What one purge deleted: rows per table, and the proof-of-funds files now to remove from storage. */
export interface RetentionPurge {
  deleted: Record<string, number>;
  proofKeys: string[];
}

/** One argument of a function: its parameter name, its SQL type, its value. */
type Argument = readonly [name: string, type: string, value: unknown];

/** Calls one SQL function of the migration and answers its rows. */
export type PersonalInformationCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

/** `select * from public.name($1::type, …)`: the statement the SQL adapters send. */
export function personalInformationCallSql(name: string, args: readonly Argument[]): string {
  return `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`;
}

export function sqlPersonalInformationCall(db: {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}): PersonalInformationCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      personalInformationCallSql(name, args),
      args.map(([, , value]) => value),
    );
}

/** The hosted adapter's call: a Supabase RPC with the service-role key, its rows as an array. */
export function rpcPersonalInformationCall(
  rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>,
): PersonalInformationCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    if (!Array.isArray(data)) throw new Error(`${name} returned an unexpected answer`);
    return data as Record<string, unknown>[];
  };
}

const ERASURE_ACTIONS = new Set(["deleted", "anonymised", "kept", "revoked"]);
const REQUEST_ACTIONS = new Set(["find", "export", "erase"]);

const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** jsonb arrives parsed from node-postgres, PGlite and PostgREST alike; a string is parsed to be safe. */
function object(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function createPersonalInformationStore(
  call: PersonalInformationCall,
  parts: readonly string[] = PERSONAL_INFORMATION_PARTS.map((part) => part.key),
): PersonalInformationStore {
  return {
    async find(email, action, operator, at) {
      const rows = await call("find_personal_information", [
        ["p_email", "text", email],
        ["p_parts", "text[]", parts],
        ["p_action", "text", action],
        ["p_operator", "text", operator],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return rows.map((row) => ({ part: text(row.part), source: text(row.source), data: object(row.data) }));
    },

    async erase(email, operator, at) {
      const rows = await call("erase_personal_information", [
        ["p_email", "text", email],
        ["p_parts", "text[]", parts],
        ["p_operator", "text", operator],
        ["p_at", "timestamptz", at.toISOString()],
      ]);
      return rows.map((row) => {
        const action = text(row.action);
        if (!ERASURE_ACTIONS.has(action)) throw new Error(`An erasure step answered an unknown action: ${action}`);
        return {
          part: text(row.part),
          source: text(row.source),
          action: action as ErasureStep["action"],
          records: Number(row.records ?? 0),
        };
      });
    },

    async purgePastRetention(now, dealRoomYears) {
      // The due-diligence requests' proofs of funds (decision 0059) go with their signatures (the rows
      // cascade): their keys are read first, so the files are removed with the others.
      const dueDiligence = await call("deal_room_due_diligence_proofs_past", [
        ["p_now", "timestamptz", now.toISOString()],
        ["p_deal_room_years", "integer", dealRoomYears],
      ]);
      const dueDiligenceKeys = dueDiligence.map((proof) => `${text(proof.listing)}/${text(proof.proof_file_id)}`);
      const [row] = await call("purge_past_retention", [
        ["p_now", "timestamptz", now.toISOString()],
        ["p_deal_room_years", "integer", dealRoomYears],
      ]);
      const deleted = Object.entries(object(row?.deleted)).map(([table, records]) => [table, Number(records ?? 0)] as const);
      const keys: unknown = typeof row?.proof_keys === "string" ? JSON.parse(row.proof_keys) : row?.proof_keys;
      const offerKeys = Array.isArray(keys) ? keys.map(text).filter(Boolean) : [];
      return { deleted: Object.fromEntries(deleted), proofKeys: [...offerKeys, ...dueDiligenceKeys] };
    },

    async requests(email, limit) {
      const rows = await call("personal_information_request_log", [
        ["p_email", "text", email],
        ["p_limit", "integer", limit],
      ]);
      return rows.map((row) => {
        const action = text(row.action);
        if (!REQUEST_ACTIONS.has(action)) throw new Error(`The request log holds an unknown action: ${action}`);
        return {
          id: text(row.id),
          requestedAt: toIsoTimestamp(row.requested_at),
          action: action as RequestAction,
          addressHash: text(row.address_hash),
          operator: text(row.operator),
          outcome: object(row.outcome),
        };
      });
    },
  };
}
