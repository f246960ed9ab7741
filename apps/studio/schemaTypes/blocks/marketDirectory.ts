/** The market pages of one kind, drawn by apps/web/src/components/richText/MarketDirectory.tsx. */
import { PinIcon } from "@sanity/icons/Pin";
import { defineField, defineType } from "sanity";

export const marketDirectory = defineType({
  name: "marketDirectory",
  icon: PinIcon,
  title: "Market directory",
  type: "object",
  description: "Lists the published market pages of one kind, with links.",
  fields: [
    defineField({
      name: "market",
      type: "string",
      options: {
        list: [
          { title: "Self-storage (Ontario cities)", value: "selfStorage" },
          { title: "Industrial (areas)", value: "industrial" },
        ],
        layout: "radio",
      },
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { market: "market" }, prepare: ({ market }: { market?: string }) => ({ title: `Market directory: ${market}` }) },
});
