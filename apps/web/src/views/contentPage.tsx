import { getPageMetadata } from "../content/content";
import { PageIntro } from "../components/PageIntro";
import { PageShell } from "../components/PageShell";
import { metadataForPath } from "./pageMetadata";
import { guidePath, type GuideSectionKey } from "../content/guidePaths";
import { ContentPageView } from "./page/ContentPageView";
import { GuideArticleView } from "./page/GuideArticleView";
import { IndustrialMarketView, industrialMarketPath, SelfStorageMarketView, selfStorageMarketPath } from "./page/marketViews";

/** A page that shows only its heading and lead from the path's metadata record (operator pages). */
export async function HeadingPage({ path }: { path: string }) {
  const record = await getPageMetadata(path);
  return (
    <PageShell path={path}>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageIntro record={record} />
      </section>
    </PageShell>
  );
}

/** Route module parts for a fixed-path page whose content is a "contentPage" document. */
export function contentPage(path: string) {
  return {
    Page: () => <ContentPageView path={path} />,
    generateMetadata: () => metadataForPath(path),
  };
}

/** Route module parts for a guide article (its metadata is an article's). */
export function guidePage(section: GuideSectionKey, slug: string) {
  const path = guidePath(section, slug);
  return {
    Page: () => <GuideArticleView section={section} slug={slug} />,
    generateMetadata: () => metadataForPath(path, { ogType: "article" }),
  };
}

/** Route module parts for an industrial market page: the hub, the Ontario overview or an area. */
export function industrialPage(area: string) {
  return {
    Page: () => <IndustrialMarketView area={area} />,
    generateMetadata: () => metadataForPath(industrialMarketPath(area)),
  };
}

/** Route module parts for a regional self-storage market page. */
export function selfStoragePage(city: string) {
  return {
    Page: () => <SelfStorageMarketView city={city} />,
    generateMetadata: () => metadataForPath(selfStorageMarketPath(city)),
  };
}
