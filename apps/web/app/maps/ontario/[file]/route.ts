import { basemapFile, basemapSvg, MAP_VIEWS, parseBasemapFile } from "@/src/components/charts/ontarioMap";

type Params = { file: string };

/*
 * The hub maps' basemap (Ontario's outline and the lakes) as a static SVG file, one per view a
 * map may have (southern Ontario, all of Ontario): built with the pages and cached by the
 * browser, so the hub pages carry only their markers and names (issue 16, decision 0025). Any
 * other name is a 404 without rendering anything.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return MAP_VIEWS.map((view) => ({ file: basemapFile(view) }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const view = parseBasemapFile((await params).file);
  if (!view || !MAP_VIEWS.some((known) => basemapFile(known) === basemapFile(view))) return new Response("Not found", { status: 404 });
  return new Response(basemapSvg(view), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
