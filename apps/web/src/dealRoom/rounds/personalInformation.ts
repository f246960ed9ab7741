/**
 * The offer rounds' part of a request about personal information (decision 0038, decision 0058):
 * the best-and-final rounds a buyer was invited to (round, listing, when) and the round e-mails
 * sent to them (the invitation and each new deadline: kind, when queued and sent), and the counts of
 * competing written offers e-mailed to them
 * (supabase/migrations/20261128004600_round_report.sql).
 */
import type { PersonalInformationPart } from "@/src/privacy/part";
import { OFFER_RECORD_YEARS } from "@/src/dealRoom/offers/offerStore";

export const DEAL_ROOM_ROUNDS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "deal_room_rounds",
  title: "Deal room offer rounds",
  tables: {
    deal_room_round_invitations: "Invitations to a best-and-final round of offers (the round, the listing, when)",
    deal_room_round_mail: "E-mails of those invitations and of each later deadline (kind, deadline, when queued and sent)",
    deal_room_offer_count_mail:
      "E-mails of the count of competing written offers in a round, at its close or when asked (the round, the number, when queued and sent)",
  },
  onErasure:
    "Kept, not deleted: the invitations to best-and-final rounds and the record of their e-mails and of the counts sent are part of the record of the offers " +
    `the brokerage must keep (decision 0058). They go with the signed agreement, which is kept while one of its offers is (${OFFER_RECORD_YEARS} years from the day an offer was made).`,
};
