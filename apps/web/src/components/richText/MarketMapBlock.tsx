import { getMarketDirectory } from "../../content/content.server";
import type { RichTextBlockOf } from "../../content/types";
import { OntarioMap } from "../charts/OntarioMap";

const BASE = { selfStorage: "/self-storage/ontario/", industrial: "/industrial/ontario/" } as const;

/** Every published market page of one kind on a map of Ontario, so a new city appears without editing the hub. */
export async function MarketMapBlock({ value }: { value: RichTextBlockOf<"marketMap"> }) {
  const market = value.market ?? "selfStorage";
  const places = (await getMarketDirectory())[market].flatMap((entry) =>
    entry.geo?.latitude != null && entry.geo.longitude != null
      ? [
          {
            name: entry.name ?? entry.key ?? "",
            href: `${BASE[market]}${entry.key}/`,
            latitude: entry.geo.latitude,
            longitude: entry.geo.longitude,
          },
        ]
      : [],
  );
  return <OntarioMap title={value.title ?? "Where our markets are"} places={places} />;
}
