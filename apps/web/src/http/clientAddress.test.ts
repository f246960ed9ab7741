import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { addressBucket, clientAddressFrom, SOCKET_ADDRESS_HEADER, stampSocketAddress } from "./clientAddress";

describe("addressBucket", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["[::ffff:203.0.113.9]:443", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]:8443", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("buckets %j as %j", (entry, bucket) => {
    expect(addressBucket(entry)).toBe(bucket);
  });

  it("puts every address of one /64 in one bucket, and the next /64 in another", () => {
    expect(addressBucket("2001:db8:aa:bb::1")).toBe(addressBucket("2001:db8:aa:bb:ffff:ffff:ffff:ffff"));
    expect(addressBucket("2001:db8:aa:bb::1")).not.toBe(addressBucket("2001:db8:aa:bc::1"));
  });

  it.each([
    ["empty", ""],
    ["a word", "unknown"],
    ["a host name", "proxy.example.ca"],
    ["an obfuscated identifier (RFC 7239)", "_hidden"],
    ["a short IPv4", "203.0.113"],
    ["an IPv4 with leading zeros", "203.0.113.09"],
    ["an IPv4 out of range", "203.0.113.256"],
    ["a hexadecimal IPv4", "0xcb.0.113.9"],
    ["two addresses", "203.0.113.9 198.51.100.7"],
    ["a bad port", "203.0.113.9:http"],
    ["an IPv6 with a bare port", "2001:db8::1:443:1:2:3:4:5"],
    ["8 KB of address-like text", "1.2.3.4".repeat(1200)],
    ["a script", "<script>alert(1)</script>"],
  ])("refuses %s", (_, entry) => {
    expect(addressBucket(entry)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(addressBucket(null)).toBeNull();
    expect(addressBucket(undefined)).toBeNull();
  });
});

describe("clientAddressFrom", () => {
  const socketAddress = "198.51.100.20";
  it.each([
    // No trusted proxy: the socket, whatever the headers say.
    [0, null, "198.51.100.20"],
    [0, "203.0.113.9", "198.51.100.20"],
    [0, "203.0.113.9, 192.0.2.1", "198.51.100.20"],
    // One trusted proxy: the right-most entry, the one it appended.
    [1, "203.0.113.9", "203.0.113.9"],
    [1, "6.6.6.6, 203.0.113.9", "203.0.113.9"],
    [1, "forged, 6.6.6.6,  203.0.113.9 ", "203.0.113.9"],
    [1, "6.6.6.6,203.0.113.9:5123", "203.0.113.9"],
    [1, "6.6.6.6, [2001:db8:5:6::9]:443", "2001:db8:5:6::/64"],
    [1, "2001:db8:5:6::9", "2001:db8:5:6::/64"],
    [1, "::ffff:203.0.113.9", "203.0.113.9"],
    // Two trusted proxies: the second entry from the right.
    [2, "6.6.6.6, 203.0.113.9, 10.0.0.2", "203.0.113.9"],
    [2, "203.0.113.9, 10.0.0.2", "203.0.113.9"],
    // Fewer entries than proxies: the left-most, which a trusted proxy still wrote.
    [2, "203.0.113.9", "203.0.113.9"],
    [3, "203.0.113.9, 10.0.0.2", "203.0.113.9"],
    // Nothing usable where the trusted entry should be: the socket (the nearest proxy).
    [1, null, "198.51.100.20"],
    [1, "", "198.51.100.20"],
    [1, " , ,", "198.51.100.20"],
    [1, "203.0.113.9, unknown", "198.51.100.20"],
    [1, `203.0.113.9, ${"9".repeat(8000)}`, "198.51.100.20"],
    // A client's garbage to the left of the trusted entry changes nothing.
    [1, `${"x".repeat(8000)}, 203.0.113.9`, "203.0.113.9"],
  ] as const)("with %i trusted hop(s) and X-Forwarded-For %j: %s", (trustedHops, forwardedFor, expected) => {
    expect(clientAddressFrom({ socketAddress, forwardedFor, trustedHops })).toBe(expected);
  });

  it("buckets the socket too: an IPv4 peer on a dual-stack socket, an IPv6 peer by /64", () => {
    expect(clientAddressFrom({ socketAddress: "::ffff:127.0.0.1", forwardedFor: null, trustedHops: 0 })).toBe("127.0.0.1");
    expect(clientAddressFrom({ socketAddress: "2001:db8:7:8::1", forwardedFor: "203.0.113.9", trustedHops: 0 })).toBe("2001:db8:7:8::/64");
  });

  it("knows no one when the socket is unknown and no proxy is trusted", () => {
    expect(clientAddressFrom({ socketAddress: null, forwardedFor: "203.0.113.9", trustedHops: 0 })).toBeNull();
    expect(clientAddressFrom({ socketAddress: null, forwardedFor: "unknown", trustedHops: 1 })).toBeNull();
    expect(clientAddressFrom({ socketAddress: null, forwardedFor: "6.6.6.6, 203.0.113.9", trustedHops: 1 })).toBe("203.0.113.9");
  });
});

describe("stampSocketAddress", () => {
  it("replaces a client's copy of the header with the connection's peer address", () => {
    const socket = new Socket();
    Object.defineProperty(socket, "remoteAddress", { value: "::ffff:192.0.2.44" });
    const request = new IncomingMessage(socket);
    request.headers = { host: "example.ca", [SOCKET_ADDRESS_HEADER]: "203.0.113.1" };
    stampSocketAddress(request);
    expect(request.headers[SOCKET_ADDRESS_HEADER]).toBe("::ffff:192.0.2.44");
    expect(request.headers.host).toBe("example.ca");
  });
});
