import { Badge } from "@agency/ui";
import { serverEnv } from "@/src/env";
import { AnnouncementsOverview } from "./AnnouncementsOverview";
import { ConsentRecords } from "@/src/components/operator/consent/ConsentRecords";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { HealthSummary } from "./HealthSummary";
import { LeadsOverview } from "./LeadsOverview";
import { QuarantineList } from "./QuarantineList";
import { PersonalInformationRequests } from "@/src/components/operator/privacy/PersonalInformationRequests";
import { DealRooms } from "@/src/components/operator/dealRoom/DealRooms";
import { SignOutButton } from "./SignOutButton";
import { TrafficSection } from "@/src/components/operator/traffic/TrafficSection";

/** What a signed-in operator sees: the health report, the tests, the leads, then the suspected spam. */
export function OperatorDashboard() {
  const env = serverEnv();
  const mode = env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? "hosted" : "embedded";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Diagnostics</h1>
          <Badge tone="neutral">{mode} mode</Badge>
        </div>
        <SignOutButton />
      </div>
      <HealthSummary />
      <DiagnosticsPanel mode={mode} />
      <LeadsOverview />
      <TrafficSection />
      <DealRooms />
      <AnnouncementsOverview />
      <ConsentRecords />
      <QuarantineList />
      <PersonalInformationRequests />
    </>
  );
}
