/**
 * Due diligence's part of a request about personal information (decision 0038, decision 0059):
 * a buyer's request for due-diligence access with their intended financing, the proof-of-funds
 * file's name, and the team's decision and note
 * (supabase/migrations/20261128001100_due_diligence.sql: personal_information_due_diligence_find
 * and _erase). An erasure deletes the requests and their proof-of-funds files.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const DUE_DILIGENCE_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "due_diligence",
  title: "Due-diligence requests",
  tables: {
    deal_room_due_diligence_requests:
      "Requests for due-diligence access in a deal room: intended financing, the proof of funds file's name, the team's decision and note",
  },
  onErasure:
    "Deleted: the requests for due-diligence access, with their proof-of-funds files; the person no longer has due-diligence access on those listings.",
};
