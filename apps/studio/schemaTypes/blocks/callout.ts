/** A callout box, drawn by apps/web/src/components/richText/Callout.tsx. */
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";

export const callout = defineType({
  name: "callout",
  icon: InfoOutlineIcon,
  title: "Callout",
  type: "object",
  fields: [
    defineField({
      name: "tone",
      type: "string",
      options: { list: ["info", "highlight", "warning", "success"], layout: "radio" },
      initialValue: "info",
      validation: (r) => r.required(),
    }),
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 4, validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title", subtitle: "tone" } },
});
