import { StarIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const successStory = defineType({
  name: "successStory",
  icon: StarIcon,
  title: "Success story",
  type: "document",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "location", type: "string", validation: (r) => r.required() }),
    defineField({ name: "units", title: "Units", type: "number", validation: (r) => r.required().integer().positive() }),
    defineField({ name: "description", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({
      name: "image",
      type: "image",
      options: { hotspot: true },
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string", validation: (r) => r.required() })],
      validation: (r) => r.required(),
    }),
    defineField({ name: "sold", title: "Sold", type: "boolean", initialValue: true }),
    defineField({ name: "order", title: "Order on the home page", type: "number", initialValue: 0 }),
  ],
  orderings: [{ title: "Home page order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "location", media: "image" } },
});
