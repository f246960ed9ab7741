/**
 * Every part a request about personal information covers (decision 0038), in the order erasure
 * runs them. A feature that adds a table holding an address or a name declares its part beside
 * its store and adds one line here (and its two SQL functions in a migration).
 *
 * Leads run last: the announcements part keeps an address unsubscribed when it ever signed up,
 * which it reads from the investor signups the leads part deletes.
 */
import { ANNOUNCEMENTS_PERSONAL_INFORMATION } from "@/src/announcements/personalInformation";
import { CONSENT_PERSONAL_INFORMATION } from "@/src/consent/personalInformation";
import { DEAL_ROOM_PERSONAL_INFORMATION } from "@/src/dealRoom/personalInformation";
import { DEAL_ROOM_ROUNDS_PERSONAL_INFORMATION } from "@/src/dealRoom/rounds/personalInformation";
import { DEAL_ROOM_QUESTIONS_PERSONAL_INFORMATION } from "@/src/dealRoom/questions/personalInformation";
import { DUE_DILIGENCE_PERSONAL_INFORMATION } from "@/src/dealRoom/dueDiligence/personalInformation";
import { LEADS_PERSONAL_INFORMATION } from "@/src/leads/personalInformation";
import { TEAM_PERSONAL_INFORMATION } from "@/src/team/personalInformation";
import { PROPOSALS_PERSONAL_INFORMATION } from "@/src/proposals/personalInformation";
import type { PersonalInformationPart } from "./part";

export const PERSONAL_INFORMATION_PARTS: readonly PersonalInformationPart[] = [
  TEAM_PERSONAL_INFORMATION,
  PROPOSALS_PERSONAL_INFORMATION,
  DUE_DILIGENCE_PERSONAL_INFORMATION,
  DEAL_ROOM_PERSONAL_INFORMATION,
  DEAL_ROOM_ROUNDS_PERSONAL_INFORMATION,
  DEAL_ROOM_QUESTIONS_PERSONAL_INFORMATION,
  CONSENT_PERSONAL_INFORMATION,
  ANNOUNCEMENTS_PERSONAL_INFORMATION,
  LEADS_PERSONAL_INFORMATION,
];
