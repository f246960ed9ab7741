"use client";

import type { MouseEvent } from "react";
import { buttonClasses } from "@agency/ui";
import { contactHrefWithMessage } from "@/src/tools/roiQuery";

/**
 * "Talk through your numbers": opens /contact/ with the scenario's shareable link (the ROI tool
 * keeps its inputs in the address, roiQuery.ts) already in the message (issue 18). The link is
 * built on click, from the address as it is then: a plain anchor, because next/link would
 * navigate to the href it was rendered with.
 */
export function ScenarioContactLink() {
  function withScenario(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.href = contactHrefWithMessage(window.location.href);
  }
  return (
    <a href="/contact/" onClick={withScenario} className={buttonClasses("primary")}>
      Talk through your numbers
    </a>
  );
}
