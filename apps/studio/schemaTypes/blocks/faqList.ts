/** An FAQ (references to FAQ items), drawn by apps/web/src/components/richText/FaqList.tsx. */
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType } from "sanity";

export const faqGroup = defineType({
  name: "faqGroup",
  icon: HelpCircleIcon,
  title: "FAQ",
  type: "object",
  description: "Questions and answers, also published to search engines as FAQ structured data.",
  fields: [
    defineField({
      name: "items",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "faqItem" }] })],
      validation: (r) => r.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { items: "items" },
    prepare: ({ items }: { items?: unknown[] }) => ({ title: `${items?.length ?? 0} questions`, subtitle: "FAQ" }),
  },
});
