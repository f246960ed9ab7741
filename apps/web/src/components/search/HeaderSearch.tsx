import { cn } from "@agency/ui";
import { MAX_QUERY_LENGTH } from "@/src/search/searchRequest";

interface HeaderSearchProps {
  /** The text box's id: the header holds two boxes (wide screens, and the phone menu). */
  id: string;
  /** The landmark's name, different for each box so a screen reader can tell them apart. */
  label: string;
  className?: string;
}

/**
 * The site search box of every page's header (issue 34): a plain GET form to /search/, so it works
 * without JavaScript and adds no script to any page. A server component: nothing here runs in
 * the browser. The search landmark, a visible button and a label a screen reader announces.
 */
export function HeaderSearch({ id, label, className }: HeaderSearchProps) {
  return (
    <form role="search" aria-label={label} action="/search/" method="get" className={cn("flex min-w-0 gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      {/* min-w-0: flex-1 alone never shrinks a text box below its default 20 characters. */}
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        placeholder="Search"
        className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-slate-900 px-3 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4.2-4.2" />
        </svg>
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
