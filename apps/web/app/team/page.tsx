import type { Metadata } from "next";
import { TeamGate, Unreadable, WorkspaceHeading } from "@/src/components/team/TeamGate";
import { FollowUps, NewLeads, TodaySection } from "@/src/components/team/TodaySections";
import { TodayDealRooms } from "@/src/components/team/TodayDealRooms";
import { TodayDeliveries } from "@/src/components/team/TodayDeliveries";
import { logError } from "@/src/log";
import { teamStore, torontoDay } from "@/src/team/workspace.server";

export const metadata: Metadata = { title: "Today" };

/** How many lines each of Today's lists shows at most; the Leads page has the rest. */
export const TODAY_LIMIT = 50;

/** What needs the team now (issue 45); each line links to where it is handled. */
export default function TodayPage() {
  return (
    <TeamGate>
      <TodayView />
    </TeamGate>
  );
}

async function TodayView() {
  // The server's clock: end-to-end runs set it with E2E_SERVER_CLOCK; the store's tests pass their own.
  const now = new Date();
  const today = torontoDay(now);
  let lists;
  try {
    const store = await teamStore();
    const since = await store.visitToday(now);
    const lines = await store.today(since, today, TODAY_LIMIT);
    lists = { since, fresh: lines.filter((line) => line.section === "new"), due: lines.filter((line) => line.section === "follow-up") };
  } catch (error) {
    logError("Today could not be read", error);
    return (
      <>
        <WorkspaceHeading title="Today" />
        <Unreadable what="Today's leads" />
      </>
    );
  }
  return (
    <>
      <WorkspaceHeading title="Today" lead={`${today}, Toronto time. What needs the team now; each line opens where it is handled.`} />
      <TodaySection id="new-leads" title="New leads since the last visit">
        <NewLeads lines={lists.fresh} since={lists.since} />
      </TodaySection>
      <TodaySection id="follow-ups" title="Follow-ups due">
        <FollowUps lines={lists.due} today={today} />
      </TodaySection>
      <TodayDealRooms now={now} today={today} />
      <TodayDeliveries now={now} />
    </>
  );
}
