import { defineArrayMember, defineField, defineType } from "sanity";
import { pageFields, pageGroups } from "../objects/richText";
import { isUniqueAmongType } from "../validation";

export const SELF_STORAGE_CITIES = [
  { title: "Toronto", value: "toronto" },
  { title: "York Region", value: "york-region" },
  { title: "London", value: "london" },
  { title: "Hamilton", value: "hamilton" },
  { title: "Ottawa", value: "ottawa" },
  { title: "Niagara", value: "niagara" },
  { title: "Mississauga", value: "mississauga" },
  { title: "Kitchener-Waterloo", value: "kitchener-waterloo" },
] as const;

export const INDUSTRIAL_AREAS = [
  { title: "Industrial hub (/industrial/)", value: "hub" },
  { title: "Ontario overview (/industrial/ontario/)", value: "ontario" },
  { title: "Toronto", value: "toronto" },
  { title: "GTA", value: "gta" },
  { title: "York Region", value: "york-region" },
  { title: "Peel", value: "peel" },
  { title: "Durham", value: "durham" },
] as const;

const uniqueKey = (field: string, what: string, list: { title: string; value: string }[]) =>
  defineField({
    name: field,
    title: what,
    type: "string",
    group: "hero",
    options: { list },
    validation: (r) =>
      r.required().custom(async (value, context) => ((await isUniqueAmongType(field, value, context)) ? true : `Another page already covers this ${what.toLowerCase()}`)),
  });

const marketFields = [
  defineField({ name: "name", title: "Short name", type: "string", description: "Used in breadcrumbs and directories", validation: (r) => r.required(), group: "hero" }),
  defineField({ name: "summary", type: "text", rows: 2, description: "One or two sentences for market directories", validation: (r) => r.required(), group: "hero" }),
  defineField({ name: "metrics", title: "Key figures", type: "array", of: [defineArrayMember({ type: "metricTile" })], validation: (r) => r.required().min(1).max(6), group: "hero" }),
  ...pageFields,
  defineField({ name: "faqs", title: "FAQs", type: "array", of: [defineArrayMember({ type: "reference", to: [{ type: "faqItem" }] })], validation: (r) => r.unique(), group: "body" }),
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
  title: "Self-storage market",
  type: "document",
  groups: pageGroups,
  fields: [
    uniqueKey("city", "City", [...SELF_STORAGE_CITIES]),
    ...marketFields,
  ],
  preview: { select: { title: "name", subtitle: "city" } },
});

/** An industrial market page: /industrial/, /industrial/ontario/ or /industrial/ontario/{area}/. */
export const industrialMarket = defineType({
  name: "industrialMarket",
  title: "Industrial market",
  type: "document",
  groups: pageGroups,
  fields: [
    uniqueKey("area", "Area", [...INDUSTRIAL_AREAS]),
    ...marketFields,
  ],
  preview: { select: { title: "name", subtitle: "area" } },
});
