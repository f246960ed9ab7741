import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { claimAgeRule } from "../claimBasis";

const SOCIAL_NETWORKS = [
  { title: "Facebook", value: "facebook" },
  { title: "Instagram", value: "instagram" },
  { title: "LinkedIn", value: "linkedin" },
  { title: "Pinterest", value: "pinterest" },
  { title: "TikTok", value: "tiktok" },
  { title: "X", value: "x" },
  { title: "Yelp", value: "yelp" },
  { title: "YouTube", value: "youtube" },
];

export const siteSettings = defineType({
  name: "siteSettings",
  icon: CogIcon,
  title: "Site settings",
  type: "document",
  groups: [
    { name: "identity", title: "Identity", default: true },
    { name: "contact", title: "Contact & hours" },
    { name: "legal", title: "Legal notices" },
    { name: "social", title: "Social profiles" },
  ],
  fields: [
    defineField({ name: "agencyName", title: "Agency name", type: "string", group: "identity", validation: (r) => r.required() }),
    defineField({
      name: "positioning",
      title: "Positioning statement",
      description: "One sentence used as the default page description and in structured data.",
      type: "text",
      rows: 3,
      group: "identity",
      validation: (r) => r.required().max(300),
    }),
    defineField({
      name: "brokerageName",
      title: "Brokerage name",
      description: "Ontario advertising rules (TRESA) require the brokerage name on every page.",
      type: "string",
      group: "identity",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "brokerageAddress",
      title: "Brokerage's registered address",
      description: "The brokerage's address as registered with RECO: every page, e-mail and PDF carries it with the brokerage's name.",
      type: "string",
      group: "identity",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "investorNetworkClaim",
      title: "Investor network claim",
      type: "string",
      group: "identity",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "investorNetworkSource",
      title: "Investor network claim: basis",
      description: "Where the figure comes from, as the footnote shows it (e.g. the count of confirmed investor subscribers).",
      type: "string",
      group: "identity",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "investorNetworkAsOf",
      title: "Investor network claim: as of",
      description: "The day the figure was last checked. The Studio warns when it is more than 12 months old.",
      type: "date",
      group: "identity",
      validation: (r) => [r.required(), r.custom((value: string | undefined) => claimAgeRule(value)).warning()],
    }),
    defineField({ name: "phone", title: "Phone", type: "string", group: "contact", validation: (r) => r.required() }),
    defineField({ name: "email", title: "E-mail", type: "string", group: "contact", validation: (r) => r.required().email() }),
    defineField({
      name: "address",
      title: "Office address",
      type: "object",
      group: "contact",
      fields: [
        defineField({ name: "street", type: "string" }),
        defineField({ name: "locality", title: "City", type: "string", validation: (r) => r.required() }),
        defineField({ name: "region", title: "Province", type: "string", validation: (r) => r.required() }),
        defineField({ name: "postalCode", type: "string" }),
        defineField({ name: "country", title: "Country code", type: "string", validation: (r) => r.required().length(2) }),
      ],
    }),
    defineField({
      name: "geo",
      title: "Map position (default region)",
      type: "object",
      group: "contact",
      fields: [
        defineField({ name: "latitude", type: "number", validation: (r) => r.required().min(-90).max(90) }),
        defineField({ name: "longitude", type: "number", validation: (r) => r.required().min(-180).max(180) }),
      ],
    }),
    defineField({
      name: "hoursText",
      title: "Business hours (as shown)",
      type: "string",
      group: "contact",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "openingHours",
      title: "Business hours (structured data)",
      description: "schema.org format, e.g. Mo-Fr 09:00-17:00",
      type: "string",
      group: "contact",
      validation: (r) =>
        r
          .required()
          .regex(/^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/, { name: "opening hours" })
          .error('Write the hours as "Mo-Fr 09:00-17:00": days in two letters, times on the 24-hour clock'),
    }),
    defineField({
      name: "areaServed",
      title: "Areas served",
      type: "array",
      group: "contact",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "socialProfiles",
      title: "Social profiles",
      type: "array",
      group: "social",
      of: [
        defineArrayMember({
          type: "object",
          name: "socialProfile",
          fields: [
            defineField({
              name: "network",
              type: "string",
              options: { list: SOCIAL_NETWORKS },
              validation: (r) => r.required(),
            }),
            defineField({ name: "url", type: "url", validation: (r) => r.required().uri({ scheme: ["https"] }) }),
          ],
          preview: { select: { title: "network", subtitle: "url" } },
        }),
      ],
    }),
    defineField({
      name: "disclaimer",
      title: "General-information disclaimer",
      type: "text",
      rows: 4,
      group: "legal",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "trademarkNotices",
      title: "Trademark notices",
      type: "array",
      group: "legal",
      of: [defineArrayMember({ type: "text", rows: 3 })],
      validation: (r) => r.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
