import { everyDay, formatVital, REPORT_DAYS, REPORT_ROWS, reportWindow } from "@/src/analytics/report";
import { conversionRate, vitalRating, WEB_VITALS, type VitalRating, type WebVital } from "@/src/analytics/rules";
import type { PageVitals, TrafficReport } from "@/src/analytics/store";
import { logError } from "@/src/log";
import { getAnalyticsBackend } from "@/src/analytics/backend";
import { TrafficTable } from "./TrafficTable";
import { ViewsPerDayChart } from "./ViewsPerDayChart";

const VITAL_NAMES: Record<WebVital, string> = { lcp: "LCP", inp: "INP", cls: "CLS", ttfb: "TTFB" };
const RATING_COLOURS: Record<VitalRating, string> = {
  good: "text-green-800",
  "needs improvement": "text-amber-800",
  poor: "text-red-700",
};
const CONVERSION_NAMES: Record<string, string> = {
  contact: "Contact messages",
  "investor-signup": "Investor signups",
  valuation: "Valuation requests",
  agreement: "Confidentiality agreements signed",
};

function VitalCell({ page, vital }: { page: PageVitals; vital: WebVital }) {
  const value = page[vital];
  if (value === null) return <span className="text-slate-500">no data</span>;
  const rating = vitalRating(vital, value);
  return (
    <span data-vital={vital} data-rating={rating} className={RATING_COLOURS[rating]}>
      {formatVital(vital, value)} · {rating} <span className="text-xs text-slate-500">({page.counts[vital]})</span>
    </span>
  );
}

function TrafficLists({ report }: { report: TrafficReport }) {
  return (
    <>
      <ViewsPerDayChart days={everyDay(report.days, report.from, report.to)} />
      <TrafficTable
        title="Top pages"
        name="pages"
        headings={["Page", "Views", "Leads that landed here"]}
        rows={report.pages.map((page) => ({ key: page.path, cells: [page.path, page.views, page.conversions] }))}
        empty="No page view has been counted in these 28 days."
      />
      <TrafficTable
        title="Sources"
        name="sources"
        headings={["Source", "Views", "Conversions", "Conversion rate"]}
        rows={report.sources.map((source) => ({
          key: source.source,
          cells: [source.source, source.views, source.conversions, conversionRate(source.conversions, source.views)],
        }))}
        empty="No source yet."
      />
      <TrafficTable
        title="Campaigns"
        name="campaigns"
        headings={["Campaign", "Source", "Medium", "Views", "Conversions", "Conversion rate"]}
        rows={report.campaigns.map((campaign) => ({
          key: `${campaign.source}|${campaign.medium}|${campaign.campaign}`,
          cells: [
            campaign.campaign,
            campaign.source,
            campaign.medium,
            campaign.views,
            campaign.conversions,
            conversionRate(campaign.conversions, campaign.views),
          ],
        }))}
        empty="No visit from a tagged link (utm_campaign) in these 28 days."
      />
      <TrafficTable
        title="Conversions"
        name="conversions"
        headings={["Kind", "Count"]}
        rows={report.conversions.map((kind) => ({ key: kind.kind, cells: [CONVERSION_NAMES[kind.kind] ?? kind.kind, kind.conversions] }))}
        empty="No lead, signup or signed agreement in these 28 days."
      />
      <TrafficTable
        title="Web Vitals of real visits (75th percentile)"
        name="vitals"
        headings={["Page", "Page loads", ...WEB_VITALS.map((vital) => VITAL_NAMES[vital])]}
        rows={report.vitals.map((page) => ({
          key: page.path,
          cells: [page.path, page.loads, ...WEB_VITALS.map((vital) => <VitalCell key={vital} page={page} vital={vital} />)],
        }))}
        empty="No visitor's browser has reported Web Vitals in these 28 days."
      />
    </>
  );
}

/**
 * Traffic (issue 35, docs/decisions/0048-first-party-analytics.md): page views per day, the top
 * pages, sources and campaigns with their conversions, and real visitors' Web Vitals against
 * Google's thresholds, over the last 28 days; the CSV has the same figures.
 */
/** `Heading`: h1 where the section is its workspace page's whole content, h2 where it is one of several. */
export async function TrafficSection({ Heading = "h2" }: { Heading?: "h1" | "h2" } = {}) {
  const { from, to } = reportWindow(new Date());
  let report: TrafficReport | null = null;
  try {
    report = await (await (await getAnalyticsBackend()).analytics()).traffic(from, to, REPORT_ROWS);
  } catch (error) {
    logError("The operator's traffic report could not be read", error);
  }
  return (
    <section id="traffic" aria-labelledby="traffic-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <Heading id="traffic-title" className="text-2xl font-bold tracking-tight">
          Traffic
        </Heading>
        <a href="/api/operator/traffic.csv" className="text-sm font-medium underline" download>
          Download the traffic report (CSV)
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The last {REPORT_DAYS} days ({from} to {to}, Toronto time), counted without cookies: bots and browsers sending Global Privacy
        Control are left out. A view and a lead are credited to the source and campaign of the visitor&apos;s last visit from a tagged link
        or another site. Web Vitals: good, needs improvement or poor by Google&apos;s thresholds (number of page loads in brackets).
      </p>
      {report ? (
        <TrafficLists report={report} />
      ) : (
        <p role="alert" className="mt-2 text-red-700">
          The traffic report could not be read from the database. Run the database test above for details.
        </p>
      )}
    </section>
  );
}
