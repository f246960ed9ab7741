/**
 * The three lead forms (docs/product.md#lead-forms): one zod schema each, the single source of truth for
 * the browser, the Server Actions and the edge functions. Limits here are mirrored by the CHECK
 * constraints of supabase/migrations. Runs on Node (bare "zod") and Deno (import map in
 * supabase/functions/deno.json).
 */
import { z } from "zod";
import { readAttribution } from "./attribution.ts";
import { readEstimate } from "./estimate.ts";
import {
  BUY_BOX_ASSET_CLASSES,
  BUY_BOX_LIMITS,
  INVALID_EMAIL_MESSAGE,
  LIMITS,
  NAME_RULE_MESSAGE,
  PROPERTY_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  isPersonName,
  readListingSlug,
  type BuyBoxAssetClass,
  type PropertyType,
} from "./leadFields.ts";

// The forms validate in the browser too, under a Content-Security-Policy without 'unsafe-eval':
// zod's compiled fast path would probe `new Function` there and trip the policy. Plain parsing
// is fast enough for three small forms (docs/decisions/0011-content-security-policy.md).
z.config({ jitless: true });

export {
  BUY_BOX_ASSET_CLASSES,
  BUY_BOX_LIMITS,
  INVALID_EMAIL_MESSAGE,
  LIMITS,
  NAME_RULE_MESSAGE,
  PROPERTY_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  isPersonName,
  type PropertyType,
};

const PROPERTY_TYPE_VALUES = PROPERTY_TYPES.map((type) => type.value) as [PropertyType, ...PropertyType[]];

// Control characters (CR/LF included) never belong in a one-line field: they would let a
// visitor forge e-mail headers. Multi-line fields keep \n and \t.
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

function text(max: number, label: string, oneLine: boolean) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-CA")} characters`)
    .regex(oneLine ? ONE_LINE : MULTI_LINE, `${label} contains characters that are not allowed`);
}

function required(max: number, label: string, oneLine = true) {
  return text(max, label, oneLine).min(1, REQUIRED_FIELDS_MESSAGE);
}

/**
 * Absent, null or empty text becomes null, so optional columns hold NULL rather than "" (and a
 * stored lead, re-sent to its notification function, validates again).
 */
function optional(max: number, label: string, oneLine = true) {
  return text(max, label, oneLine)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === "" ? null : value));
}

/**
 * A person's name by the name rule (leadFields.ts): a required one-line field of at most `max`
 * characters whose value is letters, spaces, apostrophes, hyphens and periods only.
 */
