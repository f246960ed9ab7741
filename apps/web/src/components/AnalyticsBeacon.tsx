"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { pageViews } from "@/src/analytics/beaconClient";

/** Counts each page view, first party and without cookies (docs/decisions/0048-first-party-analytics.md). */
export function AnalyticsBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    pageViews()?.view(window.location.pathname);
  }, [pathname]);
  return null;
}
