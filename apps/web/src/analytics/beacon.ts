/**
 * What the page-view beacon may send (docs/decisions/0048-first-party-analytics.md), checked with
 * zod: the page's path (no query: it may carry a token), the source, medium and campaign and the
 * referring host of the visitor's last touch (decision 0022), and, for the page that was loaded,
 * its Web Vitals. Anything else, or a value out of shape, is refused with the reason and nothing
 * is counted.
 */
import { isPrivatePath } from "@agency/paths/private-routes";
import { z } from "zod";

/** A beacon is a few hundred bytes; anything larger is not ours. */
export const BEACON_MAX_BYTES = 2048;

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const PATH = /^\/(?!\/)[^?#\s\p{Cc}]*$/u;
const label = z
  .string()
  .max(100, "at most 100 characters")
  .regex(/^[^\p{Cc}]*$/u, "no control characters");

const vitals = z
  .object({
    lcp: z.number().min(0).max(600_000).optional(),
    inp: z.number().min(0).max(600_000).optional(),
    cls: z.number().min(0).max(100).optional(),
    ttfb: z.number().min(0).max(600_000).optional(),
  })
  .strict();

export const pageViewBeacon = z
  .object({
    path: z
      .string()
      .max(300, "at most 300 characters")
      .regex(PATH, "a path of this site, without a query")
      // The browser never sends one (beaconClient.ts); a forged beacon may not put a deal room or
      // the operator page into the counts.
      .refine((path) => !isPrivatePath(path), "a public page: private pages are never counted"),
    source: label.optional(),
    medium: label.optional(),
    campaign: label.optional(),
    referrer: z.string().max(253).regex(HOST, "a host name").optional(),
    vitals: vitals.optional(),
  })
  .strict();

export type PageViewBeacon = z.infer<typeof pageViewBeacon>;

export type BeaconReading = { ok: true; beacon: PageViewBeacon } | { ok: false; error: string };

/** The beacon's JSON text (sendBeacon posts it as text/plain), read or refused with a reason. */
export function readBeacon(text: string): BeaconReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "The body is not JSON" };
  }
  const parsed = pageViewBeacon.safeParse(value);
  if (parsed.success) return { ok: true, beacon: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "not a page view"}` };
}
