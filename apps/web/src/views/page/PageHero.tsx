import type { ReactNode } from "react";
import type { PageBody } from "@/src/content/types";
import { ActionLinks } from "@/src/components/ActionLinks";

/**
 * The top of every content page: eyebrow, H1, lead, buttons, and optional extras (article meta,
 * figures); `aside` (a market's locator map) sits beside the text on wide screens.
 */
export function PageHero({ page, children, aside }: { page: PageBody; children?: ReactNode; aside?: ReactNode }) {
  const text = (
    <>
      {page.eyebrow && <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">{page.eyebrow}</p>}
      <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
      <p className="mt-5 max-w-3xl text-lg text-slate-200">{page.lead}</p>
      {page.heroActions && page.heroActions.length > 0 && (
        <div className="mt-8">
          <ActionLinks actions={page.heroActions} inverse />
        </div>
      )}
    </>
  );
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {aside ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-10">
            <div>{text}</div>
            <div className="mt-8 lg:mt-2">{aside}</div>
          </div>
        ) : (
          text
        )}
        {children}
      </div>
    </header>
  );
}
