import { defineArrayMember, defineField, defineType } from "sanity";
import { LINK_PATTERN } from "../validation";

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
    validation: (r) => r.required().regex(LINK_PATTERN, { name: "link" }),
  });

export const tableRow = defineType({
  name: "tableRow",
  title: "Row",
  type: "object",
  fields: [defineField({ name: "cells", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) })],
  preview: { select: { cells: "cells" }, prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(" | ") }) },
});

export const dataTable = defineType({
  name: "dataTable",
  title: "Table",
  type: "object",
  fields: [
    defineField({ name: "caption", type: "string", validation: (r) => r.required() }),
    defineField({ name: "head", title: "Column headings", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(2) }),
    defineField({
      name: "rows",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (r) =>
        r.required().min(1).custom((rows, context) => {
          const columns = (context.parent as { head?: string[] } | undefined)?.head?.length ?? 0;
          const bad = (rows as { cells?: string[] }[] | undefined)?.findIndex((row) => (row.cells?.length ?? 0) !== columns) ?? -1;
          return bad === -1 ? true : `Row ${bad + 1} must have ${columns} cells, one per column heading`;
        }),
    }),
    defineField({ name: "note", title: "Note under the table", type: "string" }),
  ],
  preview: { select: { title: "caption" }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: "Table" }) },
});

