/**
 * The custom blocks an editor can place inside rich text, next to paragraphs, headings and lists.
 * One file per block, named like its renderer in apps/web/src/components/richText (the block's
 * parts, such as a table's rows or a chart's series, live in the block's file); this index only
 * lists them.
 */
import { actionButtons, actionLink } from "./actionLinks";
import { agentCard } from "./agentCard";
import { callout } from "./callout";
import { card, cardGrid } from "./cardGrid";
import { chart, chartPoint, chartSeries } from "./chartBlock";
import { checklist } from "./checklist";
import { checklistDownload } from "./checklistDownload";
import { dataTable, tableRow } from "./dataTable";
import { dealTeaser } from "./dealTeaser";
import { faqGroup } from "./faqList";
import { guideDirectory } from "./guideDirectory";
import { marketDirectory } from "./marketDirectory";
import { marketMap } from "./marketMapBlock";
import { metricTile, metricTiles } from "./metricTiles";
import { newsList } from "./newsList";
import { step, steps } from "./steps";
import { successStories } from "./successStoriesBlock";

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
