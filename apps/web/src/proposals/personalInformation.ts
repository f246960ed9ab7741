/**
 * The proposals' part of a request about personal information (decision 0038, decision 0052
 * "Retention"): the owner's proposals (name, address, phone, property, rent roll, twelve months,
 * the team's figures and comments), a rent-roll file held unsaved, the links the team sent and each opening.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const PROPOSALS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "proposals",
  title: "Opinions of value",
  tables: {
    proposals:
      "An opinion of value prepared for the owner: contact details, property, rent roll, trailing twelve months, the team's inputs and value range",
    proposal_held_files:
      "A rent-roll file the team uploaded and has not saved yet (its name, column headings and every row as read), kept on the proposal until the team saves the rent roll or uploads another file",
    proposal_links: "The private links to the opinion of value the team sent the owner",
    proposal_link_openings: "Each time the owner opened the opinion of value or its PDF",
  },
  onErasure: "Deleted: the owner's proposals with their rent rolls (saved or held) and figures, their links and openings.",
};
