import { Badge, cn } from "@agency/ui";
import type { RichTextBlockOf } from "@/src/content/types";
import { SmartLink } from "@/src/components/SmartLink";

export function CardGrid({ value }: { value: RichTextBlockOf<"cardGrid"> }) {
  const cards = value.cards ?? [];
  return (
    <ul className={cn("my-6 grid gap-5 sm:grid-cols-2", value.columns === 2 ? "" : "lg:grid-cols-3")}>
      {cards.map((card, index) => (
        <li key={index} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {card.badge && (
            <Badge tone="neutral" className="mb-3 self-start">
              {card.badge}
            </Badge>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
          {card.href && card.linkLabel && (
            <SmartLink
              href={card.href}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-800 hover:text-amber-900"
            >
              {card.linkLabel}
              <span aria-hidden="true">&nbsp;→</span>
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
