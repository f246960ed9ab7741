/**
 * The deal room's part of a request about personal information (decision 0038): the signed
 * confidentiality agreements and their download log, with the agreement texts and documents they
 * name so an access export says what was signed and what was seen.
 */
import type { PersonalInformationPart } from "@/src/privacy/part";

export const DEAL_ROOM_PERSONAL_INFORMATION: PersonalInformationPart = {
  key: "deal_room",
  title: "Deal rooms",
  tables: {
    deal_room_signatures: "Signed confidentiality agreements (with their e-mail delivery state)",
    deal_room_downloads: "Documents downloaded under those agreements",
    confidentiality_agreements: "The agreement texts signed (not personal: what was agreed)",
    deal_room_documents: "The documents downloaded (not personal: what was seen)",
    deal_room_revoked_addresses: "Listings whose deal room the team closed to the address",
  },
  onErasure:
    "Kept: a signed confidentiality agreement is a contract, and its download log proves who saw which confidential document. " +
    "Kept for the agreement's term and two years after (Ontario's limitation period). The signer's deal room links stop working at once, and a listing closed to the address stays closed.",
};
