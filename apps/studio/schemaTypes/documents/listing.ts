import { TagIcon } from "@sanity/icons/Tag";
import { ONTARIO_REGIONS, isOntarioRegionName } from "@agency/paths/regions";
import { defineArrayMember, defineField, defineType } from "sanity";
import { pathKeyRule, todayInToronto, uniqueSlug } from "../validation";
import { seoField } from "../objects/seo";
import { LockedPathInput } from "../../components/LockedPathInput";

export const LISTING_ASSET_CLASSES = [
  { title: "Self-storage", value: "self-storage" },
  { title: "Industrial", value: "industrial" },
] as const;

export const LISTING_STATUSES = [
  { title: "Available", value: "available" },
  { title: "Under contract", value: "under-contract" },
  { title: "Sold", value: "sold" },
] as const;

/** A field of the document being validated (the rules of one field look at another). */
const fieldOf = (context: { document?: unknown }, name: string): unknown =>
  (context.document as Record<string, unknown> | undefined)?.[name];

/** An optional number within a range; an absent figure is simply not shown. */
const figure = (name: string, title: string, min: number, max: number, description: string, integer = false) =>
  defineField({
    name,
    title,
    type: "number",
    description,
    validation: (r) => (integer ? r.integer().min(min).max(max) : r.min(min).max(max)),
  });

/**
 * A property for sale (issue 16): its own page at /self-storage/listings/{slug}/ (both asset
 * classes: the site's listings page lives under /self-storage/), a card on the listings page, and
 * an "Enquire about this listing" link that opens the contact form naming it. A confidential
 * listing shows its teaser and region only: no address, no photos.
 */
export const listing = defineType({
  name: "listing",
  icon: TagIcon,
  title: "Listing",
  type: "document",
  fields: [
    defineField({
      name: "title",
      type: "string",
      validation: (r) => [r.required(), r.max(100).warning("Long titles wrap badly on cards")],
    }),
    defineField({
      name: "slug",
      type: "slug",
      description: "The listing's address: /self-storage/listings/{slug}/",
      options: { source: "title", isUnique: uniqueSlug },
      validation: (r) => r.required().custom(pathKeyRule("listing", "slug")),
      // Read-only once published: "Change path" moves the page with a redirect.
      components: { input: LockedPathInput },
    }),
    defineField({
      name: "assetClass",
      title: "Asset class",
      type: "string",
      options: { list: [...LISTING_ASSET_CLASSES], layout: "radio" },
      validation: (r) => r.required(),
    }),
    defineField({
      name: "region",
      title: "City or region",
      type: "string",
      description:
        'Shown on the card, used by the region filter and matched against investors\' buy boxes, e.g. "Barrie" or "Greater Toronto Area"',
      // Chosen from the buy box's regions (packages/paths/src/regions.ts), so a listing matches what
      // investors chose; a region stored before the list existed is warned about, not refused.
      options: { list: ONTARIO_REGIONS.map((region) => region.name) },
      validation: (r) => [
        r.required().max(60),
        r
          .custom((value: string | undefined) =>
            !value || isOntarioRegionName(value)
              ? true
              : "Not one of the Ontario regions investors choose from (packages/paths/src/regions.ts): add it there so investors can pick it before this listing is published",
          )
          .warning(),
      ],
    }),
    defineField({
      name: "status",
      type: "string",
      options: { list: [...LISTING_STATUSES], layout: "radio" },
      initialValue: "available",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "confidential",
      title: "Confidential location",
      type: "boolean",
      initialValue: false,
      description: "The page then shows the teaser and the region only: no address, no photos",
    }),
    defineField({
      name: "teaser",
      type: "text",
      rows: 3,
      description: "What a confidential listing says instead of its address and photos",
      validation: (r) =>
        r
          .max(400)
          .custom((value, context) =>
            fieldOf(context, "confidential") === true && !(typeof value === "string" && value.trim())
              ? "A confidential listing needs a teaser"
              : true,
          ),
    }),
    defineField({
      name: "address",
      type: "string",
      description: "Never shown while the listing is confidential",
      validation: (r) => r.max(160),
    }),
    defineField({
      name: "askingPrice",
      title: "Asking price (CAD)",
      type: "number",
      description: 'Leave empty for "Unpriced"',
      validation: (r) => r.integer().min(1).max(10_000_000_000),
    }),
    figure("units", "Units", 0, 100_000, "Storage units (self-storage)", true),
    figure("rentableSqFt", "Rentable sq ft", 0, 100_000_000, "Net rentable area", true),
    figure("occupancy", "Occupancy (%)", 0, 100, "Physical occupancy, 0–100"),
    figure("noi", "NOI (CAD per year)", -100_000_000, 1_000_000_000, "Net operating income"),
    figure("capRate", "Cap rate (%)", 0, 30, "Capitalization rate, 0–30"),
    figure("yearBuilt", "Year built", 1800, 2100, "Year of construction", true),
    defineField({
      name: "photos",
      type: "array",
      of: [
        defineArrayMember({
          type: "image",
          options: { hotspot: true },
          fields: [defineField({ name: "alt", title: "Alternative text", type: "string", validation: (r) => r.required() })],
        }),
      ],
      description: "Not shown while the listing is confidential",
    }),
    defineField({
      name: "highlights",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (r) => r.max(160) })],
      validation: (r) => r.max(8),
    }),
    defineField({
      name: "description",
      type: "array",
      // The page's H1 is the title, so the description's headings start at H2.
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading 2", value: "h2" },
            { title: "Heading 3", value: "h3" },
          ],
        }),
      ],
    }),
    defineField({
      name: "listedAt",
      title: "Listed on",
      type: "date",
      initialValue: () => todayInToronto(),
      validation: (r) => r.required(),
    }),
    defineField({
      name: "callForOffersAt",
      title: "Call for offers",
      type: "datetime",
      description:
        "When offers are due (confidential listings): the deal room shows the time left; an offer after it is still accepted and marked late",
      options: { timeStep: 15 },
      validation: (r) =>
        r.custom((value, context) =>
          value && fieldOf(context, "confidential") !== true ? "Only a confidential listing has a deal room that takes offers" : true,
        ),
    }),
    defineField({
      name: "soldAt",
      title: "Sold on",
      type: "date",
      description: "Only for a sold listing",
      validation: (r) =>
        r.custom((value, context) => {
          if (value && fieldOf(context, "status") !== "sold") return "Only a sold listing has a sale date";
          const listedAt = fieldOf(context, "listedAt");
          if (typeof value === "string" && typeof listedAt === "string" && value < listedAt)
            return "The sale date is before the listing date";
          return true;
        }),
    }),
    seoField({ grouped: false }),
  ],
  orderings: [{ title: "Newest first", name: "listedAtDesc", by: [{ field: "listedAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", region: "region", status: "status", confidential: "confidential", media: "photos.0" },
    prepare: ({
      title,
      region,
      status,
      confidential,
      media,
    }: {
      title?: string;
      region?: string;
      status?: string;
      confidential?: boolean;
      media?: unknown;
    }) => ({
      title,
      subtitle: [
        region,
        status === "under-contract" ? "Under contract" : status === "sold" ? "Sold" : "Available",
        confidential ? "Confidential" : null,
      ]
        .filter(Boolean)
        .join(" · "),
      media: media as never,
    }),
  },
});
