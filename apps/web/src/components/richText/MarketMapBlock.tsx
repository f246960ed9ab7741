import { getMarketDirectory } from "../../content/content.server";
import type { RichTextBlockOf } from "../../content/types";
import { marketPlaces } from "../charts/marketPlaces";
import { OntarioMap } from "../charts/OntarioMap";

/** Every published market page of one kind on a map of Ontario, so a new city appears without editing the hub. */
export async function MarketMapBlock({ value }: { value: RichTextBlockOf<"marketMap"> }) {
  const places = marketPlaces(await getMarketDirectory(), value.market ?? "selfStorage");
  return <OntarioMap title={value.title ?? "Where our markets are"} places={places} />;
}
