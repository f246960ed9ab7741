/**
 * The investor announcements' part of a request about personal information (decision 0038): the
 * deal e-mails queued or sent to the address, and its unsubscribe.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const ANNOUNCEMENTS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "announcements",
  title: "Investor announcements",
  tables: {
    listing_announcements: "Deal e-mails queued or sent to the address",
    investor_unsubscribes: "The address's unsubscribe",
  },
  onErasure:
    "An e-mail never sent is deleted. One sent keeps the listing, the address and when (the record of a commercial message, " +
    "three years under CASL) and loses the name and buy box it quoted. The address stays unsubscribed so it is never e-mailed again.",
};
