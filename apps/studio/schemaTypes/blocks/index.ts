import { BarChartIcon } from "@sanity/icons/BarChart";
import { BookIcon } from "@sanity/icons/Book";
import { DashboardIcon } from "@sanity/icons/Dashboard";
import { DocumentPdfIcon } from "@sanity/icons/DocumentPdf";
import { DotIcon } from "@sanity/icons/Dot";
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { LaunchIcon } from "@sanity/icons/Launch";
import { LockIcon } from "@sanity/icons/Lock";
import { NumberIcon } from "@sanity/icons/Number";
import { OlistIcon } from "@sanity/icons/Olist";
import { PinIcon } from "@sanity/icons/Pin";
import { SquareIcon } from "@sanity/icons/Square";
import { TaskIcon } from "@sanity/icons/Task";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { ThListIcon } from "@sanity/icons/ThList";
import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { UserIcon } from "@sanity/icons/User";
import { StarIcon } from "@sanity/icons/Star";
import type { ComponentType } from "react";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LINK_MESSAGE, LINK_PATTERN } from "../validation";
import { TableInput } from "../../components/TableInput";
import { newKey, rowCountProblem, type TableValue } from "../../components/tableEdits";

/**
 * The custom blocks an editor can place inside rich text, next to paragraphs, headings and lists.
 * Each has one renderer in apps/web/src/components/richText.
 */

const link = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    description: 'A site path such as "/contact/", or an https:// address',
    validation: (r) => r.required().regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
  });

export const tableRow = defineType({
  name: "tableRow",
  icon: ThListIcon,
  title: "Row",
  type: "object",
  fields: [
    defineField({ name: "cells", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { cells: "cells" }, prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(" | ") }) },
});

export const dataTable = defineType({
  name: "dataTable",
  icon: ThLargeIcon,
  title: "Table",
  type: "object",
  fields: [
    defineField({ name: "caption", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "head",
      title: "Column headings",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (r) => r.required().min(2),
    }),
    defineField({
      name: "rows",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (r) =>
        r
          .required()
          .min(1)
          .custom((rows, context) => {
            const head = (context.parent as { head?: string[] } | undefined)?.head;
            return rowCountProblem({ head, rows: rows as TableValue["rows"] }) ?? true;
          }),
    }),
    defineField({ name: "note", title: "Note under the table", type: "string" }),
  ],
  // Edited as one grid: headings on top, a labelled cell per row and column (components/TableInput.tsx).
  components: { input: TableInput },
  initialValue: () => ({ head: ["", ""], rows: [{ _type: "tableRow", _key: newKey(), cells: ["", ""] }] }),
  preview: { select: { title: "caption" }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: "Table" }) },
});

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

export const card = defineType({
  name: "card",
  icon: SquareIcon,
  title: "Card",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({ name: "badge", type: "string", description: "Optional short label shown above the title" }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      validation: (r) => r.regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
    }),
    defineField({
      name: "linkLabel",
      title: "Link label",
      type: "string",
      validation: (r) =>
        r.custom((label, context) =>
          (context.parent as { href?: string } | undefined)?.href && !label ? "A card with a link needs a link label" : true,
        ),
    }),
  ],
  preview: { select: { title: "title", subtitle: "href" } },
});

export const cardGrid = defineType({
  name: "cardGrid",
  icon: ThLargeIcon,
  title: "Cards",
  type: "object",
  fields: [
    defineField({ name: "columns", type: "number", options: { list: [2, 3] }, initialValue: 3, validation: (r) => r.required() }),
    defineField({ name: "cards", type: "array", of: [defineArrayMember({ type: "card" })], validation: (r) => r.required().min(1) }),
  ],
  preview: {
    select: { cards: "cards" },
    prepare: ({ cards }: { cards?: { title?: string }[] }) => ({ title: (cards ?? []).map((c) => c.title).join(" · "), subtitle: "Cards" }),
  },
});

export const step = defineType({
  name: "step",
  icon: OlistIcon,
  title: "Step",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", description: 'Optional, e.g. "Days 1–7"; the step number is shown otherwise' }),
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title", subtitle: "label" } },
});

export const steps = defineType({
  name: "steps",
  icon: OlistIcon,
  title: "Numbered steps",
  type: "object",
  fields: [
    defineField({ name: "steps", type: "array", of: [defineArrayMember({ type: "step" })], validation: (r) => r.required().min(2) }),
  ],
  preview: { select: { steps: "steps" }, prepare: ({ steps }: { steps?: unknown[] }) => ({ title: `${steps?.length ?? 0} steps` }) },
});

