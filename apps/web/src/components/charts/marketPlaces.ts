import type { MarketDirectory } from "@/src/content/types";
import type { Place } from "./ontarioMap";

export type MarketKind = "selfStorage" | "industrial";

/** Where each kind's market pages live: its hub. */
export const MARKET_BASE: Readonly<Record<MarketKind, string>> = {
  selfStorage: "/self-storage/ontario/",
  industrial: "/industrial/ontario/",
};

/** Every published market page of one kind that has a position, as a place on the hub map. */
export function marketPlaces(directory: MarketDirectory, market: MarketKind): Place[] {
  return directory[market].flatMap((entry) =>
    entry.geo?.latitude != null && entry.geo.longitude != null
      ? [
          {
            name: entry.name ?? entry.key ?? "",
            href: `${MARKET_BASE[market]}${entry.key}/`,
            latitude: entry.geo.latitude,
            longitude: entry.geo.longitude,
          },
        ]
      : [],
  );
}
