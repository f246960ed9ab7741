/**
 * The breach record as CSV (decision 0055): every record kept, one row each, what the
 * Commissioner may ask to see (PIPEDA s. 10.3(2)). Through the operator's CSV helper, so a cell
 * the team typed that starts like a formula is shown as text (src/operator/csv.ts).
 */
import { toCsv } from "@/src/operator/csv";
import type { BreachRecord } from "./store";

export const BREACH_CSV_COLUMNS = [
  "determined_on",
  "kept_until",
  "occurred_from",
  "occurred_until",
  "discovered_on",
  "description",
  "personal_information",
  "people_affected",
  "cause",
  "sensitivity",
  "misuse_probability",
  "real_risk_of_significant_harm",
  "risk_reasoning",
  "commissioner_reported",
  "commissioner_reported_on",
  "people_notified",
  "people_notified_on",
  "other_organisations_notified",
  "steps_taken",
  "recorded_by",
  "recorded_at",
  "id",
] as const;

const yesNo = (value: boolean) => (value ? "yes" : "no");

export function breachRecordCsv(records: readonly BreachRecord[]): string {
  return toCsv(
    BREACH_CSV_COLUMNS,
    records.map((record) => [
      record.determinedOn,
      record.keptUntil,
      record.occurredFrom,
      record.occurredUntil,
      record.discoveredOn,
      record.description,
      record.personalInformation,
      record.peopleAffected,
      record.cause,
      record.sensitivity,
      record.misuseProbability,
      yesNo(record.realRiskOfSignificantHarm),
      record.riskReasoning,
      yesNo(record.commissionerReportedOn !== null),
      record.commissionerReportedOn,
      yesNo(record.peopleNotifiedOn !== null),
      record.peopleNotifiedOn,
      record.otherOrganisationsNotified,
      record.stepsTaken,
      record.recordedBy,
      record.recordedAt,
      record.id,
    ]),
  );
}

/** The download's file name, dated with the Toronto day it was made. */
export function breachCsvFileName(today: string): string {
  return `breach-record-${today}.csv`;
}