export function personName(max: number, label: string, missing: string = REQUIRED_FIELDS_MESSAGE) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max.toLocaleString("en-CA")} characters`)
    .regex(ONE_LINE, `${label} contains characters that are not allowed`)
    .refine((value) => value === "" || !ONE_LINE.test(value) || isPersonName(value), NAME_RULE_MESSAGE);
}

const email = z
  .string({ error: "E-mail must be text" })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(LIMITS.email, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/**
 * North American numbers as Canadians write them: (416) 555-0148, 416.555.0148, +1 416 555 0148,
 * optionally with an extension ("x123", "ext. 123"). Area code and exchange cannot start with 0 or 1.
 */
export function isCanadianPhone(value: string): boolean {
  const match = /^(.*?)(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?$/i.exec(value.trim());
  const digits = (match?.[1] ?? "").replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(digits)) return false;
  const national = digits.replace(/^\+?1(?=\d{10}$)/, "");
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

const phone = optional(LIMITS.phone, "Phone").refine(
  (value) => value === null || isCanadianPhone(value),
  "Enter a Canadian phone number, like (416) 555-0148",
);

/**
 * Where the lead came from (attribution.ts): never an error. The server replaces the visitor's
 * raw field with what it kept (submitLead); a stored lead re-sent to its notification function
 * passes through unchanged; anything else becomes absent.
 */
const attribution = z
  .unknown()
  .transform((value) => readAttribution(value) ?? undefined)
  .optional();

/** The value calculator's figures of a valuation request (estimate.ts): likewise never an error. */
const estimate = z
  .unknown()
  .transform((value) => readEstimate(value) ?? undefined)
  .optional();

/**
 * The listing a contact message is about (issue 16): a well-formed slug or absent, never an
 * error. The web server keeps it only when the listing exists (serverFields.ts).
 */
const listing = z
  .unknown()
  .transform((value) => readListingSlug(value) ?? undefined)
  .optional();

/**
 * The name field of a form: by the name rule, or (`nameRule` false) any one-line text, for a lead
 * stored before the rule existed that the server re-sends to its notification function.
 */
const nameField = (nameRule: boolean) => (nameRule ? personName(LIMITS.name, "Name") : required(LIMITS.name, "Name"));

const contactSchemaOf = (nameRule: boolean) =>
  z.object({
    name: nameField(nameRule),
    email,
    message: required(LIMITS.message, "Message", false),
    listing,
    attribution,
  });
export const contactSchema = contactSchemaOf(true);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A list field: absent, empty or "" is none (null); one value sent alone is a list of one. */
function listOf(values: unknown): unknown {
  if (values === undefined || values === null || values === "") return null;
  const list = Array.isArray(values) ? values : [values];
  const kept = [...new Set(list.filter((value) => value !== ""))];
  return kept.length === 0 ? null : kept;
}

const ASSET_CLASS_VALUES = BUY_BOX_ASSET_CLASSES.map((option) => option.value) as [BuyBoxAssetClass, ...BuyBoxAssetClass[]];

/** The buy box's asset classes: each a listing asset class, each once, or null (any). */
const buyAssetClasses = z.preprocess(
  listOf,
  z
    .array(z.enum(ASSET_CLASS_VALUES, { error: "Choose asset classes from the list" }), { error: "Choose asset classes from the list" })
    .max(ASSET_CLASS_VALUES.length, "Choose asset classes from the list")
    .transform((values) => [...new Set(values)])
    .nullable(),
);

/** The buy box's regions: one-line text of at most 60 characters each, each once, or null (any). */
const buyRegions = z.preprocess(
  listOf,
  z
    .array(
      z
        .string({ error: "Regions must be text" })
        .trim()
        .min(1, "A region cannot be empty")
        .max(BUY_BOX_LIMITS.region, `A region must be at most ${BUY_BOX_LIMITS.region} characters`)
        .regex(ONE_LINE, "A region contains characters that are not allowed")
        // A lone surrogate has no UTF-8 form: the JSON column would refuse it.
        .refine((value) => !LONE_SURROGATE.test(value), "A region contains characters that are not allowed"),
      { error: "Regions must be text" },
    )
    .max(BUY_BOX_LIMITS.regions, `Choose at most ${BUY_BOX_LIMITS.regions} regions`)
    .transform((values) => [...new Set(values)])
    .nullable(),
);

/**
 * A figure typed in a number input (or sent as a JSON number): "", absent or null is none;
 * "$1,500,000" and "1 500 000" are read as 1500000; anything else is an error naming the field.
 */
function figureInput(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const cleaned = value.replace(/[\s,$%]/g, "");
  if (cleaned === "") return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function price(label: string) {
  return z.preprocess(
    figureInput,
    z
      .number({ error: `${label} must be a number of dollars, like 2500000` })
      .refine((value) => Number.isFinite(value), `${label} must be a number of dollars, like 2500000`)
      .refine((value) => Number.isInteger(value), `${label} must be whole dollars`)
      .refine((value) => value >= 0, `${label} cannot be negative`)
      .refine((value) => value <= BUY_BOX_LIMITS.price, `${label} must be at most $${BUY_BOX_LIMITS.price.toLocaleString("en-CA")}`)
      .nullable(),
  );
}

const buyCapRateMin = z.preprocess(
  figureInput,
  z
    .number({ error: "Minimum cap rate must be a percentage, like 6.5" })
    .refine((value) => Number.isFinite(value), "Minimum cap rate must be a percentage, like 6.5")
    .refine((value) => value >= 0 && value <= BUY_BOX_LIMITS.capRate, `Minimum cap rate must be between 0 and ${BUY_BOX_LIMITS.capRate}%`)
    .transform((value) => Math.round(value * 100) / 100)
    .nullable(),
);

const investorSignupSchemaOf = (nameRule: boolean) =>
  z
    .object({
      name: nameField(nameRule),
      email,
      investment_profile: required(LIMITS.investmentProfile, "Investment profile", false),
      message: optional(LIMITS.message, "Additional message", false),
      /** Express consent under Canada's anti-spam legislation (CASL): never pre-checked, required. */
      consent_deal_emails: z
        .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
        .optional()
        .transform((value) => value === true || value === "on" || value === "true")
        .refine((value) => value, "Please confirm that we may e-mail you off-market opportunities"),
      buy_asset_classes: buyAssetClasses,
      buy_regions: buyRegions,
      buy_price_min: price("Minimum price"),
      buy_price_max: price("Maximum price").refine((value) => value === null || value >= 1, "Maximum price must be at least $1"),
      buy_cap_rate_min: buyCapRateMin,
      attribution,
    })
    .superRefine((lead, context) => {
      if (lead.buy_price_min !== null && lead.buy_price_max !== null && lead.buy_price_min > lead.buy_price_max) {
        context.addIssue({ code: "custom", path: ["buy_price_max"], message: "Maximum price must be at least the minimum price" });
      }
    });
export const investorSignupSchema = investorSignupSchemaOf(true);

const propertyValuationSchemaOf = (nameRule: boolean) =>
  z.object({
    name: nameField(nameRule),
    email,
    phone,
    property_address: optional(LIMITS.propertyAddress, "Property address"),
    property_type: z
      .union([z.enum(PROPERTY_TYPE_VALUES), z.literal("")])
      .nullish()
      .transform((value) => (value ? value : null)),
    message: optional(LIMITS.message, "Details", false),
    estimate,
    attribution,
  });
export const propertyValuationSchema = propertyValuationSchemaOf(true);

/**
 * The buy box alone, as an investor changes it on "Your deal e-mails" (issue 32): the signup's
 * criteria with the same messages, the signup's order rule included.
 */
export const buyBoxSchema = z
  .object({
    buy_asset_classes: buyAssetClasses,
    buy_regions: buyRegions,
    buy_price_min: price("Minimum price"),
    buy_price_max: price("Maximum price").refine((value) => value === null || value >= 1, "Maximum price must be at least $1"),
    buy_cap_rate_min: buyCapRateMin,
  })
  .superRefine((box, context) => {
    if (box.buy_price_min !== null && box.buy_price_max !== null && box.buy_price_min > box.buy_price_max) {
      context.addIssue({ code: "custom", path: ["buy_price_max"], message: "Maximum price must be at least the minimum price" });
    }
  });
export type BuyBoxFields = z.output<typeof buyBoxSchema>;

/** A buy box as submitted: the criteria, or each field's first message. */
export function validateBuyBox(input: Record<string, unknown>): { ok: true; box: BuyBoxFields } | { ok: false; fieldErrors: FieldErrors } {
  const result = buyBoxSchema.safeParse(input);
  if (result.success) return { ok: true, box: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, fieldErrors };
}

export type ContactLead = z.output<typeof contactSchema>;
export type InvestorSignupLead = z.output<typeof investorSignupSchema>;
export type PropertyValuationLead = z.output<typeof propertyValuationSchema>;

export const LEAD_KINDS = ["contact", "investor", "valuation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadByKind {
  contact: ContactLead;
  investor: InvestorSignupLead;
  valuation: PropertyValuationLead;
}

export const LEAD_SCHEMAS = {
  contact: contactSchema,
  investor: investorSignupSchema,
  valuation: propertyValuationSchema,
} as const;

/** The same schemas without the name rule: for leads already stored (see validateLead). */
const STORED_LEAD_SCHEMAS = {
  contact: contactSchemaOf(false),
  investor: investorSignupSchemaOf(false),
  valuation: propertyValuationSchemaOf(false),
} as const;

/** Table of each kind (docs/product.md#lead-records; a fixed interface). */
export const LEAD_TABLES = {
  contact: "contact_forms",
  investor: "investor_signups",
  valuation: "property_valuations",
} as const satisfies Record<LeadKind, string>;

/** Notification function of each kind (docs/architecture.md#functions). */
export const LEAD_FUNCTIONS = {
  contact: "contact-form",
  investor: "investor-signup",
  valuation: "property-valuation",
} as const satisfies Record<LeadKind, string>;

export type FieldErrors = Record<string, string>;

export type LeadValidation<K extends LeadKind> =
  { ok: true; lead: LeadByKind[K] } | { ok: false; formError: string; fieldErrors: FieldErrors };

/**
 * Validates one submission. A missing required field gives the form-level message of docs/product.md#validation-messages
 * ('Please fill in all required fields'); every other problem is named on its field.
 */
export function validateLead<K extends LeadKind>(
  kind: K,
  input: Record<string, unknown>,
  options: { stored?: boolean } = {},
): LeadValidation<K> {
  // A stored lead re-sent to its notification function (skip_db) may predate the name rule: it
  // was accepted then, and refusing it now would leave it unnotified forever.
  const result = (options.stored ? STORED_LEAD_SCHEMAS : LEAD_SCHEMAS)[kind].safeParse(input);
  if (result.success) return { ok: true, lead: result.data as LeadByKind[K] };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    // zod does not echo the input on an issue, so absence is read from the submission itself: a
    // number where text belongs is a wrong value, not a missing one.
    const missing = issue.message === REQUIRED_FIELDS_MESSAGE || (issue.code === "invalid_type" && input[field] === undefined);
    fieldErrors[field] ??= missing ? "This field is required" : issue.message;
  }
  const missingRequired = Object.values(fieldErrors).includes("This field is required");
  return {
    ok: false,
    formError: missingRequired ? REQUIRED_FIELDS_MESSAGE : "Please correct the highlighted fields",
    fieldErrors,
  };
}

/** A signup without a buy box (every criterion empty: it matches every listing). */
export const NO_BUY_BOX = {
  buy_asset_classes: null,
  buy_regions: null,
  buy_price_min: null,
  buy_price_max: null,
  buy_cap_rate_min: null,
} as const satisfies Partial<InvestorSignupLead>;
