import type { IndustrialMarket, SelfStorageMarket } from "@/src/content/types";
import { serverEnv } from "@/src/env";
import { placeJsonLd } from "@/src/seo/jsonLd";
import { PageShell } from "@/src/components/PageShell";
import { FaqList } from "@/src/components/richText/FaqList";
import { MetricTiles } from "@/src/components/richText/MetricTiles";
import { LocatorMap } from "@/src/components/charts/OntarioMap";
import { collectFaqs } from "./faqs";
import { PageHero } from "./PageHero";
import { PageSections, SectionFrame } from "./PageSections";
import { RelatedLinks } from "./RelatedLinks";

/** A regional market page (self-storage city or industrial area): figures, sections, FAQs. */
export function MarketPageView({ path, market }: { path: string; market: SelfStorageMarket | IndustrialMarket }) {
  const faqs = collectFaqs(market.sections, market.faqs);
  const place =
    market.geo?.latitude != null && market.geo.longitude != null
      ? [
          placeJsonLd(
            { name: market.name ?? "", latitude: market.geo.latitude, longitude: market.geo.longitude, path },
            serverEnv().SITE_URL,
          ),
        ]
      : [];
  return (
    <PageShell path={path} faqs={faqs} jsonLd={place} crumbLabel={market.name ?? undefined}>
      <PageHero page={market} aside={locator(path, market)}>
        <div className="mt-8">
          <MetricTiles tiles={market.metrics} />
        </div>
      </PageHero>
      <PageSections sections={market.sections} context={{ page: { figures: market.metrics } }} />
      {market.faqs && market.faqs.length > 0 && (
        <SectionFrame id="faq" heading="Frequently asked questions" muted>
          <FaqList items={market.faqs} />
        </SectionFrame>
      )}
      <RelatedLinks links={market.relatedLinks} />
    </PageShell>
  );
}

/** Where an area or city page's market is; the hub and the Ontario overview have no single place. */
function locator(path: string, market: SelfStorageMarket | IndustrialMarket) {
  const isArea = "city" in market || !["hub", "ontario"].includes(market.area ?? "");
  if (!isArea || market.geo?.latitude == null || market.geo.longitude == null) return undefined;
  return <LocatorMap place={{ name: market.name ?? "", href: path, latitude: market.geo.latitude, longitude: market.geo.longitude }} />;
}
