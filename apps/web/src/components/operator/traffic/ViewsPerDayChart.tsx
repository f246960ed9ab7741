import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { shortDay, VIEWS_CHART, viewsChart } from "@/src/analytics/report";
import type { TrafficDay } from "@/src/analytics/store";

/*
 * Views per day as SVG drawn on the server, as the market charts are (decision 0024): no client
 * JavaScript, one image to assistive technology named by its title and description, and every
 * number it draws in the table under "Show the numbers".
 */

export function ViewsPerDayChart({ days }: { days: TrafficDay[] }) {
  const { width, height, left, top, plotWidth, bar: barColour, muted, grid: gridColour } = VIEWS_CHART;
  const { bars, grid, labels } = viewsChart(days, 7);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="views-chart-title views-chart-desc" className="h-auto w-full">
        <title id="views-chart-title">Page views per day</title>
        <desc id="views-chart-desc">{`${total} page views from ${shortDay(first)} to ${shortDay(last)}; the busiest day had ${Math.max(0, ...days.map((day) => day.views))}.`}</desc>
        <g transform={`translate(${left},${top})`}>
          {grid.map(({ tick, y }) => (
            <g key={tick}>
              <line x1={0} x2={plotWidth} y1={y} y2={y} stroke={tick === 0 ? muted : gridColour} strokeWidth={1} />
              <text x={-6} y={y} textAnchor="end" dominantBaseline="middle" fontSize="11" fill={muted}>
                {tick.toLocaleString("en-CA")}
              </text>
            </g>
          ))}
          {bars.map((bar) => (
            <rect
              key={bar.day}
              data-day={bar.day}
              data-views={bar.views}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              fill={barColour}
            />
          ))}
          {labels.map((label) => (
            <text key={label.day} x={label.x} y={label.y} textAnchor="middle" fontSize="11" fill={muted}>
              {label.text}
            </text>
          ))}
        </g>
      </svg>
      <figcaption className="sr-only">Page views per day, Toronto time.</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">Show the numbers</summary>
        <OperatorTable
          caption="Page views per day"
          captionHidden
          name="views-per-day"
          tableAttributes={{ "data-views-per-day": "" }}
          rows={days}
          rowKey={(day) => day.day}
          empty="No page view in these days: each day's views would appear here."
          columns={[
            { header: "Day", cell: (day) => day.day },
            { header: "Views", cell: (day) => day.views, numeric: true },
          ]}
        />
      </details>
    </figure>
  );
}
