/**
 * What the breach record needs from the server, declared here and handed over through a slot the
 * server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md): the breach
 * record imports nothing from src/server/.
 */
import { slot } from "@/src/platform/slot";
import type { BreachRecordStore } from "./store";

export interface BreachRecordBackend {
  /** The breach record's store (null where the database keeps none: hosted without the service-role key). */
  repository: () => Promise<{ readonly breachRecords: BreachRecordStore | null }>;
}

export const breachRecordSlot = slot<BreachRecordBackend>("breach record");

/** The breach record's backend, as the server filled its slot. */
export function getBreachRecordBackend(): Promise<BreachRecordBackend> {
  return breachRecordSlot.get();
}
