"use client";

import { useEffect } from "react";
import { recordVisit } from "@/src/leads/attributionClient";

/** Remembers where the visitor came from, once per page load (docs/decisions/0022-lead-attribution-and-webhook.md). */
export function AttributionTracker() {
  useEffect(() => {
    try {
      recordVisit(window.location.href, document.referrer, window.localStorage);
    } catch {
      // localStorage itself may be refused (privacy settings): nothing is remembered.
    }
  }, []);
  return null;
}
