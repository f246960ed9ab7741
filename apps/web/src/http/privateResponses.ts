/**
 * The last word on a private route's headers (issue 31), at the server's own socket: whatever
 * Next.js, a config rule or a route handler sets, the answer to a private route
 * (@agency/paths/private-routes) leaves with `Cache-Control: private, no-store` (and
 * `Referrer-Policy: no-referrer` where a token may be in the address). next.config.ts and proxy.ts
 * already set them; this is what makes the promise hold if a later rule or framework change did not.
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: imports only, no TS-only syntax.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { privateRouteHeaders, privateRouteOf } from "@agency/paths/private-routes";

/** Pins the private headers on `response` when the request is for a private route; false otherwise. */
export function keepPrivate(request: Pick<IncomingMessage, "url">, response: ServerResponse): boolean {
  const route = privateRouteOf(request.url ?? "/");
  if (!route) return false;
  const pinned = new Map(Object.entries(privateRouteHeaders(route)).map(([name, value]) => [name.toLowerCase(), value]));
  const setHeader = response.setHeader.bind(response);
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, pinned.get(name.toLowerCase()) ?? value);
  // Headers passed to writeHead take precedence over those set before: pinned there too.
  response.writeHead = (...args: unknown[]) => writeHead(...args.map((arg) => (isHeaderObject(arg) ? pinHeaders(arg, pinned) : arg)));
  for (const [name, value] of pinned) setHeader(name, value);
  return true;
}

function isHeaderObject(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pinHeaders(headers: OutgoingHttpHeaders, pinned: ReadonlyMap<string, string>): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!pinned.has(name.toLowerCase())) result[name] = value;
  for (const [name, value] of pinned) result[name] = value;
  return result;
}
