import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType } from "sanity";

export const homePage = defineType({
  name: "homePage",
  icon: HomeIcon,
  title: "Home page",
  type: "document",
  groups: [
    { name: "hero", title: "Hero", default: true },
    { name: "sections", title: "Sections" },
  ],
  fields: [
    defineField({ name: "heroEyebrow", title: "Hero eyebrow", type: "string", group: "hero" }),
    defineField({ name: "heroHeading", title: "Hero heading", type: "string", group: "hero", validation: (r) => r.required() }),
    defineField({ name: "heroLead", title: "Hero lead", type: "text", rows: 3, group: "hero", validation: (r) => r.required() }),
    defineField({ name: "buyersLabel", title: "For Buyers button", type: "string", group: "hero", validation: (r) => r.required() }),
    defineField({ name: "sellersLabel", title: "For Sellers button", type: "string", group: "hero", validation: (r) => r.required() }),
    defineField({
      name: "heroHighlights",
      title: "Hero highlights",
      type: "array",
      group: "hero",
      of: [defineArrayMember({ type: "string" })],
      validation: (r) => r.max(4),
    }),
    defineField({
      name: "successHeading",
      title: "Success stories heading",
      type: "string",
      group: "sections",
      validation: (r) => r.required(),
    }),
    defineField({ name: "successLead", title: "Success stories lead", type: "text", rows: 2, group: "sections" }),
    defineField({
      name: "calculatorHeading",
      title: "Value calculator heading",
      type: "string",
      group: "sections",
      validation: (r) => r.required(),
    }),
    defineField({ name: "calculatorLead", title: "Value calculator lead", type: "text", rows: 2, group: "sections" }),
    defineField({ name: "exploreHeading", title: "Explore heading", type: "string", group: "sections", validation: (r) => r.required() }),
    defineField({
      name: "exploreCards",
      title: "Explore cards",
      type: "array",
      group: "sections",
      of: [defineArrayMember({ type: "linkCard" })],
      validation: (r) => r.min(1),
    }),
    defineField({
      name: "marketsHeading",
      title: "Regional markets heading",
      type: "string",
      group: "sections",
      validation: (r) => r.required(),
    }),
    defineField({ name: "marketsLead", title: "Regional markets lead", type: "text", rows: 2, group: "sections" }),
    defineField({
      name: "marketLinks",
      title: "Regional market links",
      type: "array",
      group: "sections",
      of: [
        defineArrayMember({
          type: "object",
          name: "marketLink",
          fields: [
            defineField({ name: "label", type: "string", validation: (r) => r.required() }),
            defineField({ name: "href", type: "string", validation: (r) => r.required() }),
          ],
        }),
      ],
    }),
    defineField({ name: "agentHeading", title: "Agent block heading", type: "string", group: "sections", validation: (r) => r.required() }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
