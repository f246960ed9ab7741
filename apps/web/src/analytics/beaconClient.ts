/**
 * The browser's half of first-party analytics (docs/decisions/0048-first-party-analytics.md): one
 * beacon per page view, sent with navigator.sendBeacon when the view ends (the page is hidden, or
 * the site navigates to another page itself), carrying the page's path, the source, medium,
 * campaign and referring host of the visitor's last touch as lead attribution remembers it
 * (src/leads/attributionClient.ts, decision 0022: the same credit a lead gets), and for the page
 * that was loaded its Web Vitals. No cookie, no identifier, nothing stored. No zod, no dependency
 * of its own: it runs on every page (decision 0009); the server checks what it receives.
 */
import { isPrivatePath } from "@agency/paths/private-routes";
import { remembered } from "@/src/leads/attributionClient";

export const BEACON_URL = "/api/analytics/";

export type Vitals = Partial<Record<"lcp" | "inp" | "cls" | "ttfb", number>>;

const TOUCH_FIELDS = ["source", "medium", "campaign", "referrer"] as const;

/** The beacon's JSON: the page, the last touch's credit (when one is remembered), the load's vitals. */
export function beaconBody(path: string, storage: Storage | null, vitals: Vitals | null, now = Date.now()): string {
  let last: Record<string, string> | undefined;
  try {
    last = storage ? remembered(storage, now).last : undefined;
  } catch {
    // Storage refused: the view is counted as direct.
  }
  const body: Record<string, unknown> = { path };
  for (const field of TOUCH_FIELDS) if (last?.[field]) body[field] = last[field].slice(0, field === "referrer" ? 253 : 100);
  if (vitals && Object.keys(vitals).length > 0) body.vitals = { ...vitals };
  return JSON.stringify(body);
}

/** The path a view is counted under, or null: private routes (a deal room, a signed link) are never counted. */
export function countedPath(pathname: string): string | null {
  return pathname.length <= 300 && !isPrivatePath(pathname) ? pathname : null;
}

export interface ViewTracker {
  /** A page is shown (the load, or the site's own navigation): the view before it ends. */
  view(pathname: string): void;
  /** A Web Vital of the loaded page, as it changes. */
  vital(name: keyof Vitals, value: number): void;
  /** The page is hidden or unloaded: the current view ends. */
  end(): void;
}

/** The views of one page load; only its first view carries the load's Web Vitals. */
export function createViewTracker(send: (body: string) => void, storage: () => Storage | null): ViewTracker {
  const vitals: Vitals = {};
  let current: { path: string; vitals: Vitals | null } | null = null;
  let loaded = false;
  const end = () => {
    if (current) send(beaconBody(current.path, storage(), current.vitals));
    current = null;
  };
  return {
    view(pathname) {
      end();
      const path = countedPath(pathname);
      current = path ? { path, vitals: loaded ? null : vitals } : null;
      loaded = true;
    },
    vital(name, value) {
      vitals[name] = name === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    },
    end,
  };
}

let tracker: ViewTracker | null | undefined;

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The page load's tracker, created on first use; null where nothing is counted: Global Privacy
 * Control (the server refuses its header too) or a browser without sendBeacon.
 */
export function pageViews(): ViewTracker | null {
  if (tracker !== undefined) return tracker;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  if (gpc || typeof navigator.sendBeacon !== "function") return (tracker = null);
  const views = createViewTracker((body) => navigator.sendBeacon(BEACON_URL, body), storageOrNull);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") views.end();
  });
  addEventListener("pagehide", () => views.end());
  // Back to a page kept in the back-forward cache: a new view of it (without vitals).
  addEventListener("pageshow", (event) => {
    if (event.persisted) views.view(location.pathname);
  });
  // Loaded by now only after the page has painted (src/http/afterPaintScripts.ts), and lazily: the
  // library is not part of any page's first-load JavaScript.
  void import("web-vitals")
    .then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const options = { reportAllChanges: true };
      onLCP((metric) => views.vital("lcp", metric.value), options);
      onINP((metric) => views.vital("inp", metric.value), options);
      onCLS((metric) => views.vital("cls", metric.value), options);
      onTTFB((metric) => views.vital("ttfb", metric.value), options);
    })
    .catch(() => {
      // The chunk could not load (offline, a deploy in between): views are counted without vitals.
    });
  return (tracker = views);
}
