/**
 * The deal room's part of a request about personal information (decision 0038): the signed
 * confidentiality agreements and their download log, with the agreement texts and documents they
 * name so an access export says what was signed and what was seen; the offers and visits of
 * issue 36 (20261126002000_deal_room_offers.sql): erasure deletes the visits, and keeps the offers
 * for their record term (decision 0058, 20261128002100_offer_retention.sql).
 */
import type { PersonalInformationPart } from "@/src/privacy/part";
import { OFFER_RECORD_YEARS } from "./offers/offerStore";

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
    `Kept, not deleted: every offer (letter of intent) and its proof-of-funds file, for ${OFFER_RECORD_YEARS} years from the day it was made, ` +
    "whether it was withdrawn, unsuccessful or accepted: Ontario's real estate rules make the brokerage keep the offers it receives (decision 0058). " +
    "Offers older than that are deleted with their files. Deleted: the visits to the rooms.",
};
