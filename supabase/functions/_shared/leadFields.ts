/**
 * The lead forms' field limits, property types and messages, without zod: the browser's form
 * components import these, and keeping zod out of this module keeps it out of their first-load
 * JavaScript (decision 0010). leads.ts re-exports everything here.
 */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.ca";

/**
 * The name rule (issue 31): every form's name field, the deal room's signature included, takes a
 * person's name and nothing else, so a stranger cannot put a link or an address in front of
 * whoever reads it (the team's e-mail, an investor's confirmation e-mail, the operator page).
 * Letters of any language with their accents, spaces, apostrophes (' and ’), hyphens and periods;
 * no digits, no "@", and no period followed by two letters or more, which is how a web address
 * ("example.com") reads while initials ("J.R. Ewing") do not. Here, without zod, so the browser's
 * forms and every schema use the one rule.
 */
export const NAME_RULE_MESSAGE =
  "Enter a name with letters only: no digits, web addresses or @ (spaces, apostrophes, hyphens and periods are fine)";
const NAME_CHARACTERS = /^[\p{L}\p{M}' \u2019.-]+$/u;
const WEB_ADDRESS_PART = /\.[\p{L}\p{M}]{2,}/u;

/** Whether `value` (trimmed) is a name by the rule above. */
export function isPersonName(value: string): boolean {
  const name = value.trim();
  return NAME_CHARACTERS.test(name) && /\p{L}/u.test(name) && !WEB_ADDRESS_PART.test(name);
}

/**
 * The same rule for a company's name (issue 41: the signing form's company and client, an offer's
 * lender), which the owner's report and the team's e-mails show beside a signer's name. A company
 * may hold digits ("3M Canada", "Storage 24", the numbered "1000123456 Ontario Inc."), "&",
 * commas, parentheses and "/"; never a web address (as above), an "@", or a phone number: seven
 * digits or more in one run, whatever separates them ("call 416-555-0100 for a higher offer"), a
 * numbered company's own number (digits followed by a province or "Canada") excepted.
 */
export const ORGANISATION_NAME_RULE_MESSAGE =
  "Enter the company's name only: letters, digits, spaces and & ' . , - ( ) /, with no web address, @ or phone number";
const ORGANISATION_CHARACTERS = /^[\p{L}\p{M}\p{N}&' \u2019.,()/-]+$/u;
const NUMBERED_COMPANY =
  /\b\d{7,10}(?=\s+(?:Ontario|Canada|Qu[eé]bec|Alberta|British Columbia|B\.C\.|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland|Prince Edward Island|Yukon|Nunavut|Northwest Territories)\b)/giu;
const PHONE_NUMBER = /\d(?:[\s().-]*\d){6,}/u;

/** Whether `value` (trimmed) is a company's name by the rule above. */
export function isOrganisationName(value: string): boolean {
  const name = value.trim();
  if (!ORGANISATION_CHARACTERS.test(name) || !/\p{L}/u.test(name) || WEB_ADDRESS_PART.test(name)) return false;
  return !PHONE_NUMBER.test(name.replace(NUMBERED_COMPANY, ""));
}

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

/**
 * A listing enquiry (issue 16): the contact form's hidden field with the slug of the listing it is
 * about. Only the slug's form is checked here (the contact_forms.listing CHECK mirrors it); the web
 * server also checks that the listing exists and drops it otherwise, never failing a submission.
 */
export const LISTING_FIELD = "listing";
export const LISTING_SLUG_MAX = 96;
const LISTING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A well-formed listing slug, or null. */
export function readListingSlug(value: unknown): string | null {
  return typeof value === "string" && value.length <= LISTING_SLUG_MAX && LISTING_SLUG.test(value) ? value : null;
}

/** Where a listing's page is, for the team's e-mail (packages/paths' listingPath, which Deno cannot import). */
export function listingPagePath(slug: string): string {
  return `/self-storage/listings/${slug}/`;
}

/**
 * The off-market signup's buy box (issue 17, docs/decisions/0029-investor-announcements.md): which
 * listings an investor wants to hear about. Every criterion is optional; an empty one matches every
 * listing. The asset classes are the listings' (apps/studio listing.assetClass); regions are the
 * listings' free-text regions, offered from those in use.
 */
export const BUY_BOX_ASSET_CLASSES = [
  { value: "self-storage", label: "Self-storage" },
  { value: "industrial", label: "Industrial" },
] as const;
export type BuyBoxAssetClass = (typeof BUY_BOX_ASSET_CLASSES)[number]["value"];

export const BUY_BOX_LIMITS = {
  /** A region as the Studio allows it. */
  region: 60,
  regions: 30,
  /** CAD, whole dollars: the Studio's largest asking price. */
  price: 10_000_000_000,
  /** Percent: the Studio's cap-rate range. */
  capRate: 30,
} as const;

/** Form fields that may be sent more than once (one checkbox each): read as a list of values. */
export const MULTI_VALUE_FIELDS: ReadonlySet<string> = new Set(["buy_asset_classes", "buy_regions"]);
