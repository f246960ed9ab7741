import { NOI_BASIS_LABELS, type NoiBasisName, type Underwriting } from "@agency/calculators";
import { Chart } from "@/src/components/charts/Chart";
import { capRate, money, percent, perSqFt } from "@/src/proposals/opinionOfValuePdf";
import { occupancyChart, unitMixChart } from "@/src/proposals/proposalCharts";
import type { ProposalFigures } from "@/src/proposals/proposalFigures";
import { SECTION } from "./ProposalParts";

const BASES: NoiBasisName[] = ["inPlace", "normalised", "stabilised"];
const NUMBER = "px-2 text-right tabular-nums";

function KeyFigures({ underwriting }: { underwriting: Underwriting }) {
  const { occupancy, rateGap } = underwriting.figures;
  const rows: [string, string][] = [
    ["Units", occupancy.units.toLocaleString("en-CA")],
    ["Rentable area (sq ft)", Math.round(occupancy.areaSqFt).toLocaleString("en-CA")],
    ["Physical occupancy by units", percent(occupancy.physicalByUnits)],
    ["Physical occupancy by area", percent(occupancy.physicalByArea)],
    ["Economic occupancy", percent(occupancy.economic)],
    ["Potential rent at street rates, a month", money(occupancy.potentialRentCents)],
    ["Rent paid, a month", money(occupancy.rentPaidCents)],
    ["Street less in-place rent of occupied units, a month", money(rateGap.monthlyGapCents)],
    ["Revenue a move to street rates would add, a year", money(rateGap.annualMoveToStreetCents)],
    [
      "Tenants more than 10 % below street",
      `${rateGap.tenantsFarBelowStreet.toLocaleString("en-CA")} (${percent(rateGap.shareFarBelowStreet)})`,
    ],
    ...BASES.map((basis): [string, string] => [`NOI, ${NOI_BASIS_LABELS[basis].toLowerCase()}`, money(underwriting.nois[basis].noiCents)]),
  ];
  return (
    <table className="mt-3 text-sm" data-testid="key-figures">
      <caption className="text-left font-medium">Key figures</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-t border-slate-200">
            <th scope="row" className="pr-4 text-left font-normal">
              {label}
            </th>
            <td className={NUMBER}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Statement({ underwriting }: { underwriting: Underwriting }) {
  const { statement } = underwriting;
  const lines = [...statement.income, ...statement.expenses];
  return (
    <table className="mt-6 text-sm">
      <caption className="text-left font-medium">Trailing twelve months, normalised</caption>
      <thead>
        <tr>
          <th scope="col" className="text-left">
            Line
          </th>
          <th scope="col" className={NUMBER}>
            Reported
          </th>
          <th scope="col" className={NUMBER}>
            Normalised
          </th>
          <th scope="col" className="px-2 text-left">
            Why
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-t border-slate-200">
            <th scope="row" className="text-left font-normal">
              {line.label}
            </th>
            <td className={NUMBER}>{money(line.reportedCents)}</td>
            <td className={NUMBER}>{money(line.normalisedCents)}</td>
            <td className="px-2">{line.note ?? ""}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-400 font-semibold">
          <th scope="row" className="text-left">
            Net operating income
          </th>
          <td className={NUMBER}>{money(statement.reportedNoiCents)}</td>
          <td className={NUMBER}>{money(statement.normalisedNoiCents)}</td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}

function Matrix({ underwriting }: { underwriting: Underwriting }) {
  return (
    <table className="mt-6 text-sm" data-testid="pricing-matrix">
      <caption className="text-left font-medium">
        Pricing matrix (bold: the market&apos;s cap-rate range; per unit and per sq ft on the normalised NOI)
      </caption>
      <thead>
        <tr>
          <th scope="col" className="text-left">
            Cap rate
          </th>
          {BASES.map((basis) => (
            <th key={basis} scope="col" className={NUMBER}>
              {NOI_BASIS_LABELS[basis]}
            </th>
          ))}
          <th scope="col" className={NUMBER}>
            Per unit
          </th>
          <th scope="col" className={NUMBER}>
            Per sq ft
          </th>
        </tr>
      </thead>
      <tbody>
        {underwriting.matrix.map((row) => (
          <tr key={row.capRateBps} className={`border-t border-slate-200 ${row.inMarketRange ? "font-semibold" : ""}`}>
            <th scope="row" className="text-left">
              {capRate(row.capRateBps)}
            </th>
            {BASES.map((basis) => (
              <td key={basis} className={NUMBER}>
                {money(row.values[basis].valueCents)}
              </td>
            ))}
            <td className={NUMBER}>{money(row.values.normalised.perUnitCents)}</td>
            <td className={NUMBER}>{perSqFt(row.values.normalised.perSqFtCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FiguresSection({ figures }: { figures: ProposalFigures }) {
  return (
    <section id="figures" aria-labelledby="figures-heading" className={SECTION}>
      <h2 id="figures-heading" className="text-xl font-semibold">
        Figures
      </h2>
      {!figures.ok ? (
        <p className="mt-2 text-slate-700">{figures.missing}</p>
      ) : (
        <div className="overflow-x-auto">
          <KeyFigures underwriting={figures.underwriting} />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <Chart model={unitMixChart(figures.underwriting.figures)} />
            <Chart model={occupancyChart(figures.underwriting.figures)} />
          </div>
          <Statement underwriting={figures.underwriting} />
          <Matrix underwriting={figures.underwriting} />
        </div>
      )}
    </section>
  );
}
