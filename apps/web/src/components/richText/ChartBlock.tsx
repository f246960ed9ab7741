import { getMarketDirectory } from "@/src/content/content.server";
import { Chart } from "@/src/components/charts/Chart";
import { resolveChart, type ChartBlock as ChartBlockValue, type ChartPage } from "@/src/components/charts/chartData";

/** A chart block: its numbers come from the page it is on, the market pages, or its own series. */
export async function ChartBlock({ value, page }: { value: ChartBlockValue; page: ChartPage }) {
  const markets = value.source === "markets" ? await getMarketDirectory() : undefined;
  return <Chart model={resolveChart(value, page, markets)} />;
}
