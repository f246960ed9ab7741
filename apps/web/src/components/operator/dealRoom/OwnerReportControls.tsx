import { listingWorkspacePath } from "@/src/team/paths";
import { OWNER_REPORT_DAYS } from "@/src/dealRoom/ownerReport";
import { OperatorActionButton } from "@/src/components/operator/OperatorActionButton";

/**
 * The owner's report of a listing on the operator page (issue 36, decision 0051): a form that
 * makes a signed link, valid OWNER_REPORT_DAYS days, to copy and send to the owner (buyers'
 * names only when ticked, unticked by default), and the switch of the team's Monday e-mail.
 * The form is a plain GET of this page, so it works without JavaScript.
 */
export function OwnerReportControls(props: {
  slug: string;
  title: string;
  weeklyEmail: boolean;
  link: { url: string; includeNames: boolean } | null;
}) {
  const { slug, title, weeklyEmail, link } = props;
  return (
    <div id={`owner-report-${slug}`} className="mt-6 rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-slate-900">Owner&apos;s report</h4>
      <p className="mt-1 text-sm text-slate-600">
        A read-only page and PDF for the owner: weeks on market, page views per week, agreements signed, documents downloaded and offers
        received, as counts. The link works for {OWNER_REPORT_DAYS} days.
      </p>
      <form
        method="get"
        action={`${listingWorkspacePath(slug)}#owner-report-${slug}`}
        className="mt-2 flex flex-wrap items-center gap-3 text-sm"
      >
        <input type="hidden" name="report" value={slug} />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="names" value="1" />
          Include buyers&apos; names (names and companies only)
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50">
          Create the owner&apos;s report link
        </button>
      </form>
      {link && (
        <div className="mt-3 text-sm" data-owner-report-link={slug}>
          <label htmlFor={`owner-report-link-${slug}`} className="font-medium">
            Link for the owner of {title} ({link.includeNames ? "with buyers' names" : "counts only, no names"}):
          </label>
          <input
            id={`owner-report-link-${slug}`}
            readOnly
            value={link.url}
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
          />
          <a href={link.url} className="mt-1 inline-block font-medium underline" target="_blank" rel="noreferrer">
            Open the report
          </a>
        </div>
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
