import { basemapHref, HUB_MAP_HEIGHT, HUB_MAP_WIDTH, mapView, placeLabels, projectOntario, projectPlaces, type Place } from "./ontarioMap";

const WIDTH = HUB_MAP_WIDTH;
const HEIGHT = HUB_MAP_HEIGHT;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/**
 * The markers and names as one string of SVG markup. Next.js repeats a page's server-rendered
 * tree in its inline component payload; a string is carried there once, as text, instead of as an
 * element tree with every attribute named (issue 16: at 150 markets the tree doubled the map's
 * cost). The shared paint is on the enclosing groups, so each marker writes only what is its own:
 * its link, its position and its name. Names and links are escaped here: they come from editors.
 */
function markersMarkup(points: (Place & { x: number; y: number })[], dotId: string): string {
  const labels = placeLabels(points, WIDTH, HEIGHT);
  // One dot, drawn at each marker by <use>: its own paint overrides the labels' on the group.
  const dot = `<defs><circle id="${dotId}" r="5.5" fill="#b45309" stroke="#ffffff" stroke-width="1.5" paint-order="normal"></circle></defs>`;
  return (
    dot +
    points
      .map((point, index) => {
        const label = labels[index]!;
        const name = escapeHtml(point.name);
        const anchor = label.anchor === "end" ? ' text-anchor="end"' : "";
        return `<a href="${escapeHtml(point.href)}" data-market="${name}"><use href="#${dotId}" x="${point.x}" y="${point.y}"></use><text x="${label.x}" y="${label.y}"${anchor}>${name}</text></a>`;
      })
      .join("")
  );
}

/**
 * Ontario with a linked marker per market page, drawn on the server. The SVG is not one image
 * (role="img" would hide its links): it is a labelled group whose markers are ordinary links,
 * each named by the market's name, so keyboard and screen-reader users reach every market. The
 * basemap (outline and lakes, the same for every market) is a static file, app/maps/ontario/.
 */
export function OntarioMap({ title, places }: { title: string; places: Place[] }) {
  const view = mapView(places);
  const points = projectPlaces(places, view, WIDTH, HEIGHT);
  const id = `map-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <figure className="my-8 break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-map="ontario">
      <figcaption id={`${id}-caption`} className="mb-3">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-700">
          {`Southern Ontario with the ${places.length} market pages we publish; select a name to open its page.`}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="group"
        aria-labelledby={`${id}-title`}
        className="h-auto max-w-full font-sans print:max-w-xl"
      >
        <title id={`${id}-title`}>{title}</title>
        <rect width={WIDTH} height={HEIGHT} fill="#f1f5f9" />
        <image href={basemapHref(view)} width={WIDTH} height={HEIGHT} data-basemap="ontario" />
        <g
          fontSize="13"
          fontWeight="600"
          fill="#0f172a"
          stroke="#ffffff"
          strokeWidth="3"
          paintOrder="stroke"
          textDecoration="underline"
          data-markers=""
          dangerouslySetInnerHTML={{ __html: markersMarkup(points, `${id}-dot`) }}
        />
      </svg>
    </figure>
  );
}

const LOCATOR_WIDTH = 260;
const LOCATOR_HEIGHT = 180;

/** A small map for a market page's hero: where this market is in southern Ontario. */
export function LocatorMap({ place }: { place: Place }) {
  const map = projectOntario([place], LOCATOR_WIDTH, LOCATOR_HEIGHT, { minArea: 8, minDistance: 3 });
  const point = map.points[0]!;
  const [label] = placeLabels([point], LOCATOR_WIDTH, LOCATOR_HEIGHT, 13);
  return (
    <svg
      viewBox={`0 0 ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}`}
      width={LOCATOR_WIDTH}
      role="img"
      aria-labelledby="locator-title"
      className="h-auto max-w-full font-sans"
      data-map="locator"
    >
      <title id="locator-title">{`Map: where ${place.name} is in southern Ontario`}</title>
      <path d={map.outline} fill="#1e293b" stroke="#94a3b8" strokeWidth="0.75" />
      <path d={map.lakes} fill="#0f172a" stroke="#475569" strokeWidth="0.5" />
      <circle cx={point.x} cy={point.y} r="5" fill="#fbbf24" stroke="#0f172a" strokeWidth="1.5" />
      <text
        x={label!.x}
        y={label!.y}
        textAnchor={label!.anchor}
        fontSize="13"
        fontWeight="600"
        fill="#ffffff"
        stroke="#0f172a"
        strokeWidth="3"
        paintOrder="stroke"
      >
        {place.name}
      </text>
    </svg>
  );
}
