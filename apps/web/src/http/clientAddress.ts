/**
 * Who a request comes from, for the rate limits and the sign-in guard
 * (docs/decisions/0017-client-address.md).
 *
 * The only address nobody can forge is the socket's: the peer that opened the TCP connection.
 * X-Forwarded-For is text any client can send, so it is read only when TRUSTED_PROXY_HOPS says
 * how many proxies in front of the server append to it, and then only the entry the outermost
 * of those proxies appended (counting from the right): everything to its left came from the client.
 *
 * The socket address reaches route handlers and Server Actions through SOCKET_ADDRESS_HEADER,
 * which scripts/serve.mjs sets on every request after deleting whatever copy the client sent, and
 * which is believed only in a process where serve.mjs said it does so (`next dev` and `next start`
 * never do, so there a client could send it).
 *
 * Loaded by scripts/serve.mjs through Node's type stripping: node: imports only, no TS-only syntax.
 */
import { isIP } from "node:net";
import type { IncomingMessage } from "node:http";

/** Set by scripts/serve.mjs from `request.socket.remoteAddress`; a client's own copy is deleted first. */
export const SOCKET_ADDRESS_HEADER = "x-agency-socket-address";

const TRUSTED = Symbol.for("agency.socketAddressHeader");

/** Called once by scripts/serve.mjs: this process stamps every request with its socket address. */
export function trustSocketAddressHeader(): void {
  (globalThis as Record<symbol, unknown>)[TRUSTED] = true;
}

/** Whether SOCKET_ADDRESS_HEADER was set by this process's server (and not, say, sent to `next start`). */
export function socketAddressHeaderTrusted(): boolean {
  return (globalThis as Record<symbol, unknown>)[TRUSTED] === true;
}

/** Replaces any client-sent SOCKET_ADDRESS_HEADER with the connection's real peer address. */
export function stampSocketAddress(request: IncomingMessage): void {
  delete request.headers[SOCKET_ADDRESS_HEADER];
  const address = request.socket.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
}

/** Longer than any address with a port and an IPv6 zone; anything longer is not one. */
const MAX_ENTRY_LENGTH = 64;

/** The 16 bytes of an IPv6 address Node's isIP accepted (zone already removed). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  // An embedded IPv4 suffix (::ffff:192.0.2.1) stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail.push(...dotted[1].split(".").map(Number));
    text = `${text.slice(0, -dotted[1].length)}0:0`;
  }
  const [head = "", rest] = text.split("::") as [string, string | undefined];
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = words.flatMap((word) => [word >> 8, word & 255]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * A client address as this server buckets it, or null when `entry` is not an IP address:
 * IPv4 as dotted decimal; IPv4-mapped IPv6 (::ffff:192.0.2.1, what a dual-stack socket reports for
 * an IPv4 peer) as the IPv4 address; any other IPv6 address as its /64 prefix, because one
 * subscriber is usually given a whole /64 and could otherwise rotate through 2^64 addresses.
 * Accepts what proxies write: optional port (192.0.2.1:5678, [2001:db8::1]:443), brackets, a zone.
 */
export function addressBucket(entry: string | null | undefined): string | null {
  let text = entry?.trim() ?? "";
  if (text === "" || text.length > MAX_ENTRY_LENGTH) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%[\w.-]+$/, "");
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const bytes = ipv6Bytes(text.toLowerCase());
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 255 && bytes[11] === 255;
  if (mapped) return bytes.slice(12).join(".");
  const prefix = [0, 2, 4, 6].map((index) => (((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0)).toString(16));
  return `${prefix.join(":")}::/64`;
}

export interface ClientAddressInput {
  /** The TCP peer, when known (serve.mjs); null under `next dev`/`next start`. */
  socketAddress: string | null | undefined;
  /** The X-Forwarded-For header as received (several headers arrive joined with ", "). */
  forwardedFor: string | null | undefined;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
}

/**
 * The client's bucket (see addressBucket), or null when nothing trustworthy identifies it.
 *
 * With no trusted proxy, the socket's address and nothing else. With n trusted proxies, the nth
 * X-Forwarded-For entry from the right: the nearest proxy appended the last entry (its own peer),
 * and so on outwards, so the nth is the address the outermost trusted proxy saw. A request that
 * crossed fewer proxies carries fewer entries: then the left-most, which a trusted proxy still
 * wrote. Without any entry (a health check from the proxy itself), or when the chosen entry is
 * not an address (a misconfigured proxy), the socket's address: the nearest proxy, one bucket
 * for all such requests rather than one the client could choose.
 */
export function clientAddressFrom({ socketAddress, forwardedFor, trustedHops }: ClientAddressInput): string | null {
  const socket = addressBucket(socketAddress);
  if (trustedHops <= 0) return socket;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return socket;
  const chosen = entries[Math.max(0, entries.length - trustedHops)];
  return addressBucket(chosen) ?? socket;
}
