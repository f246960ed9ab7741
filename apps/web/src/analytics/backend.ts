/**
 * What the traffic report needs from the server, declared here and handed over through a slot the
 * server fills at start (src/platform/slot.ts, docs/decisions/0056-server-on-top.md).
 */
import { slot } from "@/src/platform/slot";
import type { AnalyticsStore } from "./store";

export interface AnalyticsBackend {
  /** Page views, Web Vitals and the traffic report (throws where the database keeps none). */
  analytics: () => Promise<AnalyticsStore>;
}

export const analyticsSlot = slot<AnalyticsBackend>("analytics");

/** The analytics' backend, as the server filled its slot. */
export function getAnalyticsBackend(): Promise<AnalyticsBackend> {
  return analyticsSlot.get();
}
