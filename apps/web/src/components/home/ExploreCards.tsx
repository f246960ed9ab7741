import Link from "next/link";
import type { LinkCard } from "@/src/content/types";

export function ExploreCards({ heading, cards }: { heading: string; cards: LinkCard[] }) {
  return (
    <section aria-labelledby="explore-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="explore-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-700">{card.text}</p>
            <Link href={card.href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-700 hover:text-amber-800">
              {card.linkLabel} <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
