import type { PageSection } from "@/src/content/types";
import { sectionId } from "./sectionId";

/** "On this page" links for long articles (shown when there are at least four sections). */
export function TableOfContents({ sections }: { sections: PageSection[] | null | undefined }) {
  if (!sections || sections.length < 4) return null;
  return (
    <nav aria-labelledby="toc-heading" className="mx-auto max-w-6xl px-4 pt-10 print:hidden">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          On this page
        </h2>
        {/* The links are styled from the list: one class list, not one per link in the HTML and the component payload. */}
        <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 [&_a]:inline-flex [&_a]:min-h-9 [&_a]:items-center [&_a]:text-slate-800 [&_a]:underline-offset-4 [&_a:hover]:text-amber-800 [&_a:hover]:underline">
          {sections.map((section) => {
            const id = sectionId(section);
            return (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
