import { notFound } from "next/navigation";
import { findGuideArticle, findIndustrialMarket, findSelfStorageMarket, getGuideArticleKeys } from "@/src/content/content.server";
import type { IndustrialMarket, SelfStorageMarket } from "@/src/content/types";
import { metadataForDocument, metadataForPath } from "./pageMetadata";
import { guidePath, type GuideSectionKey } from "@/src/content/guidePaths";
import { ContentPageView } from "@/src/views/page/ContentPageView";
import { GuideArticleView } from "@/src/views/page/GuideArticleView";
import { IndustrialMarketView, industrialMarketPath, SelfStorageMarketView, selfStorageMarketPath } from "@/src/views/page/marketViews";

/** Route module parts for a fixed-path page whose content is a "contentPage" document. */
export function contentPage(path: string) {
  return {
    Page: () => <ContentPageView path={path} />,
    generateMetadata: () => metadataForPath(path),
  };
}

/** The slugs of a section's guides, from the dataset (a guide section's static params). */
export async function guideSlugs(section: GuideSectionKey): Promise<string[]> {
  return (await getGuideArticleKeys()).filter((key) => key.section === section).map((key) => key.slug);
}

/**
 * Route module parts for a guide article of a section, by slug: its own search fields (or a
 * metadata record for its path) if an editor wrote them, else its heading and excerpt; a slug the
 * section does not hold is a 404.
 */
export function guidePage(section: GuideSectionKey) {
  return {
    Page: async ({ slug }: { slug: string }) => {
      const article = await findGuideArticle(section, slug);
      if (!article) notFound();
      return <GuideArticleView section={section} slug={slug} article={article} />;
    },
    generateMetadata: async (slug: string) => {
      const article = await findGuideArticle(section, slug);
      if (!article) return {};
      return metadataForDocument(
        guidePath(section, slug),
        { title: article.heading ?? slug, description: article.excerpt ?? "", seo: article.seo },
        { ogType: "article" },
      );
    },
  };
}

/** Route module parts for an industrial market page: the hub, the Ontario overview or an area. */
export function industrialPage(area: string) {
  return {
    Page: () => <IndustrialMarketView area={area} />,
    generateMetadata: async () => marketMetadata(industrialMarketPath(area), await findIndustrialMarket(area)),
  };
}

/** Route module parts for a regional self-storage market page. */
export function selfStoragePage(city: string) {
  return {
    Page: () => <SelfStorageMarketView city={city} />,
    generateMetadata: async () => marketMetadata(selfStorageMarketPath(city), await findSelfStorageMarket(city)),
  };
}

/** A market's own search fields or metadata record if an editor wrote them, else its heading and summary. */
function marketMetadata(path: string, market: SelfStorageMarket | IndustrialMarket | null) {
  // No market of this key: the page is a 404, whose own metadata applies.
  if (!market) return {};
  return metadataForDocument(path, {
    title: market.heading ?? market.name ?? path,
    description: market.summary ?? market.lead ?? "",
    seo: market.seo,
  });
}
