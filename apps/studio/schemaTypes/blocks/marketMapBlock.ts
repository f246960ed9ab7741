/** A map of the market pages of one kind, drawn by apps/web/src/components/richText/MarketMapBlock.tsx. */
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { defineField, defineType } from "sanity";

/** A map of Ontario with every market page of one kind placed by its coordinates. */
export const marketMap = defineType({
  name: "marketMap",
  icon: EarthAmericasIcon,
  title: "Map of markets",
  type: "object",
  description: "A map of Ontario with a linked marker for every published market page of one kind (placed by its map coordinates).",
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
    defineField({ name: "title", type: "string", initialValue: "Where our markets are", validation: (r) => r.required() }),
  ],
  preview: {
    select: { title: "title", market: "market" },
    prepare: ({ title, market }: { title?: string; market?: string }) => ({ title, subtitle: `Map: ${market ?? ""}` }),
  },
});
