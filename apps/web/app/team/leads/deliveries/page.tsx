import type { Metadata } from "next";
import { LeadsOverview } from "@/src/components/operator/LeadsOverview";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Lead deliveries" };

/**
 * The latest leads of each kind with their team e-mail and CRM webhook delivery, and the retry
 * actions (moved from /diagnostics): where a failing delivery on Today is handled.
 */
export default function LeadDeliveriesPage() {
  return (
    <TeamGate>
      <WorkspaceHeading
        title="Lead deliveries"
        lead="Whether the team's e-mail and the CRM webhook went out for each of the latest leads."
      />
      <LeadsOverview />
    </TeamGate>
  );
}
