import type { PageBody } from "../../content/types";
import { SmartLink } from "../../components/SmartLink";

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
        <ul className="mt-4 flex flex-wrap gap-3">
          {complete.map((link) => (
            <li key={link._key}>
              <SmartLink
                href={link.href ?? "/"}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-amber-500 hover:text-slate-950"
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
