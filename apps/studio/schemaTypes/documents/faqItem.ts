import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineField, defineType } from "sanity";

/** One question and answer; pages place FAQ items through FAQ blocks or their FAQ field. */
export const faqItem = defineType({
  name: "faqItem",
  icon: HelpCircleIcon,
  title: "FAQ item",
  type: "document",
  fields: [
    defineField({ name: "question", type: "string", validation: (r) => [r.required(), r.max(160).warning("Keep questions short")] }),
    defineField({
      name: "answer",
      type: "text",
      rows: 5,
      description: "Plain text; a blank line starts a new paragraph.",
      validation: (r) => r.required(),
    }),
    defineField({ name: "topic", type: "string", description: "For finding questions in the Studio, e.g. Hamilton, ROI, Valuation" }),
  ],
  preview: { select: { title: "question", subtitle: "topic" } },
});
