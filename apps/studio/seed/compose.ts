/**
 * Authoring helpers for the seed dataset. Content is written as readable TypeScript in
 * ./documents and compiled by ./build.ts into production.ndjson (Sanity's export format):
 * compact rich text becomes Portable Text, and every array item gets a stable _key.
 *
 * Inline markup in rich text strings: **bold**, *italic*, [label](/path/ or https://…).
 */

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

export interface Tile {
  value: string;
  label: string;
  note?: string;
}
export interface Card {
  title: string;
  text: string;
  badge?: string;
  href?: string;
  linkLabel?: string;
}
export interface Step {
  title: string;
  text: string;
  label?: string;
}
export interface Button {
  label: string;
  href: string;
  style?: "primary" | "secondary";
}
export interface Link {
  label: string;
  href: string;
}
/** A chart block (issue 22): numbers from a table or figures on the page, the market pages, or its own series. */
export interface Chart {
  title: string;
  description: string;
  kind: "range" | "bar" | "line";
  unit: string;
  note?: string;
  from:
    | { table: string; columns?: string[] }
    | { figures: string[] }
    | { markets: "selfStorage" | "industrial"; figures: string[] }
    | { series: { name: string; points: { label: string; value: number; high?: number }[] }[] };
}

export type RichBlock =
  | string
  /** A news article's body only: elsewhere rich text sits under its section's H2. */
  | { h2: string }
  | { h3: string }
  | { h4: string }
  | { quote: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: { caption: string; head: string[]; rows: string[][]; note?: string } }
  | { callout: { tone: "info" | "highlight" | "warning" | "success"; title: string; text: string } }
  | { tiles: Tile[] }
  | { cards: Card[]; columns?: 2 | 3 }
  | { steps: Step[] }
  | { checklist: { title: string; critical?: boolean; items: string[] } }
  /** ids of faqItem documents */
  | { faqs: string[] }
  | { buttons: Button[] }
  | { dealTeaser: { badge?: string; title: string; figures: Tile[]; text: string } }
  | { checklistDownload: { title: string; text?: string; label?: string } }
  | { directory: "selfStorage" | "industrial" }
  | { guides: "self-storage-insights" | "insights" }
  | { chart: Chart }
  | { map: "selfStorage" | "industrial"; title: string }
  | { newsList: true; heading?: string }
  | { agentCard: true; heading?: string }
  | { successStories: true; heading?: string };

type Span = { _type: "span"; text: string; marks: string[] };
type MarkDef = { _type: "link"; _key: string; href: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;

/** Splits one string with inline markup into spans and link definitions. */
export function inline(text: string): { children: Span[]; markDefs: MarkDef[] } {
  const children: Span[] = [];
  const markDefs: MarkDef[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) children.push({ _type: "span", text: text.slice(last, index), marks: [] });
    const [, label, href, bold, italic] = match;
    if (label !== undefined && href !== undefined) {
      const key = `link${markDefs.length + 1}`;
      markDefs.push({ _type: "link", _key: key, href });
      children.push({ _type: "span", text: label, marks: [key] });
    } else if (bold !== undefined) {
      children.push({ _type: "span", text: bold, marks: ["strong"] });
    } else if (italic !== undefined) {
      children.push({ _type: "span", text: italic, marks: ["em"] });
    }
    last = index + match[0].length;
  }
  if (last < text.length || children.length === 0) children.push({ _type: "span", text: text.slice(last), marks: [] });
  return { children, markDefs };
}

const textBlock = (text: string, style = "normal", list?: { listItem: "bullet" | "number" }) => ({
  _type: "block",
  style,
  ...(list ? { ...list, level: 1 } : {}),
  ...inline(text),
});

const tile = (t: Tile) => ({ _type: "metricTile", ...t });

