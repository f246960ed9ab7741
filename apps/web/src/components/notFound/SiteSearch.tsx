"use client";

import { useRouter } from "next/navigation";
import { useId, type FormEvent } from "react";
import { buttonClasses } from "@agency/ui";
import { finalPath } from "@/src/routing/redirects";
import { ruleDestination } from "@/src/routing/notFoundSearch";

/**
 * The 404 page's search box. With JavaScript a query a rule matches navigates in place; any
 * other query (and every query without JavaScript) goes to /api/site-search, which applies the
 * same rules, then searches the pages published from content, and redirects.
 */
export function SiteSearch() {
  const router = useRouter();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const entry = new FormData(event.currentTarget).get("q");
    const query = typeof entry === "string" ? entry : "";
    const rule = ruleDestination(query);
    if (!rule) return; // the form's own GET: the server searches the content
    event.preventDefault();
    router.push(finalPath(rule));
  }

  return (
    <form role="search" action="/api/site-search" method="get" onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-md gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search the site
      </label>
      {/* min-w-0: a text box is about 20 characters wide by default, and flex-1 alone never
          shrinks it below that: at 320 px the button went past the screen's edge. */}
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder="Try “ROI”, “sell” or “financing”"
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
      />
      <button type="submit" className={buttonClasses("primary")}>
        Search
      </button>
    </form>
  );
}
