import type { Metadata } from "next";
import { QuarantineList } from "@/src/components/operator/QuarantineList";
import { TeamGate } from "@/src/components/team/TeamGate";

export const metadata: Metadata = { title: "Suspected spam" };

/** Submissions held as suspected spam (decision 0019), released or deleted here; moved from /diagnostics. */
export default function SpamPage() {
  return (
    <TeamGate>
      <QuarantineList Heading="h1" />
    </TeamGate>
  );
}
