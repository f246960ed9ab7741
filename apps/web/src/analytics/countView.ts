/**
 * POST /api/analytics/: one page view from the beacon (docs/decisions/0048-first-party-analytics.md).
 * Nothing about the request is kept but what the beacon says and a device class: not the address,
 * not the browser string, no cookie is read or set. A visitor whose browser sends Global Privacy
 * Control, and a bot, are answered as if counted (204) and nothing is stored, so neither learns
 * anything from the answer; a body that is not a page view is refused with the reason (400, 413).
 */
import { readLimitedBody } from "@/src/http/limitedBody";
import { BEACON_MAX_BYTES, readBeacon } from "./beacon";
import { asksNotToBeCounted, deviceClass, isBot, torontoDay } from "./rules";
import type { AnalyticsStore, CountedView } from "./store";

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

export async function countPageView(
  request: Request,
  store: () => Promise<AnalyticsStore>,
  logError: (message: string, error: unknown) => void,
  now = new Date(),
): Promise<Response> {
  const bytes = await readLimitedBody(request, BEACON_MAX_BYTES);
  if (bytes === null) return refusal(413, `A page view is at most ${BEACON_MAX_BYTES} bytes`);
  const view = viewToCount(request.headers, new TextDecoder().decode(bytes), now);
  if (view instanceof Response) return view;
  try {
    await (await store()).countView(view);
  } catch (error) {
    logError("Analytics: a page view could not be stored", error);
    return refusal(503, "The page view could not be stored");
  }
  return new Response(null, { status: 204, headers: HEADERS });
}
