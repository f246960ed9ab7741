import { afterEach, describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "@/src/http/clientAddress";
import { clientKeyFrom, UNIDENTIFIED } from "./clientKey";

const TRUSTED = Symbol.for("agency.socketAddressHeader");
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[TRUSTED];
});

const request = (headers: Record<string, string>) => new Headers(headers);

describe("clientKeyFrom", () => {
  it("believes the socket header only in a process whose server sets it (npm start)", () => {
    const headers = request({ [SOCKET_ADDRESS_HEADER]: "::ffff:198.51.100.20", "x-forwarded-for": "203.0.113.9" });
    // `next start`/`next dev`: anyone could have sent that header, and X-Forwarded-For alike.
    expect(clientKeyFrom(headers, 0)).toBe(UNIDENTIFIED);
    trustSocketAddressHeader();
    expect(clientKeyFrom(headers, 0)).toBe("198.51.100.20");
  });

  it("gives spoofed X-Forwarded-For values no say without a trusted proxy", () => {
    trustSocketAddressHeader();
    const keys = ["1.1.1.1", "2.2.2.2", "3.3.3.3, 4.4.4.4"].map((forwarded) =>
      clientKeyFrom(request({ [SOCKET_ADDRESS_HEADER]: "198.51.100.20", "x-forwarded-for": forwarded }), 0),
    );
    expect(new Set(keys)).toEqual(new Set(["198.51.100.20"]));
  });

  it("takes the entry the trusted proxy appended, with TRUSTED_PROXY_HOPS=1", () => {
    trustSocketAddressHeader();
    const headers = request({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 2001:db8:1:2::99" });
    expect(clientKeyFrom(headers, 1)).toBe("2001:db8:1:2::/64");
  });

  it("works behind proxies under `next start` too: the socket is not needed to read their entry", () => {
    expect(clientKeyFrom(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }), 1)).toBe("203.0.113.9");
  });
});
