import type { Metadata } from "next";
import { TeamGate } from "@/src/components/team/TeamGate";
import { TrafficSection } from "@/src/components/operator/traffic/TrafficSection";

export const metadata: Metadata = { title: "Traffic" };

/** The site's first-party traffic report (decision 0048), moved from /diagnostics. */
export default function TrafficPage() {
  return (
    <TeamGate>
      <TrafficSection Heading="h1" />
    </TeamGate>
  );
}
