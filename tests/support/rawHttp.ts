import { request as httpRequest } from "node:http";
import { readResponse, type CapturedResponse } from "../../apps/web/src/http/pageCache.ts";

export type RawResponse = CapturedResponse;

/**
 * An HTTP request with exactly these headers and the body left as sent: fetch and Playwright add
 * their own Accept-Encoding and decode the answer, which hides what the server chose to send.
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
      (incoming) => resolve(readResponse(incoming)),
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
