/** An off-market deal teaser, drawn by apps/web/src/components/richText/DealTeaser.tsx. */
import { LockIcon } from "@sanity/icons/Lock";
import { defineArrayMember, defineField, defineType } from "sanity";

export const dealTeaser = defineType({
  name: "dealTeaser",
  icon: LockIcon,
  title: "Off-market deal teaser",
  type: "object",
  fields: [
    defineField({ name: "badge", type: "string", initialValue: "Exclusive off-market" }),
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "figures",
      type: "array",
      of: [defineArrayMember({ type: "metricTile" })],
      validation: (r) => r.required().min(1).max(4),
    }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
  ],
  preview: {
    select: { title: "title" },
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: "Deal teaser (shows phone and e-mail)" }),
  },
});
