/**
 * POST /api/analytics/: one page view from the beacon (docs/decisions/0048-first-party-analytics.md).
 * Nothing about the request is kept but what the beacon says and a device class: not the address,
 * not the browser string, no cookie is read or set. A visitor whose browser sends Global Privacy
 * Control, and a bot, are answered as if counted (204) and nothing is stored, so neither learns
 * anything from the answer; a body that is not a page view, or names a page the site does not
 * publish, is refused with the reason (400, 413); past the per-client limit, 429. A counted view
 * is held for its batch (viewBuffer.ts) and answered at once.
 */
import { readLimitedBody } from "@/src/http/limitedBody";
import { BEACON_MAX_BYTES, readBeacon } from "./beacon";
import { asksNotToBeCounted, deviceClass, isBot, torontoDay } from "./rules";
import type { LimitDecision } from "@/src/limits/attemptLimit";
import type { CountedView } from "./store";

const HEADERS = { "cache-control": "no-store" } as const;

function refusal(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: HEADERS });
}

/** What to count for a beacon request, or the answer when nothing is: the CPU part of a view (bench/analytics.mjs). */
export function viewToCount(headers: Headers, body: string, now: Date): CountedView | Response {
  if (asksNotToBeCounted(headers)) return new Response(null, { status: 204, headers: HEADERS });
  const userAgent = headers.get("user-agent");
  if (isBot(userAgent)) return new Response(null, { status: 204, headers: HEADERS });
  const reading = readBeacon(body);
  if (!reading.ok) return refusal(400, `Not a page view: ${reading.error}`);
  const { beacon } = reading;
  return {
    day: torontoDay(now),
    path: beacon.path,
    source: beacon.source ?? "",
    medium: beacon.medium ?? "",
    campaign: beacon.campaign ?? "",
    referrerHost: beacon.referrer ?? "",
    device: deviceClass(userAgent),
    vitals: beacon.vitals ?? null,
  };
}

export interface ViewCounting {
  /** Whether the site publishes this path (publishedPaths.ts); throws when that cannot be known. */
  isPublished: (path: string) => Promise<boolean>;
  /** The request's client, for the per-client limit (leads/clientKey.ts). */
  clientKey: (headers: Headers) => string;
  /** Counts one view against the client's limit (viewLimit.ts). */
  attempt: (clientKey: string) => Promise<LimitDecision>;
  /** Holds the view for its batch; false when the buffer is full (viewBuffer.ts). */
  record: (view: CountedView) => boolean;
  logError: (message: string, error: unknown) => void;
}

export async function countPageView(request: Request, counting: ViewCounting, now = new Date()): Promise<Response> {
  const bytes = await readLimitedBody(request, BEACON_MAX_BYTES);
  if (bytes === null) return refusal(413, `A page view is at most ${BEACON_MAX_BYTES} bytes`);
  const view = viewToCount(request.headers, new TextDecoder().decode(bytes), now);
  if (view instanceof Response) return view;
  try {
    if (!(await counting.isPublished(view.path))) return refusal(400, `Not a page view: path: ${view.path} is not a page of this site`);
    const limit = await counting.attempt(counting.clientKey(request.headers));
    if (!limit.allowed) {
      return Response.json(
        { error: "Too many page views from your connection" },
        { status: 429, headers: { ...HEADERS, "retry-after": String(limit.retryAfterSeconds) } },
      );
    }
  } catch (error) {
    counting.logError("Analytics: a page view could not be checked", error);
    return refusal(503, "The page view could not be counted");
  }
  // Full only while the database has not taken the last batches for a while.
  if (!counting.record(view)) return refusal(503, "The page view could not be counted");
  return new Response(null, { status: 204, headers: HEADERS });
}
