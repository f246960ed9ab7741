import { getIndustrialMarket, getSelfStorageMarket } from "../../content/content";
import { MarketPageView } from "./MarketPageView";

export const selfStorageMarketPath = (city: string) => `/self-storage/ontario/${city}/`;

/** The hub and the Ontario overview are industrial market documents too, at their own paths. */
export const industrialMarketPath = (area: string) =>
  area === "hub" ? "/industrial/" : area === "ontario" ? "/industrial/ontario/" : `/industrial/ontario/${area}/`;

export async function SelfStorageMarketView({ city }: { city: string }) {
  return <MarketPageView path={selfStorageMarketPath(city)} market={await getSelfStorageMarket(city)} />;
}

export async function IndustrialMarketView({ area }: { area: string }) {
  return <MarketPageView path={industrialMarketPath(area)} market={await getIndustrialMarket(area)} />;
}