export const callout = defineType({
  name: "callout",
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
  title: "Metric",
  type: "object",
  fields: [
    defineField({ name: "value", description: 'The figure as shown, e.g. "92%" or "$3.25"', type: "string", validation: (r) => r.required().max(24) }),
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    defineField({ name: "note", type: "string" }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});

export const metricTiles = defineType({
  name: "metricTiles",
  title: "Metric tiles",
  type: "object",
  fields: [defineField({ name: "tiles", type: "array", of: [defineArrayMember({ type: "metricTile" })], validation: (r) => r.required().min(1).max(6) })],
  preview: { select: { tiles: "tiles" }, prepare: ({ tiles }: { tiles?: { value?: string }[] }) => ({ title: (tiles ?? []).map((t) => t.value).join(" · "), subtitle: "Metric tiles" }) },
});

export const card = defineType({
  name: "card",
  title: "Card",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({ name: "badge", type: "string", description: "Optional short label shown above the title" }),
    defineField({ name: "href", title: "Link", type: "string", validation: (r) => r.regex(LINK_PATTERN, { name: "link" }) }),
    defineField({
      name: "linkLabel",
      title: "Link label",
      type: "string",
      validation: (r) =>
        r.custom((label, context) => ((context.parent as { href?: string } | undefined)?.href && !label ? "A card with a link needs a link label" : true)),
    }),
  ],
  preview: { select: { title: "title", subtitle: "href" } },
});

export const cardGrid = defineType({
  name: "cardGrid",
  title: "Cards",
  type: "object",
  fields: [
    defineField({ name: "columns", type: "number", options: { list: [2, 3] }, initialValue: 3, validation: (r) => r.required() }),
    defineField({ name: "cards", type: "array", of: [defineArrayMember({ type: "card" })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { cards: "cards" }, prepare: ({ cards }: { cards?: { title?: string }[] }) => ({ title: (cards ?? []).map((c) => c.title).join(" · "), subtitle: "Cards" }) },
});

export const step = defineType({
  name: "step",
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
  title: "Numbered steps",
  type: "object",
  fields: [defineField({ name: "steps", type: "array", of: [defineArrayMember({ type: "step" })], validation: (r) => r.required().min(2) })],
  preview: { select: { steps: "steps" }, prepare: ({ steps }: { steps?: unknown[] }) => ({ title: `${steps?.length ?? 0} steps` }) },
});

export const checklist = defineType({
  name: "checklist",
  title: "Checklist section",
  type: "object",
  description: "A numbered checklist; the due diligence article's PDF is built from these.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "critical", title: "Critical section", description: "Shows a red 'Critical Section' badge", type: "boolean", initialValue: false }),
    defineField({ name: "items", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { title: "title", critical: "critical" }, prepare: ({ title, critical }: { title?: string; critical?: boolean }) => ({ title, subtitle: critical ? "Critical Section" : "Checklist" }) },
});

export const faqGroup = defineType({
  name: "faqGroup",
  title: "FAQ",
  type: "object",
  description: "Questions and answers, also published to search engines as FAQ structured data.",
  fields: [defineField({ name: "items", type: "array", of: [defineArrayMember({ type: "reference", to: [{ type: "faqItem" }] })], validation: (r) => r.required().min(1).unique() })],
  preview: { select: { items: "items" }, prepare: ({ items }: { items?: unknown[] }) => ({ title: `${items?.length ?? 0} questions`, subtitle: "FAQ" }) },
});

export const actionLink = defineType({
  name: "actionLink",
  title: "Button",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    link("href", "Link"),
    defineField({ name: "style", type: "string", options: { list: ["primary", "secondary"], layout: "radio" }, initialValue: "primary", validation: (r) => r.required() }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

export const actionButtons = defineType({
  name: "actionButtons",
  title: "Buttons",
  type: "object",
  fields: [defineField({ name: "buttons", type: "array", of: [defineArrayMember({ type: "actionLink" })], validation: (r) => r.required().min(1).max(4) })],
  preview: { select: { buttons: "buttons" }, prepare: ({ buttons }: { buttons?: { label?: string }[] }) => ({ title: (buttons ?? []).map((b) => b.label).join(" · "), subtitle: "Buttons" }) },
});

export const marketDirectory = defineType({
  name: "marketDirectory",
  title: "Market directory",
  type: "object",
  description: "Lists the published market pages of one kind, with links.",
  fields: [
    defineField({
      name: "market",
      type: "string",
      options: { list: [{ title: "Self-storage (Ontario cities)", value: "selfStorage" }, { title: "Industrial (areas)", value: "industrial" }], layout: "radio" },
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { market: "market" }, prepare: ({ market }: { market?: string }) => ({ title: `Market directory: ${market}` }) },
});

export const guideDirectory = defineType({
  name: "guideDirectory",
  title: "Guide directory",
  type: "object",
  description:
    "Lists the published guides of one section as cards (heading, excerpt, link), so a new guide appears on its index without editing it. Guides the page already links from a card are left out.",
  fields: [
    defineField({
      name: "section",
      type: "string",
      options: { list: [{ title: "Self-storage insights (/self-storage/insights/)", value: "self-storage-insights" }, { title: "Insights (/insights/)", value: "insights" }], layout: "radio" },
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { section: "section" }, prepare: ({ section }: { section?: string }) => ({ title: `Guide directory: ${section}` }) },
});

/** Blocks without fields: they show content that lives in its own documents. */
const embed = (name: string, title: string, description: string) =>
  defineType({
    name,
    title,
    type: "object",
    description,
    fields: [defineField({ name: "heading", type: "string", description: "Optional heading above the block" })],
    preview: { select: { heading: "heading" }, prepare: ({ heading }: { heading?: string }) => ({ title: heading ?? title }) },
  });

export const newsList = embed("newsList", "News articles", "The news articles, newest first; the featured one is shown first.");
export const agentCard = embed("agentCard", "Agent profile card", "The agent profile (Settings → Agent profile).");
export const successStories = embed("successStories", "Success stories", "The sold-facility cards (Home → Success stories).");

export const dealTeaser = defineType({
  name: "dealTeaser",
  title: "Off-market deal teaser",
  type: "object",
  fields: [
    defineField({ name: "badge", type: "string", initialValue: "Exclusive off-market" }),
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "figures", type: "array", of: [defineArrayMember({ type: "metricTile" })], validation: (r) => r.required().min(1).max(4) }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: "Deal teaser (shows phone and e-mail)" }) },
});

export const checklistDownload = defineType({
  name: "checklistDownload",
  title: "Checklist PDF download",
  type: "object",
  description: "A download button for a PDF built from this article's checklist sections.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 2 }),
    defineField({ name: "label", title: "Button label", type: "string", initialValue: "Download the PDF checklist", validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title" } },
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
];

/** Custom blocks allowed in rich text, in the order the insert menu lists them. */
export const richTextBlockNames = [
  "dataTable",
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
  "newsList",
  "agentCard",
  "successStories",
] as const;
