import { cn } from "@agency/ui";
import type { PageSection } from "../../content/types";
import { RichText, type RichTextContext } from "../../components/richText/RichText";
import { sectionId } from "./sectionId";

/** A page's sections in order, each an H2 with its rich text; muted ones get a tinted band. */
export function PageSections({ sections, context }: { sections: PageSection[] | null | undefined; context?: RichTextContext }) {
  return (
    <>
      {(sections ?? []).map((section) => {
        const id = sectionId(section);
        return (
          <section key={section._key} aria-labelledby={id} className={cn("scroll-mt-6 py-10 sm:py-14", section.tone === "muted" ? "bg-slate-50" : "bg-white")}>
            <div className="mx-auto max-w-6xl px-4">
              <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {section.heading}
              </h2>
              <div className="max-w-none">
                <RichText value={section.body} context={context} />
              </div>
            </div>
          </section>
        );
      })}
    </>
  );
}
