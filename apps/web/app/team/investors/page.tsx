import type { Metadata } from "next";
import { AnnouncementsOverview } from "@/src/components/operator/AnnouncementsOverview";
import { ConsentRecords } from "@/src/components/operator/consent/ConsentRecords";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Investors" };

/** The Investor Network: its announcements and the consent records (moved from /diagnostics). */
export default function InvestorsPage() {
  return (
    <TeamGate>
      <WorkspaceHeading
        title="Investors"
        lead={
          <>
            The Investor Network: listing announcements and consent records. Each investor&apos;s signup is on the{" "}
            <a href="/team/leads/?kind=investor" className="underline">
              Leads page
            </a>
            .
          </>
        }
      />
      <AnnouncementsOverview />
      <ConsentRecords />
    </TeamGate>
  );
}
