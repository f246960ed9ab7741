/**
 * A stored proposal underwritten (issue 44, decision 0052): its rent roll, twelve months and the
 * team's inputs with the chosen market's cap-rate range, through the calculators' underwrite();
 * or, while something is missing, the sentence that says what. Pure.
 */
import { underwrite, underwritingInputProblem, type Underwriting, type UnderwritingInputs } from "@agency/calculators";
import type { MarketCapRate } from "./marketCapRate";
import type { Proposal } from "./store";

export type ProposalFigures = { ok: true; underwriting: Underwriting } | { ok: false; missing: string };

export function proposalFigures(proposal: Proposal, capRate: MarketCapRate | null): ProposalFigures {
  if (proposal.units.length === 0) return { ok: false, missing: "Upload the rent roll to see the figures." };
  if (proposal.ttm.length === 0) return { ok: false, missing: "Enter or upload the trailing twelve months to see the NOI and the values." };
  if (!capRate) return { ok: false, missing: "Choose a market with a cap-rate figure to price the matrix." };
  const inputs: UnderwritingInputs = {
    units: proposal.units,
    ttm: proposal.ttm,
    managementFeeBps: proposal.managementFeeBps,
    marketPayrollCents: proposal.marketPayrollCents,
    targetOccupancyBps: proposal.targetOccupancyBps,
    marketCapRate: { lowBps: capRate.lowBps, highBps: capRate.highBps },
  };
  const problem = underwritingInputProblem(inputs);
  return problem ? { ok: false, missing: problem } : { ok: true, underwriting: underwrite(inputs) };
}
