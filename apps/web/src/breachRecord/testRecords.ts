/**
 * Test support: a breach as the Privacy page's form posts it, and one as the store keeps it
 * (decision 0055), shared by the form, request and store tests.
 */
import type { BreachRecordInput } from "./store";

/** What the Privacy page's form posts for a breach with a real risk, reported and notified. */
export const COMPLETE_FORM: Readonly<Record<string, string>> = {
  occurredFrom: "2026-05-11",
  occurredUntil: "",
  discoveredOn: "2026-05-12",
  determinedOn: "2026-05-12",
  description: "A phishing e-mail led to the team mailbox being read by an outsider for a day.",
  personalInformation: "Names, companies and phone numbers of buyers who signed confidentiality agreements",
  peopleAffected: "37",
  cause: "Phishing",
  sensitivity: "Moderate",
  misuseProbability: "High: the outsider read the mailbox.",
  realRisk: "yes",
  riskReasoning: "Buyers could be targeted with fake offering memoranda.",
  commissionerReported: "yes",
  commissionerReportedOn: "2026-05-14",
  peopleNotified: "yes",
  peopleNotifiedOn: "2026-05-15",
  otherOrganisationsNotified: "",
  stepsTaken: "Password reset, two-factor sign-in turned on, buyers warned.",
  recordedBy: "Priya Shah",
};

/** A breach without a real risk of significant harm: a stolen, encrypted laptop. */
export const LAPTOP: BreachRecordInput = {
  occurredFrom: "2026-03-02",
  occurredUntil: "2026-03-04",
  discoveredOn: "2026-03-05",
  determinedOn: "2026-03-09",
  description: "A team laptop was stolen from a car.\nIts disk was encrypted; the password was not with it.",
  personalInformation: "Names, phone numbers and buy boxes of investors on the off-market list",
  peopleAffected: 212,
  cause: "Theft",
  sensitivity: "Moderate: contact details and investment criteria, no financial account numbers.",
  misuseProbability: "Low: full-disk encryption, and the laptop was wiped remotely the next morning.",
  realRiskOfSignificantHarm: false,
  riskReasoning: "Encrypted and wiped before anyone could read it.",
  commissionerReportedOn: null,
  peopleNotifiedOn: null,
  otherOrganisationsNotified: "Toronto Police Service, 2026-03-05 (theft report)",
  stepsTaken: "Remote wipe; passwords rotated; laptops now stay in the office overnight.",
  recordedBy: "Daniel Mercer",
};