function compile(block: RichBlock): Record<string, unknown>[] {
  if (typeof block === "string") return [textBlock(block)];
  if ("h2" in block) return [textBlock(block.h2, "h2")];
  if ("h3" in block) return [textBlock(block.h3, "h3")];
  if ("h4" in block) return [textBlock(block.h4, "h4")];
  if ("quote" in block) return [textBlock(block.quote, "blockquote")];
  if ("ul" in block) return block.ul.map((item) => textBlock(item, "normal", { listItem: "bullet" }));
  if ("ol" in block) return block.ol.map((item) => textBlock(item, "normal", { listItem: "number" }));
  if ("table" in block) {
    const { rows, ...rest } = block.table;
    return [{ _type: "dataTable", ...rest, rows: rows.map((cells) => ({ _type: "tableRow", cells })) }];
  }
  if ("callout" in block) return [{ _type: "callout", ...block.callout }];
  if ("tiles" in block) return [{ _type: "metricTiles", tiles: block.tiles.map(tile) }];
  if ("cards" in block)
    return [{ _type: "cardGrid", columns: block.columns ?? 3, cards: block.cards.map((c) => ({ _type: "card", ...c })) }];
  if ("steps" in block) return [{ _type: "steps", steps: block.steps.map((s) => ({ _type: "step", ...s })) }];
  if ("checklist" in block) return [{ _type: "checklist", critical: false, ...block.checklist }];
  if ("faqs" in block) return [{ _type: "faqGroup", items: block.faqs.map(reference) }];
  if ("buttons" in block) return [{ _type: "actionButtons", buttons: block.buttons.map(button) }];
  if ("dealTeaser" in block) {
    const { figures, ...rest } = block.dealTeaser;
    return [{ _type: "dealTeaser", ...rest, figures: figures.map(tile) }];
  }
  if ("checklistDownload" in block)
    return [{ _type: "checklistDownload", label: "Download the PDF checklist", ...block.checklistDownload }];
  if ("directory" in block) return [{ _type: "marketDirectory", market: block.directory }];
  if ("guides" in block) return [{ _type: "guideDirectory", section: block.guides }];
  if ("chart" in block) return [chartBlock(block.chart)];
  if ("map" in block) return [{ _type: "marketMap", market: block.map, title: block.title }];
  if ("newsList" in block) return [{ _type: "newsList", ...(block.heading ? { heading: block.heading } : {}) }];
  if ("agentCard" in block) return [{ _type: "agentCard", ...(block.heading ? { heading: block.heading } : {}) }];
  return [{ _type: "successStories", ...(block.heading ? { heading: block.heading } : {}) }];
}

function chartBlock({ from, ...rest }: Chart): Record<string, unknown> {
  if ("table" in from)
    return { _type: "chart", ...rest, source: "table", table: from.table, ...(from.columns ? { columns: from.columns } : {}) };
  if ("markets" in from) return { _type: "chart", ...rest, source: "markets", market: from.markets, figures: from.figures };
  if ("figures" in from) return { _type: "chart", ...rest, source: "figures", figures: from.figures };
  return {
    _type: "chart",
    ...rest,
    source: "series",
    series: from.series.map((one) => ({
      _type: "chartSeries",
      name: one.name,
      points: one.points.map((point) => ({ _type: "chartPoint", ...point })),
    })),
  };
}

export const rich = (blocks: RichBlock[]) => blocks.flatMap(compile);
export const reference = (id: string) => ({ _type: "reference", _ref: id });
export const button = (b: Button) => ({ _type: "actionLink", style: "primary", ...b });
export const link = (l: Link) => ({ _type: "relatedLink", ...l });

export interface SectionInput {
  heading: string;
  anchor?: string;
  tone?: "plain" | "muted";
  body: RichBlock[];
}
export const section = ({ body, ...rest }: SectionInput) => ({ _type: "pageSection", tone: "plain", ...rest, body: rich(body) });

/** A page document's "Search & sharing" fields (documents/pageMetadata.ts keeps the fixed pages'). */
export interface SeoInput {
  title: string;
  description: string;
  keywords?: string[];
  /** The social sharing image: a file under seed/images and its alternative text. */
  ogImage?: { file: string; alt: string };
}

const seoFields = ({ ogImage, ...text }: SeoInput) => ({
  _type: "seo",
  ...text,
  ...(ogImage ? { ogImage: { _type: "image", alt: ogImage.alt, _sanityAsset: `image@file://./images/${ogImage.file}` } } : {}),
});

