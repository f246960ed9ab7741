import { formatCAD } from "@agency/calculators";
import type { MarketOption } from "@/src/proposals/proposals.server";
import type { Proposal } from "@/src/proposals/store";
import { TTM_CATEGORY_LABELS } from "@/src/proposals/trailingTwelveMonths";
import { BUTTON, FIELD, SECTION, TextField } from "./ProposalParts";

const dollars = (cents: number) => formatCAD(cents / 100);
/** Cents as the form shows them back: dollars without symbol or separators ("5200000.5"). */
const plainDollars = (cents: number) => String(cents / 100);
const percentText = (bps: number) => String(bps / 100);

/** The saved lines as the team types them (Line, Category, Amount), so they edit what is saved. */
function ttmLines(proposal: Proposal): string {
  return proposal.ttm
    .map((line) => `"${line.label.replace(/"/g, '""')}",${TTM_CATEGORY_LABELS[line.category]},${(line.amountCents / 100).toFixed(2)}`)
    .join("\n");
}

export function TtmSection({ proposal }: { proposal: Proposal }) {
  return (
    <section id="ttm" aria-labelledby="ttm-heading" className={SECTION}>
      <h2 id="ttm-heading" className="text-xl font-semibold">
        Trailing twelve months
      </h2>
      {proposal.ttm.length > 0 && (
        <table className="mt-3 text-sm">
          <caption className="text-left font-medium">Saved lines</caption>
          <tbody>
            {proposal.ttm.map((line, index) => (
              <tr key={index} className="border-t border-slate-200">
                <th scope="row" className="pr-4 text-left font-normal">
                  {line.label}
                </th>
                <td className="pr-4">{TTM_CATEGORY_LABELS[line.category]}</td>
                <td className="text-right tabular-nums">{dollars(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form method="post" encType="multipart/form-data" action={`/api/operator/proposals/${proposal.id}/ttm`} className="mt-3 grid gap-3">
        <div>
          <label htmlFor="ttmText" className="text-sm font-medium">
            Type the lines, one a line: Line, Category, Amount a year (categories: {Object.values(TTM_CATEGORY_LABELS).join(", ")})
          </label>
          <textarea
            id="ttmText"
            name="ttmText"
            rows={8}
            defaultValue={ttmLines(proposal)}
            placeholder={"Storage rent,Rental income,1010000\nProperty tax,Property tax,96000"}
            className={`${FIELD} font-mono`}
          />
        </div>
        <div>
          <label htmlFor="ttmFile" className="text-sm font-medium">
            Or upload them as CSV (a header row Line, Category, Amount; used instead of the typed lines)
          </label>
          <input id="ttmFile" name="ttmFile" type="file" accept=".csv,.txt" className={FIELD} />
        </div>
        <div>
          <button type="submit" className={BUTTON}>
            Save the twelve months
          </button>
        </div>
      </form>
    </section>
  );
}

export function InputsSection({ proposal, markets }: { proposal: Proposal; markets: readonly MarketOption[] }) {
  return (
    <section id="inputs" aria-labelledby="inputs-heading" className={SECTION}>
      <h2 id="inputs-heading" className="text-xl font-semibold">
        Inputs, comments and value range
      </h2>
      <form method="post" action={`/api/operator/proposals/${proposal.id}/inputs`} className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="market" className="text-sm font-medium">
            Market (its cap-rate range spans the matrix)
          </label>
          <select id="market" name="market" defaultValue={proposal.market ?? ""} className={FIELD}>
            <option value="">Choose a market</option>
            {markets.map((market) => (
              <option key={market.key} value={market.key}>
                {market.name}: {market.text}
              </option>
            ))}
          </select>
        </div>
        <TextField name="fee" label="Management fee (% of EGI, 4 to 6)" required defaultValue={percentText(proposal.managementFeeBps)} />
        <TextField name="payroll" label="Market payroll ($ a year)" defaultValue={plainDollars(proposal.marketPayrollCents)} />
        <TextField name="target" label="Target occupancy (%)" required defaultValue={percentText(proposal.targetOccupancyBps)} />
        <TextField
          name="low"
          label="Value range, low ($)"
          defaultValue={proposal.valueRange ? plainDollars(proposal.valueRange.lowCents) : ""}
        />
        <TextField
          name="high"
          label="Value range, high ($)"
          defaultValue={proposal.valueRange ? plainDollars(proposal.valueRange.highCents) : ""}
        />
        <div>
          <label htmlFor="status" className="text-sm font-medium">
            Status
          </label>
          <select id="status" name="status" defaultValue={proposal.status === "listed" ? "sent" : proposal.status} className={FIELD}>
            <option value="open">Open</option>
            <option value="sent">Sent to the owner</option>
            <option value="lost">Lost</option>
          </select>
        </div>
        <div className="sm:col-span-3">
          <label htmlFor="comments" className="text-sm font-medium">
            Comments for the owner (paragraphs separated by a blank line)
          </label>
          <textarea id="comments" name="comments" rows={5} defaultValue={proposal.comments} className={FIELD} />
        </div>
        <div className="sm:col-span-3">
          <button type="submit" className={BUTTON}>
            Save the inputs
          </button>
        </div>
      </form>
    </section>
  );
}
