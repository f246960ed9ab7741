/** Metric tiles, drawn by apps/web/src/components/richText/MetricTiles.tsx. */
import { DashboardIcon } from "@sanity/icons/Dashboard";
import { NumberIcon } from "@sanity/icons/Number";
import { defineArrayMember, defineField, defineType } from "sanity";

export const metricTile = defineType({
  name: "metricTile",
  icon: NumberIcon,
  title: "Metric",
  type: "object",
  fields: [
    defineField({
      name: "value",
      description: 'The figure as shown, e.g. "92%" or "$3.25"',
      type: "string",
      validation: (r) => r.required().max(24),
    }),
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    defineField({ name: "note", type: "string" }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});

export const metricTiles = defineType({
  name: "metricTiles",
  icon: DashboardIcon,
  title: "Metric tiles",
  type: "object",
  fields: [
    defineField({
      name: "tiles",
      type: "array",
      of: [defineArrayMember({ type: "metricTile" })],
      validation: (r) => r.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { tiles: "tiles" },
    prepare: ({ tiles }: { tiles?: { value?: string }[] }) => ({
      title: (tiles ?? []).map((t) => t.value).join(" · "),
      subtitle: "Metric tiles",
    }),
  },
});
