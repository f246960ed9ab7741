/**
 * The questions' part of a request about personal information (decision 0038, decision 0061): the
 * questions a person asked in a deal room with the answers they were given, the e-mails of them
 * (answers and daily digests) and their unsubscribes from the digests
 * (supabase/migrations/20261128004000_deal_room_questions.sql).
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const DEAL_ROOM_QUESTIONS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "deal_room_questions",
  title: "Deal room questions",
  tables: {
    deal_room_questions: "Questions asked in a deal room, with the team's answers (private or published for every buyer)",
    deal_room_question_mail: "E-mails of the answers and daily digests of answers sent to the address",
    deal_room_question_unsubscribes: "Listings whose daily digest of answers the person stopped",
  },
  onErasure:
    "Deleted: the questions never published for every buyer (with their private answers), the record of the e-mails sent and the unsubscribes " +
    "(the deal room part revokes the signatures, so no digest goes again). Kept, anonymous: a question the team published for every buyer, " +
    "in the wording the team published and with its answer and dates; the link to the person and their own wording are removed. " +
    "Every buyer of the listing has read it, it names no one, and the sale's record of what buyers were told must stay whole (decision 0061).",
};
