import { StarIcon } from "@sanity/icons/Star";
import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
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
    // The home page shows the stories in the order the team drags them into under Home → Success
    // stories (a hidden rank the drag-and-drop list keeps); a new story goes last.
    orderRankField({ type: "successStory", newItemPosition: "after" }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: "title", subtitle: "location", media: "image" } },
});
