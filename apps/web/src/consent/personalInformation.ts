/**
 * The consent record's part of a request about personal information (decision 0038): the
 * address's consent row, its events and its confirmation e-mails, with the wordings it was shown.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const CONSENT_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "consent",
  title: "Consent to deal e-mails",
  tables: {
    investor_consents: "The address's consent: when confirmed, the name, buy box, alerts and pause in force",
    consent_events: "The consent record: given, confirmed, changed, paused, unsubscribed (when, from which page and client)",
    consent_confirmations: "Confirmation e-mails queued or sent to the address",
    consent_wordings: "The consent wordings the address was shown (not personal: what was asked)",
    deal_email_link_resets: 'When the address last used "Sign out of every link" on its deal e-mail preferences',
  },
  onErasure:
    "Confirmation e-mails are deleted. The consent row loses the name and buy box, and the address is unsubscribed. " +
    "The consent record's events are kept: CASL puts the proof of consent on the sender for three years after the last message (decision 0037). " +
    'The "sign out of every link" reset is kept: it only withdraws links, and deleting it would bring back the links the person signed out of.',
};
