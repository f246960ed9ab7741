/**
 * The server fills the features' slots (src/platform/slot.ts, docs/decisions/0056-server-on-top.md):
 * each feature declares what it needs in its own `backend.ts` and reads it from its slot; here the
 * process's backend is handed to each, type-checked against each need. Nothing is opened: a slot
 * read opens the backend on first use, as getBackend() does.
 */
import "server-only";
import { analyticsSlot } from "@/src/analytics/backend";
import { announcementsSlot } from "@/src/announcements/backend";
import { breachRecordSlot } from "@/src/breachRecord/backend";
import { consentSlot } from "@/src/consent/backend";
import { dealRoomSlot } from "@/src/dealRoom/backend";
import { leadFormsSlot } from "@/src/leads/backend";
import { operatorSlot } from "@/src/operator/backend";
import { privacySlot } from "@/src/privacy/backend";
import { proposalsSlot } from "@/src/proposals/backend";
import { teamSlot } from "@/src/team/backend";
import { getBackend } from "./backend.server";

/** Fills every feature's slot with the process's backend; called once at start (instrumentation.ts). */
export function fillSlots(): void {
  analyticsSlot.fill(getBackend);
  announcementsSlot.fill(getBackend);
  breachRecordSlot.fill(getBackend);
  consentSlot.fill(getBackend);
  dealRoomSlot.fill(getBackend);
  leadFormsSlot.fill(getBackend);
  operatorSlot.fill(getBackend);
  privacySlot.fill(getBackend);
  proposalsSlot.fill(getBackend);
  teamSlot.fill(getBackend);
}
