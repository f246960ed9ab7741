import type { FaqEntry } from "@/src/seo/jsonLd";
import { cleanStega } from "@/src/content/stega";
import type { PageSection } from "@/src/content/types";

interface FaqLike {
  question: string | null;
  answer: string | null;
}

/** Every FAQ a page shows (FAQ blocks in its sections plus its own FAQ field), for FAQPage data. */
export function collectFaqs(sections: PageSection[] | null | undefined, extra: FaqLike[] | null | undefined = []): FaqEntry[] {
  const fromSections = (sections ?? []).flatMap((section) =>
    (section.body ?? []).flatMap((block) => (block._type === "faqGroup" ? (block.items ?? []) : [])),
  );
  const seen = new Set<string>();
  const entries: FaqEntry[] = [];
  for (const item of [...fromSections, ...(extra ?? [])]) {
    // The same question from two documents carries two different click-to-edit marks in a preview.
    if (!item.question || !item.answer) continue;
    const key = cleanStega(item.question);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ question: item.question, answer: item.answer });
  }
  return entries;
}
