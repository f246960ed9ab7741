import { formatTorontoTime } from "@agency/supabase/notification-email";
import { OWNER_REPORT_LINK_DAYS } from "@/src/dealRoom/reports/ownerReport";
import type { ListedReportLink } from "@/src/dealRoom/reports/reportOperator.server";
import { OperatorActionButton } from "@/src/components/operator/OperatorActionButton";
import { OperatorFormPost } from "@/src/components/operator/OperatorFormPost";

const time = (iso: string) => formatTorontoTime(new Date(iso));

function linkState(link: ListedReportLink, now: Date): string {
  if (link.withdrawnAt) return `withdrawn ${time(link.withdrawnAt)}`;
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return `expired ${time(link.expiresAt)}`;
  return `works until ${time(link.expiresAt)}`;
}

/**
 * The owner's report of a listing on the operator page (issues 36 and 41, decisions 0051 and
 * 0027): a form that records a new link (30, 14 or 7 days; buyers' names only when ticked), the
 * listing's links with who made each, its expiry, whether it names buyers, how often it was
 * opened and a Withdraw button, and the switch of the team's Monday e-mail. The forms are plain
 * POSTs that work without JavaScript (OperatorFormPost). One component, mountable on any operator
 * page: `back` is the path a form returns to.
 */
export function OwnerReportControls(props: {
  slug: string;
  title: string;
  weeklyEmail: boolean;
  links: ListedReportLink[];
  now: Date;
  back: string;
}) {
  const { slug, title, weeklyEmail, links, now, back } = props;
  const base = `/api/operator/deal-room/${slug}/owner-report-links/`;
  return (
    <div id={`owner-report-${slug}`} className="mt-6 rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-slate-900">Owner&apos;s report</h4>
      <p className="mt-1 text-sm text-slate-600">
        A read-only page and PDF for the owner: weeks on market, page views per week, agreements signed, documents downloaded and offers
        received, as counts. Each link is recorded and can be withdrawn here at any time; it stops at once.
      </p>
      <OperatorFormPost
        action={base}
        label="Create the owner's report link"
        pendingLabel="Creating..."
        accessibleName={`Create the owner's report link: ${title}`}
        className="mt-2 flex flex-wrap items-center gap-3 text-sm"
      >
        <input type="hidden" name="back" value={back} />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="names" value="1" />
          Include buyers&apos; names (names and companies only)
        </label>
        <label className="flex items-center gap-2">
          Works for
          <select name="days" defaultValue={String(OWNER_REPORT_LINK_DAYS[0])} className="rounded-md border border-slate-300 px-2 py-1">
            {OWNER_REPORT_LINK_DAYS.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
      </OperatorFormPost>
      {links.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No report link has been made for this listing.</p>
      ) : (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm"
          aria-label={`Owner's report links of ${title}`}
        >
          {links.map((link) => (
            <li key={link.id} className="p-2" data-owner-report-link={link.id}>
              <p>
                Made {time(link.createdAt)} by {link.createdBy} · {link.includeNames ? "with buyers' names" : "counts only, no names"} ·{" "}
                <span data-link-state>{linkState(link, now)}</span> · opened {link.openings} {link.openings === 1 ? "time" : "times"}
                {link.lastOpenedAt ? `, last ${time(link.lastOpenedAt)}` : ""}
              </p>
              {link.url && (
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <input
                    readOnly
                    aria-label={`Link for the owner of ${title}, made ${time(link.createdAt)}`}
                    value={link.url}
                    className="block min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
                  />
                  <a href={link.url} className="font-medium underline" target="_blank" rel="noreferrer">
                    Open the report
                  </a>
                  <OperatorFormPost
                    action={`${base}${link.id}/withdraw/`}
                    label="Withdraw"
                    pendingLabel="Withdrawing..."
                    accessibleName={`Withdraw the report link made ${time(link.createdAt)}: ${title}`}
                    confirmText="Withdraw this link? The owner's report stops opening from it at once."
                  >
                    <input type="hidden" name="back" value={back} />
                  </OperatorFormPost>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700">
        Monday e-mail to the team: <span className="font-medium">{weeklyEmail ? "on" : "off"}</span>{" "}
        <OperatorActionButton
          url={`/api/operator/deal-room/${slug}/weekly-report`}
          method="POST"
          body={{ weeklyEmail: weeklyEmail ? "off" : "on" }}
          label={weeklyEmail ? "Turn off" : "Turn on"}
          pendingLabel="Saving..."
          accessibleName={`${weeklyEmail ? "Turn off" : "Turn on"} the Monday e-mail: ${title}`}
        />
      </p>
    </div>
  );
}
