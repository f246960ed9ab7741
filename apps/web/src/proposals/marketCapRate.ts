/**
 * The market's cap-rate range for the pricing matrix (issue 44, decision 0052), read from the market
 * page's figures as the editors typed them in the Studio ("5.0–6.25%", "6%"), with the market charts'
 * figure reader, so the proposal and the market page cannot disagree about the range.
 */
import { parseFigure } from "@/src/components/charts/chartData";

export interface MarketCapRate {
  lowBps: number;
  highBps: number;
  /** The figure as published, and its label, to say where the range came from. */
  text: string;
  label: string;
}

const CAP_RATE_LABEL = /\bcap(?:italization)? rates?\b/i;

/** The first figure labelled as a cap rate whose text is a percentage from 1 % to 20 %, or null. */
export function marketCapRate(figures: readonly { label?: string | null; value?: string | null }[]): MarketCapRate | null {
  for (const figure of figures) {
    if (!figure.label || !figure.value || !CAP_RATE_LABEL.test(figure.label) || !figure.value.includes("%")) continue;
    const parsed = parseFigure(figure.value);
    if (!parsed) continue;
    const [lowBps, highBps] = [Math.round(parsed.low * 100), Math.round(parsed.high * 100)];
    if (lowBps < 100 || highBps > 2_000) continue;
    return { lowBps, highBps, text: parsed.text, label: figure.label };
  }
  return null;
}
