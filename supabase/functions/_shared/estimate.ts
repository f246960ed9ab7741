/**
 * A valuation request's calculator figures as stored (property_valuations.estimate, whose CHECK
 * mirrors this) and shown to the team: every input, and the estimate the server recomputed from
 * them. Anything else is dropped, never an error (leads.ts). Runtime-neutral.
 */
import { z } from "zod";
import { ESTIMATE_INPUTS, MAX_ESTIMATED_VALUE, type EstimateInputKey } from "./estimateFields.ts";

export * from "./estimateFields.ts";

const inputsShape = Object.fromEntries(
  ESTIMATE_INPUTS.map((spec) => {
    const number = z.number().min(spec.min).max(spec.max);
    return [spec.key, spec.integer ? number.int() : number];
  }),
) as Record<EstimateInputKey, z.ZodNumber>;

export const estimateSchema = z.strictObject({
  inputs: z.strictObject(inputsShape),
  /** Recomputed by the server; null when the figures produce no value. */
  estimatedValue: z.number().min(0).max(MAX_ESTIMATED_VALUE).nullable(),
});
export type Estimate = z.output<typeof estimateSchema>;

export function readEstimate(value: unknown): Estimate | null {
  const parsed = estimateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const money = (value: number) =>
  new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 0 }).format(value);

/** Label and value rows for the team's e-mail: the inputs, then the estimate. */
export function estimateRows(estimate: Estimate): { label: string; value: string }[] {
  return [
    ...ESTIMATE_INPUTS.map((spec) => ({ label: spec.label, value: estimate.inputs[spec.key].toLocaleString("en-CA") })),
    { label: "Estimated value (recomputed)", value: estimate.estimatedValue === null ? "(no estimate)" : money(estimate.estimatedValue) },
  ];
}
