import { notFound } from "next/navigation";
import { findIndustrialMarket, findSelfStorageMarket } from "@/src/content/content.server";
import { industrialMarketPath, selfStorageMarketPath } from "@agency/paths";
import { MarketPageView } from "./MarketPageView";

export { industrialMarketPath, selfStorageMarketPath };

export async function SelfStorageMarketView({ city }: { city: string }) {
  const market = await findSelfStorageMarket(city);
  if (!market) notFound();
  return <MarketPageView path={selfStorageMarketPath(city)} market={market} />;
}

export async function IndustrialMarketView({ area }: { area: string }) {
  const market = await findIndustrialMarket(area);
  if (!market) notFound();
  return <MarketPageView path={industrialMarketPath(area)} market={market} />;
}
