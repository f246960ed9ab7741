import { metadataForPath } from "./pageMetadata";
import { guidePath, type GuideSectionKey } from "../content/guidePaths";
import { ContentPageView } from "./page/ContentPageView";
import { GuideArticleView } from "./page/GuideArticleView";
import { IndustrialMarketView, industrialMarketPath, SelfStorageMarketView, selfStorageMarketPath } from "./page/marketViews";

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
