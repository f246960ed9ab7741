import { getMarketDirectory } from "@/src/content/content.server";
import { hubMapViews } from "@/src/components/charts/marketPlaces";
import { basemapFile, basemapSvg, parseBasemapFile } from "@/src/components/charts/ontarioMap";

type Params = { file: string };

/*
 * The hub maps' basemap (Ontario's outline and the lakes) as a static SVG file, one per view the
 * hubs draw: built with the pages and cached by the browser, so the hub pages carry only their
 * markers and names (issue 16, decision 0025). A view published later (hosted mode, a market
 * outside southern Ontario) is drawn on first request; any other name is a 404, so made-up views
 * cannot fill the render cache.
 */
export const dynamic = "force-static";
export const dynamicParams = true;

async function neededFiles(): Promise<Set<string>> {
  return new Set(hubMapViews(await getMarketDirectory()).map(basemapFile));
}

export async function generateStaticParams(): Promise<Params[]> {
  return [...(await neededFiles())].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const view = parseBasemapFile(file);
  if (!view || !(await neededFiles()).has(file)) return new Response("Not found", { status: 404 });
  return new Response(basemapSvg(view), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
