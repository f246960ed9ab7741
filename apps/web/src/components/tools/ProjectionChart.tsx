import { formatCAD, type ProjectionYear } from "@agency/calculators";

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 16, right: 16, bottom: 36, left: 72 };

const SERIES = [
  { key: "propertyValue", label: "Property value", colour: "#0f172a", dash: "" },
  { key: "equity", label: "Equity", colour: "#b45309", dash: "" },
  { key: "loanBalance", label: "Loan balance", colour: "#64748b", dash: "6 4" },
] as const;

function compactCAD(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return formatCAD(value);
}

/**
 * Year-by-year value, equity and loan balance as hand-drawn SVG (no chart library). The same
 * figures are in the table beside it, which screen readers use instead of the picture.
 */
export function ProjectionChart({ projection }: { projection: ProjectionYear[] }) {
  if (projection.length < 2) return null;
  const values = projection.flatMap((row) => [row.propertyValue, row.equity, row.loanBalance]);
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const x = (index: number) => PAD.left + (index / (projection.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((max - value) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => min + share * span);

  return (
    <figure className="mt-4 print:hidden">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="projection-chart-title" className="h-auto w-full">
        <title id="projection-chart-title">
          {`Property value, equity and loan balance over ${projection.length} years; the table below lists the figures.`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {compactCAD(tick)}
            </text>
          </g>
        ))}
        {projection.map((row, index) => (
          <text key={row.year} x={x(index)} y={HEIGHT - 14} textAnchor="middle" fontSize="11" fill="#475569">
            {projection.length > 15 && row.year % 5 !== 0 && index !== 0 ? "" : `Y${row.year}`}
          </text>
        ))}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            fill="none"
            stroke={series.colour}
            strokeWidth="2.5"
            strokeDasharray={series.dash || undefined}
            points={projection.map((row, index) => `${x(index)},${y(row[series.key])}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        {SERIES.map((series) => (
          <span key={series.key} className="flex items-center gap-1">
            <svg aria-hidden="true" width="20" height="6">
              <line x1="0" x2="20" y1="3" y2="3" stroke={series.colour} strokeWidth="3" strokeDasharray={series.dash || undefined} />
            </svg>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
