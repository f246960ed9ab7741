import { getContentPage } from "@/src/content/content.server";
import { PageShell } from "@/src/components/PageShell";
import { collectFaqs } from "./faqs";
import { PageHero } from "./PageHero";
import { PageSections } from "./PageSections";
import { RelatedLinks } from "./RelatedLinks";

/** A fixed-path page (Buy, About, hubs, listings, indexes) rendered from its content document. */
export async function ContentPageView({ path }: { path: string }) {
  const page = await getContentPage(path);
  return (
    <PageShell path={path} faqs={collectFaqs(page.sections)}>
      <PageHero page={page} />
      <PageSections sections={page.sections} />
      <RelatedLinks links={page.relatedLinks} />
    </PageShell>
  );
}
