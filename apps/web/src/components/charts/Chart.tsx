import Link from "next/link";
import type { ChartModel } from "./chartData";
import { SERIES_COLOURS, layoutChart, type HorizontalLayout, type LineLayout } from "./chartGeometry";

/*
 * A chart drawn on the server as SVG: no client JavaScript. The figure's caption carries the title,
 * the text description and the caveat; the SVG is one image to assistive technology (role="img",
 * named by its <title> and <desc>), and every number it draws is in the table under "Show the
 * numbers". Colours are attributes, not classes, so a printed page keeps them.
 */

const TEXT = "#0f172a"; // slate-900
const MUTED = "#475569"; // slate-600: 7.6:1 on white
const GRID = "#cbd5e1"; // slate-300: grid lines are decoration, the tick labels carry the values

/** Where each legend entry starts: after the swatches and names before it. */
const legendOffsets = (series: string[]) =>
  series.map((_, index) => series.slice(0, index).reduce((sum, name) => sum + 28 + name.length * 7, 0));

function Legend({ series }: { series: string[] }) {
  const offsets = legendOffsets(series);
  return (
    <g data-legend="">
      {series.map((name, index) => {
        const at = offsets[index];
        return (
          <g key={name} transform={`translate(${at},6)`}>
            <rect width="14" height="14" rx="2" fill={SERIES_COLOURS[index % SERIES_COLOURS.length]} />
            <text x="20" y="11.5" fontSize="12" fill={TEXT}>
              {name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function HorizontalChart({ layout, model }: { layout: HorizontalLayout; model: ChartModel }) {
  return (
    <>
      {layout.legend && <Legend series={model.series} />}
      <g data-axis="value">
        {layout.ticks.map((tick) => (
          <g key={tick.value} data-tick={tick.value}>
            <line
              x1={tick.position}
              x2={tick.position}
              y1={layout.plotTop}
              y2={layout.plotBottom}
              stroke={tick.value === 0 ? MUTED : GRID}
              strokeWidth={tick.value === 0 ? 1.5 : 1}
            />
            <text x={tick.position} y={layout.plotBottom + 16} textAnchor="middle" fontSize="12" fill={MUTED}>
              {tick.label}
            </text>
          </g>
        ))}
        <text x={(layout.plotLeft + layout.plotRight) / 2} y={layout.plotBottom + 31} textAnchor="middle" fontSize="12" fill={MUTED}>
          {model.unit}
        </text>
      </g>
      {layout.rows.map((row, index) => (
        <g key={index} data-category={model.categories[index]!.label}>
          <text
            x={layout.plotLeft - 10}
            y={row.y - ((row.label.length - 1) * 15) / 2}
            textAnchor="end"
            fontSize="12"
            fill={TEXT}
            dominantBaseline="middle"
          >
            {row.label.map((line, lineIndex) => (
              <tspan key={lineIndex} x={layout.plotLeft - 10} dy={lineIndex === 0 ? 0 : 15}>
                {line}
              </tspan>
            ))}
          </text>
          {row.missing.map((missing) => (
            <text
              key={missing.series}
              x={layout.plotLeft + 6}
              y={missing.y}
              fontSize="12"
              fontStyle="italic"
              fill={MUTED}
              dominantBaseline="middle"
              data-missing={model.series[missing.series]}
            >
              No figure published
            </text>
          ))}
        </g>
      ))}
      {layout.marks.map((mark) => {
        const colour = SERIES_COLOURS[mark.series % SERIES_COLOURS.length];
        const data = { "data-series": model.series[mark.series], "data-category": model.categories[mark.category]!.label, "data-mark": "" };
        return (
          <g key={`${mark.category}-${mark.series}`}>
            {mark.width === 0 ? (
              <circle {...data} cx={mark.x} cy={mark.y + mark.height / 2} r="6" fill={colour} />
            ) : (
              <rect {...data} x={mark.x} y={mark.y} width={mark.width} height={mark.height} rx="2" fill={colour} />
            )}
            <text x={mark.labelX} y={mark.y + mark.height / 2} fontSize="12" fill={TEXT} dominantBaseline="middle">
              {mark.label}
            </text>
          </g>
        );
      })}
    </>
  );
}

function LineChart({ layout, model }: { layout: LineLayout; model: ChartModel }) {
  return (
    <>
      {layout.legend && <Legend series={model.series} />}
      <text x={layout.plotLeft - 48} y={layout.plotTop - 10} fontSize="12" fill={MUTED}>
        {model.unit}
      </text>
      <g data-axis="value">
        {layout.ticks.map((tick) => (
          <g key={tick.value} data-tick={tick.value}>
            <line
              x1={layout.plotLeft}
              x2={layout.plotRight}
              y1={tick.position}
              y2={tick.position}
              stroke={tick.value === 0 ? MUTED : GRID}
            />
            <text x={layout.plotLeft - 8} y={tick.position} textAnchor="end" fontSize="12" fill={MUTED} dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      {layout.xLabels.map((label) => (
        <text key={label.label} x={label.x} y={layout.plotBottom + 18} textAnchor="middle" fontSize="12" fill={TEXT}>
          {label.label}
        </text>
      ))}
      {layout.paths.map((path) => (
        <path
          key={path.series}
          d={path.d}
          fill="none"
          stroke={SERIES_COLOURS[path.series % SERIES_COLOURS.length]}
          strokeWidth="2.5"
          data-series={model.series[path.series]}
        />
      ))}
      {layout.points.map((point) => (
        <g key={`${point.series}-${point.category}`}>
          <circle
            cx={point.x}
            cy={point.y}
            r="4.5"
            fill={SERIES_COLOURS[point.series % SERIES_COLOURS.length]}
            data-mark=""
            data-series={model.series[point.series]}
            data-category={model.categories[point.category]!.label}
          />
          <text x={point.x} y={point.y - 10} textAnchor="middle" fontSize="12" fill={TEXT}>
            {point.label}
          </text>
        </g>
      ))}
    </>
  );
}

/** The numbers a chart draws, as a table: the same texts the editors wrote. */
function NumbersTable({ model }: { model: ChartModel }) {
  return (
    <details className="mt-3 text-sm print:hidden">
      <summary className="cursor-pointer font-semibold text-amber-800 underline underline-offset-4">Show the numbers</summary>
      <div
        className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label={`${model.title}: the numbers`}
      >
        {/* Cells styled from the table: one class list, not one per cell in the HTML and the payload. */}
        <table className="w-full border-collapse text-left [&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:text-slate-700 [&_td]:tabular-nums [&_th]:px-3 [&_th]:py-2 [&_thead_th]:font-semibold">
          <caption className="sr-only">{`${model.title}: the numbers${model.unit ? ` (${model.unit})` : ""}`}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col">{model.categoryHeading || "Item"}</th>
              {model.series.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.categories.map((category) => (
              <tr key={category.label}>
                <th scope="row">
                  {category.href ? (
                    <Link href={category.href} className="text-amber-800 underline underline-offset-4">
                      {category.label}
                    </Link>
                  ) : (
                    category.label
                  )}
                </th>
                {category.values.map((value, index) => (
                  <td key={index}>{value?.text ?? "No figure published"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A resolved chart: figure, caption, SVG and its numbers. */
export function Chart({ model }: { model: ChartModel }) {
  const layout = layoutChart(model);
  const titleId = `${model.id}-title`;
  const descId = `${model.id}-desc`;
  return (
    <figure className="my-8 break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-chart={model.kind}>
      <figcaption className="mb-4">
        <span className="block text-lg font-semibold text-slate-900">{model.title}</span>
        <span className="mt-1 block text-sm text-slate-700">{model.description}</span>
        {model.caveat && <span className="mt-1 block text-sm text-slate-600">{model.caveat}</span>}
      </figcaption>
      {/* On a phone the drawing keeps a legible size and scrolls sideways, as a wide table does. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${model.title} (chart)`}>
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="h-auto min-w-[30rem] font-sans"
          data-kind={model.kind}
        >
          <title id={titleId}>{model.title}</title>
          <desc id={descId}>{[model.description, model.caveat].filter(Boolean).join(" ")}</desc>
          {layout.type === "line" ? <LineChart layout={layout} model={model} /> : <HorizontalChart layout={layout} model={model} />}
        </svg>
      </div>
      <NumbersTable model={model} />
    </figure>
  );
}
