/** A chart, drawn by apps/web/src/components/richText/ChartBlock.tsx. */
import { BarChartIcon } from "@sanity/icons/BarChart";
import { DotIcon } from "@sanity/icons/Dot";
import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { defineArrayMember, defineField, defineType } from "sanity";

/*
 * Charts (issue 22). A chart draws numbers editors already enter elsewhere whenever it can: the
 * rows of a table on the same page, the key figures of the page, or every market page's key
 * figures, so a number is typed once. Only a chart with no other home for its numbers has its
 * own series. The site draws it on the server as SVG, with its numbers as a table one click away.
 */

export const chartPoint = defineType({
  name: "chartPoint",
  icon: DotIcon,
  title: "Point",
  type: "object",
  fields: [
    defineField({
      name: "label",
      description: 'The category or year, e.g. "Toronto" or "2024"',
      type: "string",
      validation: (r) => r.required(),
    }),
    defineField({ name: "value", description: "The figure, or the low end of a range", type: "number", validation: (r) => r.required() }),
    defineField({
      name: "high",
      description: "The high end, for a range; leave empty for a single figure",
      type: "number",
      validation: (r) =>
        r.custom((high, context) => {
          const value = (context.parent as { value?: number } | undefined)?.value;
          return high === undefined || value === undefined || high >= value ? true : "The high end must not be below the low end";
        }),
    }),
  ],
  preview: {
    select: { title: "label", value: "value", high: "high" },
    prepare: ({ title, value, high }: { title?: string; value?: number; high?: number }) => ({
      title,
      subtitle: high === undefined ? String(value ?? "") : `${value}–${high}`,
    }),
  },
});

export const chartSeries = defineType({
  name: "chartSeries",
  icon: TrendUpwardIcon,
  title: "Series",
  type: "object",
  fields: [
    defineField({ name: "name", type: "string", validation: (r) => r.required() }),
    defineField({ name: "points", type: "array", of: [defineArrayMember({ type: "chartPoint" })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { title: "name" } },
});

export const CHART_KINDS = [
  { title: "Range bars (low–high)", value: "range" },
  { title: "Bars", value: "bar" },
  { title: "Line over years", value: "line" },
] as const;

export const CHART_SOURCES = [
  { title: "A table on this page", value: "table" },
  { title: "Figures on this page (metric tiles, key figures, two-column tables)", value: "figures" },
  { title: "Every market page's key figures", value: "markets" },
  { title: "Its own series", value: "series" },
] as const;

type ChartParent = { source?: string; kind?: string } | undefined;
/** A field the chosen source needs (the Studio hides the others). */
const neededFor = (source: string, message: string) => (value: unknown, context: { parent?: unknown }) =>
  (context.parent as ChartParent)?.source === source &&
  (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
    ? message
    : true;
const hiddenUnless =
  (...sources: string[]) =>
  ({ parent }: { parent?: unknown }) =>
    !sources.includes((parent as ChartParent)?.source ?? "");

export const chart = defineType({
  name: "chart",
  icon: BarChartIcon,
  title: "Chart",
  type: "object",
  description: "A chart drawn from a table on this page, the page's figures, every market page's figures, or its own series.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "description",
      title: "Text description",
      type: "text",
      rows: 2,
      description: "What the chart shows, in a sentence or two, for readers who cannot see it (screen readers read it)",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "kind",
      type: "string",
      options: { list: [...CHART_KINDS], layout: "radio" },
      initialValue: "range",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "source",
      title: "Numbers from",
      type: "string",
      options: { list: [...CHART_SOURCES], layout: "radio" },
      initialValue: "table",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "table",
      title: "Table caption",
      type: "string",
      description: "The caption of a table in this page's sections, exactly as written; its first column labels the bars",
      hidden: hiddenUnless("table"),
      validation: (r) =>
        r.custom(neededFor("table", "Name the table to draw (its caption)")).custom((caption, context) => {
          if ((context.parent as ChartParent)?.source !== "table" || !caption) return true;
          return pageTableCaptions(context.document).includes(caption) ? true : `No table on this page has the caption "${caption}"`;
        }),
    }),
    defineField({
      name: "columns",
      title: "Columns to draw",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: "Column headings of the table, each drawn as one series; empty: every column whose cells are numbers",
      hidden: hiddenUnless("table"),
    }),
    defineField({
      name: "figures",
      title: "Figures to draw",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: 'Labels of figures as written on the page or the market pages, e.g. "Standard rent per sq ft"',
      hidden: hiddenUnless("figures", "markets"),
      validation: (r) =>
        r.custom(neededFor("figures", "Name at least one figure")).custom(neededFor("markets", "Name at least one figure")),
    }),
    defineField({
      name: "market",
      title: "Markets",
      type: "string",
      options: {
        list: [
          { title: "Self-storage (Ontario cities)", value: "selfStorage" },
          { title: "Industrial (areas)", value: "industrial" },
        ],
        layout: "radio",
      },
      hidden: hiddenUnless("markets"),
      validation: (r) => r.custom(neededFor("markets", "Choose which market pages to compare")),
    }),
    defineField({
      name: "series",
      type: "array",
      of: [defineArrayMember({ type: "chartSeries" })],
      hidden: hiddenUnless("series"),
      validation: (r) => r.custom(neededFor("series", "Add at least one series")),
    }),
    defineField({
      name: "unit",
      type: "string",
      description: 'What the axis measures, e.g. "$ per sq ft per month" or "M sq ft"',
      validation: (r) => r.required(),
    }),
    defineField({
      name: "note",
      title: "Caveat",
      type: "string",
      description: 'e.g. "Estimates as of 2024". Empty: the table\'s note, or "Estimate" when the figures are marked as estimates',
    }),
  ],
  preview: {
    select: { title: "title", kind: "kind", source: "source" },
    prepare: ({ title, kind, source }: { title?: string; kind?: string; source?: string }) => ({
      title,
      subtitle: `Chart: ${kind ?? ""} from ${source ?? ""}`,
    }),
  },
});

/** The captions of every table in a page document's sections. */
function pageTableCaptions(document: unknown): string[] {
  const sections = (document as { sections?: { body?: { _type?: string; caption?: string }[] }[] } | undefined)?.sections ?? [];
  return sections.flatMap((section) =>
    (section.body ?? []).filter((block) => block._type === "dataTable" && block.caption).map((block) => block.caption as string),
  );
}
