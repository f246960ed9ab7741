import { Badge, buttonClasses } from "@agency/ui";
import { getSiteSettings } from "@/src/content/content.server";
import type { RichTextBlockOf } from "@/src/content/types";
import { telHref } from "@/src/navigation/contact";
import { MetricTiles } from "./MetricTiles";

/** The off-market deal teaser: headline figures, then the phone and e-mail to ask for the NDA. */
export async function DealTeaser({ value }: { value: RichTextBlockOf<"dealTeaser"> }) {
  const settings = await getSiteSettings();
  return (
    <article className="my-6 rounded-2xl bg-slate-900 p-6 text-white shadow-lg sm:p-8">
      {value.badge && <Badge tone="warning">{value.badge}</Badge>}
      <h3 className="mt-3 text-2xl font-bold">{value.title}</h3>
      <div className="text-slate-900">
        <MetricTiles tiles={value.figures} />
      </div>
      <p className="text-slate-200">{value.text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={telHref(settings.phone)} className={buttonClasses("primary", "lg")}>
          Call {settings.phone}
        </a>
        <a
          href={`mailto:${settings.email}?subject=${encodeURIComponent(`NDA request: ${value.title ?? "off-market facility"}`)}`}
          className={buttonClasses("inverse", "lg", "max-w-full [overflow-wrap:anywhere]")}
        >
          E-mail {settings.email}
        </a>
      </div>
    </article>
  );
}
