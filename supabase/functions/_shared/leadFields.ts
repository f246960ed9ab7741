/**
 * The lead forms' field limits, property types and messages, without zod: the browser's form
 * components import these, and keeping zod out of this module keeps it out of their first-load
 * JavaScript (decision 0010). leads.ts re-exports everything here.
 */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.ca";

export const LIMITS = {
  name: 120,
  email: 254,
  message: 5000,
  phone: 30,
  propertyAddress: 300,
  investmentProfile: 2000,
} as const;

/** docs/product.md#lead-records: value and label; "" (unselected) is stored as null. */
export const PROPERTY_TYPES = [
  { value: "self-storage", label: "Self-Storage Facility" },
  { value: "industrial", label: "Industrial" },
  { value: "commercial", label: "Commercial" },
  { value: "retail", label: "Retail" },
  { value: "office", label: "Office" },
  { value: "land", label: "Land/Development" },
  { value: "other", label: "Other" },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]["value"];

/**
 * Attribution (docs/decisions/0022-lead-attribution-and-webhook.md): the hidden form field that
 * carries the browser's remembered touches, and how long the browser keeps them. Here, without
 * zod, because the browser's tiny attribution script needs them too.
 */
export const ATTRIBUTION_FIELD = "attribution";
export const ATTRIBUTION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export { ESTIMATE_FIELD } from "./estimateFields.ts";
