/**
 * The workspace's part of a request about personal information (decision 0038): what the team
 * recorded about an address (status, owner, follow-up date) and its history of changes and notes.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const TEAM_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "team",
  title: "The team's notes",
  tables: {
    team_people: "The team's status, owner and follow-up date for the person",
    team_person_changes: "The team's notes about the person and every change of status, owner and follow-up date, with who and when",
  },
  onErasure: "Deleted: the status, owner, follow-up date, notes and their history.",
};
