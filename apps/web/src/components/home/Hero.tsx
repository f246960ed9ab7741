import Link from "next/link";
import { buttonClasses } from "@agency/ui";
import type { HomePageContent } from "@/src/content/types";

type HomePage = NonNullable<HomePageContent["page"]>;

export function Hero({ page }: { page: HomePage }) {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {page.heroEyebrow && <p className="text-sm font-semibold tracking-wider text-amber-400 uppercase">{page.heroEyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{page.heroHeading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200">{page.heroLead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/self-storage/listings/" className={buttonClasses("primary", "lg")}>
            {page.buyersLabel}
          </Link>
          <Link href="/off-market/" className={buttonClasses("inverse", "lg")}>
            {page.sellersLabel}
          </Link>
        </div>
        {page.heroHighlights && page.heroHighlights.length > 0 && (
          <ul className="mt-10 grid gap-3 text-sm text-slate-200 sm:grid-cols-3">
            {page.heroHighlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="#f59e0b" strokeWidth="3">
                  <path d="M5 12l5 5 9-10" />
                </svg>
                {highlight}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
