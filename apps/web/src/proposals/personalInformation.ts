/**
 * The proposals' part of a request about personal information (decision 0038, decision 0052
 * "Retention"): the owner's proposals (name, address, phone, property, rent roll, twelve months,
 * the team's figures and comments), the links the team sent and each opening.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const PROPOSALS_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "proposals",
  title: "Opinions of value",
  tables: {
    proposals:
      "An opinion of value prepared for the owner: contact details, property, rent roll, trailing twelve months, the team's inputs and value range",
    proposal_links: "The private links to the opinion of value the team sent the owner",
    proposal_link_openings: "Each time the owner opened the opinion of value or its PDF",
  },
  onErasure: "Deleted: the owner's proposals with their rent rolls and figures, their links and openings.",
};
