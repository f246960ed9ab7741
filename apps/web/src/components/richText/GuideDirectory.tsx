import { guidePath } from "@agency/paths";
import { getGuideDirectory } from "@/src/content/content.server";
import type { RichTextBlockOf } from "@/src/content/types";
import { SmartLink } from "@/src/components/SmartLink";

/**
 * The guides of one section as cards, so a guide published in the Studio appears on its index
 * without editing the page. The guides the page already presents in a hand-written card (with
 * its own wording) are left out, so an index lists each guide once.
 */
export async function GuideDirectory({ value, linked }: { value: RichTextBlockOf<"guideDirectory">; linked: ReadonlySet<string> }) {
  const section = value.section ?? "self-storage-insights";
  const guides = (await getGuideDirectory(section)).filter((guide) => !linked.has(guidePath(section, guide.slug)));
  if (guides.length === 0) return null;
  return (
    <ul className="my-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((guide) => (
        <li key={guide.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{guide.heading ?? guide.slug}</h3>
          <p className="mt-2 flex-1 text-slate-700">{guide.excerpt}</p>
          <SmartLink
            href={guidePath(section, guide.slug)}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-amber-800 hover:text-amber-900"
          >
            Read the guide<span className="sr-only">: {guide.heading ?? guide.slug}</span>
            <span aria-hidden="true">&nbsp;→</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
