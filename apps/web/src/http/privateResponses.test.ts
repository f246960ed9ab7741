import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { keepPrivate } from "./privateResponses";

function response(): ServerResponse {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

describe("a private route's headers at the socket", () => {
  it("are pinned whatever sets Cache-Control later, by setHeader or in writeHead", () => {
    const answer = response();
    expect(keepPrivate({ url: "/self-storage/listings/gta/deal-room/?t=abc.def" }, answer)).toBe(true);
    answer.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    answer.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    answer.writeHead(200, { "cache-control": "public, max-age=31536000", "content-type": "text/html" });
    expect(answer.getHeader("cache-control")).toBe("private, no-store");
    expect(answer.getHeader("referrer-policy")).toBe("no-referrer");
    expect(answer.getHeader("content-type")).toBe("text/html");
  });

  it("leave a Referer policy alone where no token is in the address, and public routes untouched", () => {
    const operator = response();
    keepPrivate({ url: "/diagnostics" }, operator);
    operator.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    expect(operator.getHeader("cache-control")).toBe("private, no-store");
    expect(operator.getHeader("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const page = response();
    expect(keepPrivate({ url: "/about/" }, page)).toBe(false);
    page.setHeader("Cache-Control", "public, max-age=0");
    expect(page.getHeader("cache-control")).toBe("public, max-age=0");
  });
});
