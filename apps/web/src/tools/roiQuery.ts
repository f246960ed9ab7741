/**
 * The ROI tool's inputs in the URL query, so a result can be shared, bookmarked and reloaded.
 * Only values that differ from the defaults are written, keeping links short.
 */
import { ROI_DEFAULTS, type Compounding, type RoiField } from "@agency/calculators";

export type RoiFieldTexts = Record<RoiField, string>;

export interface RoiFormState {
  texts: RoiFieldTexts;
  compounding: Compounding;
}

export const ROI_FIELDS = Object.keys(ROI_DEFAULTS).filter((key): key is RoiField => key !== "compounding");

export function defaultRoiState(): RoiFormState {
  return {
    texts: Object.fromEntries(ROI_FIELDS.map((field) => [field, String(ROI_DEFAULTS[field])])) as RoiFieldTexts,
    compounding: ROI_DEFAULTS.compounding,
  };
}

/** Reads a query string; unknown keys are ignored and over-long values cut. */
export function decodeRoiQuery(search: string): RoiFormState {
  const params = new URLSearchParams(search);
  const state = defaultRoiState();
  for (const field of ROI_FIELDS) {
    const value = params.get(field);
    if (value !== null) state.texts[field] = value.slice(0, 20);
  }
  const compounding = params.get("compounding");
  if (compounding === "monthly" || compounding === "semi-annual") state.compounding = compounding;
  return state;
}

export function encodeRoiQuery(state: RoiFormState): string {
  const defaults = defaultRoiState();
  const params = new URLSearchParams();
  for (const field of ROI_FIELDS) {
    if (state.texts[field] !== defaults.texts[field]) params.set(field, state.texts[field]);
  }
  if (state.compounding !== defaults.compounding) params.set("compounding", state.compounding);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The contact form's query key whose text starts the message (ContactForm reads it). */
export const CONTACT_MESSAGE_KEY = "message";

/** /contact/ with a message naming the ROI scenario by its shareable link. */
export function contactHrefWithMessage(scenarioUrl: string): string {
  const params = new URLSearchParams({ [CONTACT_MESSAGE_KEY]: `I'd like to talk through this ROI scenario: ${scenarioUrl}` });
  return `/contact/?${params.toString()}`;
}
