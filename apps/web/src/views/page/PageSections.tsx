import { cn } from "@agency/ui";
import type { ReactNode } from "react";
import type { PageSection } from "@/src/content/types";
import { RichText, type RichTextContext } from "@/src/components/richText/RichText";
import { sectionId } from "./sectionId";

/** One band of a page: an H2 labelling the section, on a white or tinted background. */
export function SectionFrame({ id, heading, muted, children }: { id: string; heading: ReactNode; muted: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("scroll-mt-6 py-10 sm:py-14", muted ? "bg-slate-50" : "bg-white")}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Every link of the page's hand-written cards, for the blocks that list what the page does not already link. */
function cardHrefs(sections: PageSection[]): Set<string> {
  const hrefs = new Set<string>();
  for (const section of sections) {
    for (const block of section.body ?? []) {
      if (block._type === "cardGrid") for (const card of block.cards ?? []) if (card.href) hrefs.add(card.href);
    }
  }
  return hrefs;
}

/**
 * A page's sections in order, each an H2 with its rich text; muted ones get a tinted band. Every
 * block sees the page's sections (a chart draws a table from another section) and the links of
 * its hand-written cards (a guide directory leaves those guides out).
 */
export function PageSections({ sections, context }: { sections: PageSection[] | null | undefined; context?: RichTextContext }) {
  const withPage: RichTextContext = { ...context, cardHrefs: cardHrefs(sections ?? []), page: { sections, ...context?.page } };
  return (
    <>
      {(sections ?? []).map((section) => {
        const id = sectionId(section);
        return (
          <SectionFrame key={id} id={id} heading={section.heading} muted={section.tone === "muted"}>
            <RichText value={section.body} context={withPage} />
          </SectionFrame>
        );
      })}
    </>
  );
}
