import { LEAD_KINDS } from "@agency/supabase/leads";
import { LEAD_KIND_TITLES } from "@/src/components/operator/LeadTable";
import { serverEnv } from "@/src/env";
import { logError } from "@/src/log";
import { getTeamBackend } from "@/src/team/backend";
import { TodaySection } from "./TodaySections";
import { Unreadable } from "./TeamGate";
import { torontoTime } from "./labels";

/** A delivery still waiting after this long is late enough for the team to look. */
export const LATE_DELIVERY_MS = 15 * 60_000;

const CHANNEL_TITLES = {
  email: "Team e-mails of leads",
  webhook: "CRM webhook",
  announcement: "Investor announcements",
  "deal-room-mail": "Deal room e-mails",
} as const;

/** Deliveries that failed or wait too long, each linked to where it is retried. */
export async function TodayDeliveries({ now }: { now: Date }) {
  let lines: { key: string; text: string; href: string }[];
  try {
    const repository = await (await getTeamBackend()).repository();
    const [failed, pending, dealRoomFailed] = await Promise.all([
      Promise.all(LEAD_KINDS.map(async (kind) => ({ kind, count: await repository.count(kind, { only: "notification-failed" }) }))),
      repository.pendingDeliveries({ webhooks: Boolean(serverEnv().LEAD_WEBHOOK_URL) }),
      repository.dealRoom ? repository.dealRoom.countFailedMail() : Promise.resolve(0),
    ]);
    lines = [
      ...failed
        .filter(({ count }) => count > 0)
        .map(({ kind, count }) => ({
          key: kind,
          text: `${LEAD_KIND_TITLES[kind]}: ${count} team e-mail(s) gave up`,
          href: "/team/leads/deliveries/",
        })),
      ...(dealRoomFailed > 0 ? [{ key: "deal-room", text: `Deal room e-mails: ${dealRoomFailed} gave up`, href: "/team/listings/" }] : []),
      ...pending
        .filter((channel) => channel.pending > 0 && channel.oldestAt && now.getTime() - Date.parse(channel.oldestAt) >= LATE_DELIVERY_MS)
        .map((channel) => ({
          key: `pending-${channel.channel}`,
          text: `${CHANNEL_TITLES[channel.channel]}: ${channel.pending} waiting, the oldest since ${torontoTime(channel.oldestAt ?? "")}`,
          href:
            channel.channel === "announcement"
              ? "/team/investors/"
              : channel.channel === "deal-room-mail"
                ? "/team/listings/"
                : "/team/leads/deliveries/",
        })),
    ];
  } catch (error) {
    logError("Today's deliveries could not be read", error);
    return <Unreadable what="The deliveries" />;
  }
  return (
    <TodaySection id="deliveries" title="Deliveries failing">
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Every e-mail and webhook went out. Deliveries that give up or wait more than 15 minutes would appear here.
        </p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {lines.map((line) => (
            <li key={line.key}>
              <a href={line.href} className="underline">
                {line.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </TodaySection>
  );
}
