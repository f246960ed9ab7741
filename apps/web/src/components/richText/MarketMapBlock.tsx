import { getMarketDirectory } from "@/src/content/content.server";
import type { RichTextBlockOf } from "@/src/content/types";
import { marketPlaces } from "@/src/components/charts/marketPlaces";
import { OntarioMap } from "@/src/components/charts/OntarioMap";

/** Every published market page of one kind on a map of Ontario, so a new city appears without editing the hub. */
export async function MarketMapBlock({ value }: { value: RichTextBlockOf<"marketMap"> }) {
  const places = marketPlaces(await getMarketDirectory(), value.market ?? "selfStorage");
  return <OntarioMap title={value.title ?? "Where our markets are"} places={places} />;
}
