import type { Metadata } from "next";
import { BreachRecords } from "@/src/components/operator/privacy/BreachRecords";
import { PersonalInformationRequests } from "@/src/components/operator/privacy/PersonalInformationRequests";
import { FormNoticeBanner } from "@/src/components/team/FormNoticeBanner";
import { TeamGate, WorkspaceHeading } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Privacy" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * PIPEDA on one page: requests about personal information (decision 0038, moved from /diagnostics)
 * and the record of breaches of security safeguards (decision 0055). `?done=breach-recorded`: the
 * answer of the breach form, posted here without JavaScript.
 */
export default async function PrivacyPage({ searchParams }: Props) {
  const { done, refused } = await searchParams;
  return (
    <TeamGate>
      <FormNoticeBanner done={done} refused={refused} />
      <WorkspaceHeading
        title="Privacy"
        lead="Find, export or erase everything the site keeps about an e-mail address, the log of those requests, and the record of breaches of security safeguards."
      />
      <PersonalInformationRequests />
      <BreachRecords now={new Date()} />
    </TeamGate>
  );
}
