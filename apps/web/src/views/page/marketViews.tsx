import { getIndustrialMarket, getSelfStorageMarket } from "../../content/content.server";
import { industrialMarketPath, selfStorageMarketPath } from "@agency/paths";
import { MarketPageView } from "./MarketPageView";

export { industrialMarketPath, selfStorageMarketPath };

export async function SelfStorageMarketView({ city }: { city: string }) {
  return <MarketPageView path={selfStorageMarketPath(city)} market={await getSelfStorageMarket(city)} />;
}

export async function IndustrialMarketView({ area }: { area: string }) {
  return <MarketPageView path={industrialMarketPath(area)} market={await getIndustrialMarket(area)} />;
}