export const checklist = defineType({
  name: "checklist",
  icon: TaskIcon,
  title: "Checklist section",
  type: "object",
  description: "A numbered checklist; the due diligence article's PDF is built from these.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "critical",
      title: "Critical section",
      description: "Shows a red 'Critical Section' badge",
      type: "boolean",
      initialValue: false,
    }),
    defineField({ name: "items", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) }),
  ],
  preview: {
    select: { title: "title", critical: "critical" },
    prepare: ({ title, critical }: { title?: string; critical?: boolean }) => ({
      title,
      subtitle: critical ? "Critical Section" : "Checklist",
    }),
  },
});

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

export const actionLink = defineType({
  name: "actionLink",
  icon: LaunchIcon,
  title: "Button",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    link("href", "Link"),
    defineField({
      name: "style",
      type: "string",
      options: { list: ["primary", "secondary"], layout: "radio" },
      initialValue: "primary",
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

export const actionButtons = defineType({
  name: "actionButtons",
  icon: LaunchIcon,
  title: "Buttons",
  type: "object",
  fields: [
    defineField({
      name: "buttons",
      type: "array",
      of: [defineArrayMember({ type: "actionLink" })],
      validation: (r) => r.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { buttons: "buttons" },
    prepare: ({ buttons }: { buttons?: { label?: string }[] }) => ({
      title: (buttons ?? []).map((b) => b.label).join(" · "),
      subtitle: "Buttons",
    }),
  },
});

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

/** Blocks without fields: they show content that lives in its own documents. */
const embed = (name: string, title: string, description: string, icon: ComponentType) =>
  defineType({
    name,
    icon,
    title,
    type: "object",
    description,
    fields: [defineField({ name: "heading", type: "string", description: "Optional heading above the block" })],
    preview: { select: { heading: "heading" }, prepare: ({ heading }: { heading?: string }) => ({ title: heading ?? title }) },
  });

export const newsList = embed(
  "newsList",
  "News articles",
  "The news articles, newest first; the featured one is shown first.",
  DocumentTextIcon,
);
export const agentCard = embed("agentCard", "Agent profile card", "The agent profile (Settings → Agent profile).", UserIcon);
export const successStories = embed("successStories", "Success stories", "The sold-facility cards (Home → Success stories).", StarIcon);

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

export const checklistDownload = defineType({
  name: "checklistDownload",
  icon: DocumentPdfIcon,
  title: "Checklist PDF download",
  type: "object",
  description: "A download button for a PDF built from this article's checklist sections.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 2 }),
    defineField({
      name: "label",
      title: "Button label",
      type: "string",
      initialValue: "Download the PDF checklist",
      validation: (r) => r.required(),
    }),
  ],
  // The PDF is drawn from the checklist blocks of a guide article: anywhere else the button has nothing to offer.
  validation: (r) =>
    r
      .custom((_value, context) =>
        context.document?._type === "guideArticle" && containsType(context.document, "checklist")
          ? true
          : "A checklist download works only in a guide article with checklist blocks (its PDF is drawn from them): remove it here, or add checklists",
      )
      .error(),
  preview: { select: { title: "title" } },
});

/** Whether a value holds, at any depth, an object of this _type (a block in a page's sections). */
export function containsType(value: unknown, type: string): boolean {
  if (Array.isArray(value)) return value.some((item) => containsType(item, type));
  if (typeof value !== "object" || value === null) return false;
  if ((value as { _type?: unknown })._type === type) return true;
  return Object.values(value).some((item) => containsType(item, type));
}

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

export const blockTypes = [
  tableRow,
  dataTable,
  callout,
  metricTile,
  metricTiles,
  card,
  cardGrid,
  step,
  steps,
  checklist,
  faqGroup,
  actionLink,
  actionButtons,
  marketDirectory,
  guideDirectory,
  newsList,
  agentCard,
  successStories,
  dealTeaser,
  checklistDownload,
  chartPoint,
  chartSeries,
  chart,
  marketMap,
];

/** Custom blocks allowed in rich text, in the order the insert menu lists them. */
export const richTextBlockNames = [
  "dataTable",
  "chart",
  "callout",
  "metricTiles",
  "cardGrid",
  "steps",
  "checklist",
  "faqGroup",
  "actionButtons",
  "dealTeaser",
  "checklistDownload",
  "marketDirectory",
  "guideDirectory",
  "marketMap",
  "newsList",
  "agentCard",
  "successStories",
] as const;
