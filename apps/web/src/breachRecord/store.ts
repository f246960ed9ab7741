/**
 * The record of breaches of security safeguards (PIPEDA s. 10.3, SOR/2018-64 s. 6; decision
 * 0055; supabase/migrations/20261127005000_breach_record.sql): record one breach, list every
 * record kept. Each operation is one SQL function, called as `select * from …` by the SQL adapters
 * (PGlite, node-postgres) and as an RPC by the hosted one. Records are written once; the
 * retention purge (src/privacy/retention.ts) deletes each the day after its 24 months end.
 */
import { toIsoTimestamp } from "@/src/database/rows";

/** One breach as the team records it. Days are Toronto days, YYYY-MM-DD. */
export interface BreachRecordInput {
  /** The day it happened, or the first day of the period. */
  occurredFrom: string;
  /** The last day of the period; null for a single day. */
  occurredUntil: string | null;
  discoveredOn: string;
  /** The day the team determined that a breach had occurred: the 24 months run from here. */
  determinedOn: string;
  description: string;
  /** What kind of personal information was involved (never whose). */
  personalInformation: string;
  /** How many people, 0 or more. */
  peopleAffected: number;
  cause: string;
  /** The assessment of a real risk of significant harm (PIPEDA s. 10.1(8)). */
  sensitivity: string;
  misuseProbability: string;
  realRiskOfSignificantHarm: boolean;
  riskReasoning: string;
  /** The day the Privacy Commissioner was reported to; null: not reported. */
  commissionerReportedOn: string | null;
  /** The day the people affected were notified; null: not notified. */
  peopleNotifiedOn: string | null;
  otherOrganisationsNotified: string | null;
  stepsTaken: string;
  /** The team member who recorded it. */
  recordedBy: string;
}

export interface BreachRecord extends BreachRecordInput {
  id: string;
  recordedAt: string;
  /** The last day the record is kept: the determination day 24 months on. */
  keptUntil: string;
}

export interface BreachRecordStore {
  /** Stores one record written at `at`; answers its id. The database refuses what the form would. */
  record(input: BreachRecordInput, at: Date): Promise<string>;
  /** Every record kept, the latest determination first. */
  list(): Promise<BreachRecord[]>;
}

type Argument = readonly [name: string, type: string, value: unknown];
export type BreachRecordCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function sqlBreachRecordCall(db: { query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> }): BreachRecordCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`,
      args.map(([, , value]) => value),
    );
}

export function rpcBreachRecordCall(rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>): BreachRecordCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [{ [name]: data }];
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
/** A date as the functions answer it (text, YYYY-MM-DD). */
const day = (value: unknown): string | null => (typeof value === "string" ? value.slice(0, 10) : null);

function toBreachRecord(row: Record<string, unknown>): BreachRecord {
  return {
    id: String(row.id),
    occurredFrom: day(row.occurred_from) ?? "",
    occurredUntil: day(row.occurred_until),
    discoveredOn: day(row.discovered_on) ?? "",
    determinedOn: day(row.determined_on) ?? "",
    description: text(row.description) ?? "",
    personalInformation: text(row.personal_information) ?? "",
    peopleAffected: Number(row.people_affected),
    cause: text(row.cause) ?? "",
    sensitivity: text(row.sensitivity) ?? "",
    misuseProbability: text(row.misuse_probability) ?? "",
    realRiskOfSignificantHarm: row.real_risk_of_significant_harm === true,
    riskReasoning: text(row.risk_reasoning) ?? "",
    commissionerReportedOn: day(row.commissioner_reported_on),
    peopleNotifiedOn: day(row.people_notified_on),
    otherOrganisationsNotified: text(row.other_organisations_notified),
    stepsTaken: text(row.steps_taken) ?? "",
    recordedBy: text(row.recorded_by) ?? "",
    recordedAt: toIsoTimestamp(row.recorded_at),
    keptUntil: day(row.kept_until) ?? "",
  };
}

export function createBreachRecordStore(call: BreachRecordCall): BreachRecordStore {
  return {
    async record(input, at) {
      const [row] = await call("record_breach", [
        ["p_occurred_from", "date", input.occurredFrom],
        ["p_occurred_until", "date", input.occurredUntil],
        ["p_discovered_on", "date", input.discoveredOn],
        ["p_determined_on", "date", input.determinedOn],
        ["p_description", "text", input.description],
        ["p_personal_information", "text", input.personalInformation],
        ["p_people_affected", "integer", input.peopleAffected],
        ["p_cause", "text", input.cause],
        ["p_sensitivity", "text", input.sensitivity],
        ["p_misuse_probability", "text", input.misuseProbability],
        ["p_real_risk_of_significant_harm", "boolean", input.realRiskOfSignificantHarm],
        ["p_risk_reasoning", "text", input.riskReasoning],
        ["p_commissioner_reported_on", "date", input.commissionerReportedOn],
        ["p_people_notified_on", "date", input.peopleNotifiedOn],
        ["p_other_organisations_notified", "text", input.otherOrganisationsNotified],
        ["p_steps_taken", "text", input.stepsTaken],
        ["p_recorded_by", "text", input.recordedBy],
        ["p_recorded_at", "timestamptz", at.toISOString()],
      ]);
      const id = text(row?.record_breach);
      if (!id) throw new Error("The breach record was not stored (record_breach answered no id)");
      return id;
    },
    async list() {
      return (await call("breach_record_list", [])).map(toBreachRecord);
    },
  };
}
