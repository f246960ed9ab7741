import type { Metadata } from "next";
import { PersonalInformationRequests } from "@/src/components/operator/privacy/PersonalInformationRequests";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Privacy" };

/** Requests about personal information under PIPEDA (decision 0038), moved from /diagnostics. */
export default function PrivacyPage() {
  return (
    <TeamGate>
      <WorkspaceHeading
        title="Privacy"
        lead="Find, export or erase everything the site keeps about an e-mail address, and the log of those requests."
      />
      <PersonalInformationRequests />
    </TeamGate>
  );
}
