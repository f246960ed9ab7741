import { industrialMarketPath, selfStorageMarketPath } from "@agency/paths";
import { regionOfMarketKey } from "@agency/paths/regions";
import { CubeIcon } from "@sanity/icons/Cube";
import { PinIcon } from "@sanity/icons/Pin";
import { defineArrayMember, defineField, defineType } from "sanity";
import { seoField, seoGroup } from "../objects/seo";
import { pageFields, pageGroups } from "../objects/richText";
import { isUniqueAmongType, pathKeyRule } from "../validation";
import { LockedPathInput } from "../../components/LockedPathInput";

/** The two industrial market documents that are fixed pages rather than areas. */
export const INDUSTRIAL_FIXED_KEYS = ["hub", "ontario"] as const;

/**
 * The key that gives a market page its path (/self-storage/ontario/{city}/,
 * /industrial/ontario/{area}/): any Ontario city or region, in slug form, validated against the
 * site's path rules (packages/paths) and every other page's path.
 */
const pathKey = (
  field: "city" | "area",
  kind: "selfStorageMarket" | "industrialMarket",
  description: string,
  fixedKeys: readonly string[] = [],
) =>
  defineField({
    name: field,
    title: field === "city" ? "City or region (address)" : "Area (address)",
    type: "string",
    group: "hero",
    description,
    // Read-only once published: "Change path" moves the page with a redirect.
    components: { input: LockedPathInput },
    validation: (r) => [
      r
        .required()
        .custom(async (value, context) =>
          (await isUniqueAmongType(field, value, context)) ? true : `Another page already covers this ${field}`,
        )
        .custom(pathKeyRule(kind, field, fixedKeys)),
      // Investors choose regions from one list (packages/paths/src/regions.ts): a market outside
      // it is published, with a warning to add its region there.
      r
        .custom((value: string | undefined) =>
          !value || fixedKeys.includes(value) || regionOfMarketKey(value)
            ? true
            : "This region is not in the buy box's Ontario regions (packages/paths/src/regions.ts): add it there so investors can choose it",
        )
        .warning(),
    ],
  });

const marketFields = [
  defineField({
    name: "name",
    title: "Short name",
    type: "string",
    description: "Used in breadcrumbs and directories",
    validation: (r) => r.required(),
    group: "hero",
  }),
  defineField({
    name: "summary",
    type: "text",
    rows: 2,
    description: "One or two sentences for market directories",
    validation: (r) => r.required(),
    group: "hero",
  }),
  defineField({
    name: "metrics",
    title: "Key figures",
    type: "array",
    of: [defineArrayMember({ type: "metricTile" })],
    validation: (r) => r.required().min(1).max(6),
    group: "hero",
  }),
  ...pageFields,
  defineField({
    name: "faqs",
    title: "FAQs",
    type: "array",
    of: [defineArrayMember({ type: "reference", to: [{ type: "faqItem" }] })],
    validation: (r) => r.unique(),
    group: "body",
  }),
  defineField({
    name: "geo",
    title: "Map coordinates",
    type: "object",
    group: "hero",
    fields: [
      defineField({ name: "latitude", type: "number", validation: (r) => r.required().min(41).max(57) }),
      defineField({ name: "longitude", type: "number", validation: (r) => r.required().min(-96).max(-74) }),
    ],
  }),
];

/** A regional self-storage market page: /self-storage/ontario/{city}/. */
export const selfStorageMarket = defineType({
  name: "selfStorageMarket",
  icon: PinIcon,
  title: "Self-storage market",
  type: "document",
  groups: [...pageGroups, seoGroup],
  fields: [
    pathKey("city", "selfStorageMarket", 'Lower-case words joined by dashes, e.g. "sudbury" for /self-storage/ontario/sudbury/'),
    ...marketFields,
    seoField({ grouped: true }),
  ],
  preview: {
    select: { title: "name", city: "city" },
    prepare: ({ title, city }: { title?: string; city?: string }) => ({
      title,
      subtitle: city ? selfStorageMarketPath(city) : "No address yet",
    }),
  },
});

/** An industrial market page: /industrial/, /industrial/ontario/ or /industrial/ontario/{area}/. */
export const industrialMarket = defineType({
  name: "industrialMarket",
  icon: CubeIcon,
  title: "Industrial market",
  type: "document",
  groups: [...pageGroups, seoGroup],
  fields: [
    pathKey(
      "area",
      "industrialMarket",
      'Lower-case words joined by dashes, e.g. "halton" for /industrial/ontario/halton/; "hub" is /industrial/ and "ontario" is /industrial/ontario/',
      INDUSTRIAL_FIXED_KEYS,
    ),
    ...marketFields,
    seoField({ grouped: true }),
  ],
  preview: {
    select: { title: "name", area: "area" },
    prepare: ({ title, area }: { title?: string; area?: string }) => ({
      title,
      subtitle: area ? industrialMarketPath(area) : "No address yet",
    }),
  },
});
