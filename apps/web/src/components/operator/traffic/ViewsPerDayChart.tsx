import { dayBars } from "@/src/analytics/report";
import type { TrafficDay } from "@/src/analytics/store";

/*
 * Views per day as SVG drawn on the server, as the market charts are (decision 0024): no client
 * JavaScript, one image to assistive technology named by its title and description, and every
 * number it draws in the table under "Show the numbers".
 */

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const TOP = 10;
const PLOT_WIDTH = WIDTH - LEFT - 8;
const PLOT_HEIGHT = HEIGHT - TOP - 34;
const BAR = "#b45309"; // amber-700, the market charts' first series
const MUTED = "#475569";
const GRID = "#cbd5e1";

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

export function ViewsPerDayChart({ days }: { days: TrafficDay[] }) {
  const { bars, top, ticks } = dayBars(days, PLOT_WIDTH, PLOT_HEIGHT);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="views-chart-title views-chart-desc" className="h-auto w-full">
        <title id="views-chart-title">Page views per day</title>
        <desc id="views-chart-desc">{`${total} page views from ${shortDay(first)} to ${shortDay(last)}; the busiest day had ${Math.max(0, ...days.map((day) => day.views))}.`}</desc>
        <g transform={`translate(${LEFT},${TOP})`}>
          {ticks.map((tick) => {
            const y = PLOT_HEIGHT - (tick / top) * PLOT_HEIGHT;
            return (
              <g key={tick}>
                <line x1={0} x2={PLOT_WIDTH} y1={y} y2={y} stroke={tick === 0 ? MUTED : GRID} strokeWidth={1} />
                <text x={-6} y={y} textAnchor="end" dominantBaseline="middle" fontSize="11" fill={MUTED}>
                  {tick.toLocaleString("en-CA")}
                </text>
              </g>
            );
          })}
          {bars.map((bar) => (
            <rect
              key={bar.day}
              data-day={bar.day}
              data-views={bar.views}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              fill={BAR}
            />
          ))}
          {bars
            .filter((_, index) => index % 7 === 0 || index === bars.length - 1)
            .map((bar) => (
              <text key={bar.day} x={bar.x + bar.width / 2} y={PLOT_HEIGHT + 16} textAnchor="middle" fontSize="11" fill={MUTED}>
                {shortDay(bar.day)}
              </text>
            ))}
        </g>
      </svg>
      <figcaption className="sr-only">Page views per day, Toronto time.</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">Show the numbers</summary>
        <table className="mt-2 text-left text-xs" data-views-per-day>
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                Day
              </th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td className="pr-4">{day.day}</td>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
