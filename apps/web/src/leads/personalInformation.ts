/**
 * The leads' part of a request about personal information (decision 0038): the three form tables,
 * whatever a row's state. Its notification and CRM webhook delivery state are columns of the row,
 * so they are found and erased with it.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const LEADS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "leads",
  title: "Leads",
  tables: {
    contact_forms: "Contact form messages (with their team e-mail and CRM webhook delivery state)",
    investor_signups: "Investor Network signups: buy box and consent to deal e-mails (with their delivery state)",
    property_valuations: "Valuation requests (with their delivery state)",
  },
  onErasure:
    "Deleted, including suspected spam held in quarantine and rows whose e-mail or CRM delivery is still pending. " +
    "Copies already delivered outside this database (the team's mailbox, the CRM the webhook posts to) must be deleted there.",
};
