import { COMPOUNDING_LABELS, formatCAD, formatPercent, type Compounding, type RoiResult } from "@agency/calculators";
import { Figure, toneOf } from "./Figure";
import { ProjectionChart } from "./ProjectionChart";
import { ProjectionTable } from "./ProjectionTable";
import { SensitivityTable } from "./SensitivityTable";

const percent = (value: number | null) => (value === null ? "—" : formatPercent(value));

interface RoiResultsProps {
  result: RoiResult;
  projectionYears: number;
  compounding: Compounding;
}

export function RoiResults({ result, projectionYears, compounding }: RoiResultsProps) {
  return (
    <div className="space-y-6 print:space-y-2">
      <section aria-labelledby="analysis-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-2">
        <h2 id="analysis-heading" className="text-lg font-semibold">
          Investment Analysis
        </h2>
        <dl className="mt-2">
          <Figure label="Down payment" value={formatCAD(result.downPayment)} />
          <Figure label="Total investment" note="Down payment + closing + renovation" value={formatCAD(result.totalInvestment)} />
          <Figure label="Loan amount" value={formatCAD(result.loanAmount)} />
          <Figure
            label="Monthly payment"
            note={`${COMPOUNDING_LABELS[compounding]} compounding`}
            value={formatCAD(result.monthlyPayment)}
          />
          <Figure label="Annual debt service" value={formatCAD(result.annualDebtService)} />
        </dl>
      </section>

      <section aria-labelledby="metrics-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-2">
        <h2 id="metrics-heading" className="text-lg font-semibold">
          Key Metrics
        </h2>
        <dl className="mt-2">
          <Figure label="Total expenses" note="per year" value={formatCAD(result.totalExpenses)} />
          <Figure label="Net operating income (NOI)" note="per year" value={formatCAD(result.netOperatingIncome)} />
          <Figure label="Annual cash flow" note="NOI − debt service" value={formatCAD(result.cashFlow)} tone={toneOf(result.cashFlow)} />
          <Figure label="Cap rate" note="NOI ÷ price" value={formatPercent(result.capRate)} />
          <Figure
            label="Cash-on-cash return"
            note="Cash flow ÷ total investment"
            value={percent(result.cashOnCashReturn)}
            tone={toneOf(result.cashOnCashReturn)}
          />
          <Figure
            label="Debt service coverage (DSCR)"
            note="NOI ÷ debt service; lenders look for 1.25+"
            value={result.dscr === null ? "No debt" : result.dscr.toFixed(2)}
          />
          <Figure
            label="Break-even occupancy"
            note="Share of the entered income needed to cover all costs"
            value={percent(result.breakEvenOccupancy)}
          />
        </dl>
      </section>

      <section aria-labelledby="projection-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-2">
        <h2 id="projection-heading" className="text-lg font-semibold">
          {projectionYears}-Year Projections
        </h2>
        <dl className="mt-2">
          <Figure label="Projected property value" value={formatCAD(result.projectedValue)} />
          <Figure label="Loan balance remaining" value={formatCAD(result.loanBalanceAtEnd)} />
          <Figure label="Total equity" value={formatCAD(result.totalEquity)} />
          <Figure
            label="Total return"
            note="(Equity + cash flow × years) ÷ investment"
            value={percent(result.totalReturn)}
            tone={toneOf(result.totalReturn)}
          />
        </dl>
        <ProjectionChart projection={result.projection} />
        <ProjectionTable projection={result.projection} />
      </section>

      <section aria-labelledby="sensitivity-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-2">
        <h2 id="sensitivity-heading" className="text-lg font-semibold">
          Sensitivity: income against cash-on-cash
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          If occupancy or rents move the gross income, operating expenses and management move with it.
        </p>
        <SensitivityTable rows={result.sensitivity} />
      </section>
    </div>
  );
}
