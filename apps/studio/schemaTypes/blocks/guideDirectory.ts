/** A section's guides as cards, drawn by apps/web/src/components/richText/GuideDirectory.tsx. */
import { BookIcon } from "@sanity/icons/Book";
import { defineField, defineType } from "sanity";

export const guideDirectory = defineType({
  name: "guideDirectory",
  icon: BookIcon,
  title: "Guide directory",
  type: "object",
  description:
    "Lists the published guides of one section as cards (heading, excerpt, link), so a new guide appears on its index without editing it. Guides the page already links from a card are left out.",
  fields: [
    defineField({
      name: "section",
      type: "string",
      options: {
        list: [
          { title: "Self-storage insights (/self-storage/insights/)", value: "self-storage-insights" },
          { title: "Insights (/insights/)", value: "insights" },
        ],
        layout: "radio",
      },
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { section: "section" }, prepare: ({ section }: { section?: string }) => ({ title: `Guide directory: ${section}` }) },
});
