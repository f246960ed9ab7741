import type { PageBody } from "@/src/content/types";
import { SmartLink } from "@/src/components/SmartLink";

/** "Related" links at the end of a page. */
export function RelatedLinks({ links }: { links: PageBody["relatedLinks"] }) {
  const complete = (links ?? []).filter((link) => link.label && link.href);
  if (complete.length === 0) return null;
  return (
    <nav aria-labelledby="related-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
          Related
        </h2>
        {/* The links are styled from the list: one class list, not one per link in the HTML and the component payload. */}
        <ul className="mt-4 flex flex-wrap gap-3 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:rounded-full [&_a]:border [&_a]:border-slate-300 [&_a]:px-4 [&_a]:text-sm [&_a]:font-medium [&_a]:text-slate-800 [&_a:hover]:border-amber-500 [&_a:hover]:text-slate-950">
          {complete.map((link, index) => (
            <li key={index}>
              <SmartLink href={link.href ?? "/"}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
