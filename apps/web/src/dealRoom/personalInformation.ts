/**
 * The deal room's part of a request about personal information (decision 0038): the signed
 * confidentiality agreements and their download log, with the agreement texts and documents they
 * name so an access export says what was signed and what was seen; the offers and visits of
 * issue 36 (20261126002000_deal_room_offers.sql), which erasure deletes.
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
    deal_room_offers: "Letters of intent sent from a deal room, every revision (with the proof of funds file's name)",
    deal_room_visits: "Visits to a deal room (when each began and ended, how many openings)",
  },
  onErasure:
    "Kept: a signed confidentiality agreement is a contract, and its download log proves who saw which confidential document. " +
    "Kept for the agreement's term and two years after (Ontario's limitation period). The signer's deal room links stop working at once, and a listing closed to the address stays closed. " +
    "Deleted: the letters of intent (not binding, so no contract to keep) with their proof-of-funds files, and the visits to the rooms.",
};
