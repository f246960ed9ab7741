import { getIndustrialMarket, getSelfStorageMarket } from "../content/content";
import type { IndustrialMarket, SelfStorageMarket } from "../content/types";
import { metadataForDocument, metadataForPath } from "./pageMetadata";
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
    generateMetadata: async () => marketMetadata(industrialMarketPath(area), await getIndustrialMarket(area)),
  };
}

/** Route module parts for a regional self-storage market page. */
export function selfStoragePage(city: string) {
  return {
    Page: () => <SelfStorageMarketView city={city} />,
    generateMetadata: async () => marketMetadata(selfStorageMarketPath(city), await getSelfStorageMarket(city)),
  };
}

/** A market's own metadata record if an editor wrote one, else its heading and summary (a market published later). */
function marketMetadata(path: string, market: SelfStorageMarket | IndustrialMarket) {
  return metadataForDocument(path, { title: market.heading ?? market.name ?? path, description: market.summary ?? market.lead ?? "" });
}
