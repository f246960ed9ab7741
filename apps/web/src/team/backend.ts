/**
 * What the team's workspace needs from the server, declared here and handed over through a slot
 * the server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md): the
 * workspace imports nothing from src/server/.
 */
import { slot } from "@/src/platform/slot";
import type { AttentionStores } from "@/src/leads/attention";
import type { TeamStore } from "./store";

/** The stores Today's deliveries count beside the workspace's own. */
type DeliveryCounts = Pick<AttentionStores, "count" | "pendingDeliveries" | "dealRoom">;

export interface TeamBackend {
  /** The workspace's store (null where the database keeps none: hosted without the service-role key), and the deliveries' counts. */
  repository: () => Promise<DeliveryCounts & { readonly team: TeamStore | null }>;
}

export const teamSlot = slot<TeamBackend>("team");

/** The workspace's backend, as the server filled its slot. */
export function getTeamBackend(): Promise<TeamBackend> {
  return teamSlot.get();
}