export interface PageInput {
  seo?: SeoInput;
  eyebrow?: string;
  heading: string;
  lead: string;
  heroActions?: Button[];
  sections: SectionInput[];
  relatedLinks?: Link[];
}

const pageBody = ({ seo, heroActions, sections, relatedLinks, ...rest }: PageInput) => ({
  ...(seo ? { seo: seoFields(seo) } : {}),
  ...rest,
  ...(heroActions ? { heroActions: heroActions.map(button) } : {}),
  sections: sections.map(section),
  ...(relatedLinks ? { relatedLinks: relatedLinks.map(link) } : {}),
});

/** A page at a fixed path: `contentPage("/buy/", {...})` → document id `page.buy`. */
export function contentPage(path: string, input: PageInput): SeedDocument {
  const id = `page.${path.split("/").filter(Boolean).join(".")}`;
  return { _id: id, _type: "contentPage", path, ...pageBody(input) };
}

export interface GuideInput extends PageInput {
  section: "self-storage-insights" | "insights";
  slug: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt?: string;
  readTime: `${number} min read`;
  disclaimer?: string;
}

export function guideArticle({
  section: siteSection,
  slug,
  excerpt,
  author,
  publishedAt,
  updatedAt,
  readTime,
  disclaimer,
  ...page
}: GuideInput): SeedDocument {
  return {
    _id: `guide.${slug}`,
    _type: "guideArticle",
    section: siteSection,
    slug: { _type: "slug", current: slug },
    excerpt,
    author,
    publishedAt,
    ...(updatedAt ? { updatedAt } : {}),
    readTime,
    ...pageBody(page),
    ...(disclaimer ? { disclaimer } : {}),
  };
}

export interface MarketInput extends PageInput {
  name: string;
  summary: string;
  metrics: Tile[];
  faqs?: string[];
  geo?: { latitude: number; longitude: number };
}

function market(
  type: "selfStorageMarket" | "industrialMarket",
  keyField: "city" | "area",
  key: string,
  { name, summary, metrics, faqs, geo, ...page }: MarketInput,
): SeedDocument {
  return {
    _id: `${type}.${key}`,
    _type: type,
    [keyField]: key,
    name,
    summary,
    metrics: metrics.map(tile),
    ...pageBody(page),
    ...(faqs ? { faqs: faqs.map(reference) } : {}),
    ...(geo ? { geo } : {}),
  };
}

export type City = "toronto" | "york-region" | "london" | "hamilton" | "ottawa" | "niagara" | "mississauga" | "kitchener-waterloo";
export type IndustrialArea = "hub" | "ontario" | "toronto" | "gta" | "york-region" | "peel" | "durham";

// `string & {}` keeps the seed's names offered by the editor while letting fixtures add a market.
export const selfStorageMarket = (city: City | (string & {}), input: MarketInput) => market("selfStorageMarket", "city", city, input);
export const industrialMarket = (area: IndustrialArea | (string & {}), input: MarketInput) =>
  market("industrialMarket", "area", area, input);

/** An FAQ item document; reference it from pages by its id. */
export const faq = (id: `faq.${string}`, question: string, answer: string, topic?: string): SeedDocument => ({
  _id: id,
  _type: "faqItem",
  question,
  answer,
  ...(topic ? { topic } : {}),
});

export interface NewsInput {
  slug: string;
  title: string;
  excerpt: string;
  date: `${number}-${number}-${number}`;
  author: string;
  category: "Market Trends" | "Investment" | "Industry News" | "Regulations";
  readTime: `${number} min read`;
  featured?: boolean;
  /** The article's text; an article without one is listed but has no page of its own. */
  body?: RichBlock[];
}

export const newsArticle = ({ slug, featured = false, body, ...rest }: NewsInput): SeedDocument => ({
  _id: `news.${slug}`,
  _type: "newsArticle",
  slug: { _type: "slug", current: slug },
  featured,
  ...rest,
  ...(body ? { body: rich(body) } : {}),
});
