import { PortableText, type PortableTextComponents } from "@portabletext/react";
import type { ReactNode } from "react";
import type { RichTextBlock, RichTextBlockOf } from "@/src/content/types";
import { ActionLinks } from "@/src/components/ActionLinks";
import { SmartLink } from "@/src/components/SmartLink";
import { AgentCard } from "./AgentCard";
import type { ChartPage } from "@/src/components/charts/chartData";
import { Callout } from "./Callout";
import { ChartBlock } from "./ChartBlock";
import { CardGrid } from "./CardGrid";
import { Checklist } from "./Checklist";
import { ChecklistDownload } from "./ChecklistDownload";
import { DataTable } from "./DataTable";
import { DealTeaser } from "./DealTeaser";
import { FaqList } from "./FaqList";
import { GuideDirectory } from "./GuideDirectory";
import { MarketDirectory } from "./MarketDirectory";
import { MarketMapBlock } from "./MarketMapBlock";
import { MetricTiles } from "./MetricTiles";
import { NewsList } from "./NewsList";
import { Steps } from "./Steps";
import { SuccessStoriesBlock } from "./SuccessStoriesBlock";

/** Context a block may need from the page it sits on. */
export interface RichTextContext {
  /** Where the page's checklist PDF is served, when it has one. */
  checklistPdfHref?: string | undefined;
  /** The paths the page's hand-written cards link to (a guide directory leaves those guides out). */
  cardHrefs?: ReadonlySet<string> | undefined;
  /** The page's sections and key figures, which a chart block may draw from. */
  page?: ChartPage | undefined;
}

function EmbedHeading({ heading, children }: { heading: string | undefined; children: ReactNode }) {
  return (
    <>
      {heading && <h3 className="mt-8 text-xl font-semibold text-slate-900">{heading}</h3>}
      {children}
    </>
  );
}

export function richTextComponents(context: RichTextContext): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p className="my-4 leading-relaxed text-slate-800">{children}</p>,
      // Only a news article's body has H2s: elsewhere rich text sits in a section under its own H2.
      h2: ({ children }) => <h2 className="mt-10 mb-3 text-2xl font-semibold text-slate-900">{children}</h2>,
      h3: ({ children }) => <h3 className="mt-8 mb-3 text-xl font-semibold text-slate-900">{children}</h3>,
      h4: ({ children }) => <h4 className="mt-6 mb-2 text-lg font-semibold text-slate-900">{children}</h4>,
      blockquote: ({ children }) => (
        <blockquote className="my-6 border-l-4 border-amber-400 pl-5 text-lg text-slate-800 italic">{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 text-slate-800 marker:text-amber-600">{children}</ul>,
      number: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 text-slate-800">{children}</ol>,
    },
    marks: {
      link: ({ value, children }) => (
        <SmartLink
          href={(value as { href?: string } | undefined)?.href ?? "/"}
          className="font-medium text-amber-800 underline underline-offset-4 hover:text-amber-900"
        >
          {children}
        </SmartLink>
      ),
    },
    types: {
      dataTable: ({ value }: { value: RichTextBlockOf<"dataTable"> }) => <DataTable value={value} />,
      chart: ({ value }: { value: RichTextBlockOf<"chart"> }) => <ChartBlock value={value} page={context.page ?? {}} />,
      callout: ({ value }: { value: RichTextBlockOf<"callout"> }) => <Callout value={value} />,
      metricTiles: ({ value }: { value: RichTextBlockOf<"metricTiles"> }) => <MetricTiles tiles={value.tiles} />,
      cardGrid: ({ value }: { value: RichTextBlockOf<"cardGrid"> }) => <CardGrid value={value} />,
      steps: ({ value }: { value: RichTextBlockOf<"steps"> }) => <Steps value={value} />,
      checklist: ({ value }: { value: RichTextBlockOf<"checklist"> }) => <Checklist value={value} />,
      faqGroup: ({ value }: { value: RichTextBlockOf<"faqGroup"> }) => <FaqList items={value.items} />,
      actionButtons: ({ value }: { value: RichTextBlockOf<"actionButtons"> }) => (
        <div className="my-6">
          <ActionLinks actions={value.buttons} />
        </div>
      ),
      dealTeaser: ({ value }: { value: RichTextBlockOf<"dealTeaser"> }) => <DealTeaser value={value} />,
      checklistDownload: ({ value }: { value: RichTextBlockOf<"checklistDownload"> }) => (
        <ChecklistDownload value={value} pdfHref={context.checklistPdfHref} />
      ),
      marketDirectory: ({ value }: { value: RichTextBlockOf<"marketDirectory"> }) => <MarketDirectory value={value} />,
      guideDirectory: ({ value }: { value: RichTextBlockOf<"guideDirectory"> }) => (
        <GuideDirectory value={value} linked={context.cardHrefs ?? new Set()} />
      ),
      marketMap: ({ value }: { value: RichTextBlockOf<"marketMap"> }) => <MarketMapBlock value={value} />,
      newsList: ({ value }: { value: RichTextBlockOf<"newsList"> }) => (
        <EmbedHeading heading={value.heading}>
          <NewsList />
        </EmbedHeading>
      ),
      agentCard: ({ value }: { value: RichTextBlockOf<"agentCard"> }) => (
        <EmbedHeading heading={value.heading}>
          <AgentCard />
        </EmbedHeading>
      ),
      successStories: ({ value }: { value: RichTextBlockOf<"successStories"> }) => (
        <EmbedHeading heading={value.heading}>
          <SuccessStoriesBlock />
        </EmbedHeading>
      ),
    },
  };
}

/**
 * Text blocks and their spans without the Studio's `_key`s, which Portable Text would make their React
 * keys: 12 random characters each, written into the component payload of the page where gzip cannot
 * shorten them (decision 0032); it keys them by position instead. Other blocks keep theirs (a chart's
 * id is made from it), and so do mark definitions (a span's marks refer to them).
 */
export function withoutTextKeys(value: RichTextBlock[]) {
  return value.map((block) => {
    if (block._type !== "block") return block;
    return { ...block, _key: undefined, children: block.children?.map((span) => ({ ...span, _key: undefined })) };
  });
}

/** The one Portable Text renderer: every block type of the Studio's rich text has a component here. */
export function RichText({ value, context = {} }: { value: RichTextBlock[] | null | undefined; context?: RichTextContext }) {
  if (!value || value.length === 0) return null;
  return <PortableText value={withoutTextKeys(value)} components={richTextComponents(context)} onMissingComponent={false} />;
}
