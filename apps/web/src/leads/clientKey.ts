/**
 * Who is submitting or signing in, for the rate limits and the sign-in guard: the client's
 * address as src/http/clientAddress.ts establishes it (the socket's, or the entry the trusted
 * proxies appended to X-Forwarded-For), IPv6 by /64. Always short, whatever the headers hold.
 *
 * Where the socket is unknown (`next dev`, `next start`: only `npm start`, scripts/serve.mjs,
 * passes it on) and no proxy is trusted, nothing a client sends can be believed, so every such
 * request is the one client UNIDENTIFIED: strict (all visitors share one budget) but never
 * spoofable (decision 0017).
 */
import { serverEnv } from "@/src/env";
import { logger } from "@/src/log";
import { clientAddressFrom, SOCKET_ADDRESS_HEADER, socketAddressHeaderTrusted } from "@/src/http/clientAddress";

export const UNIDENTIFIED = "unidentified";

let warned = false;

export function clientKeyFrom(headers: Headers, trustedHops = serverEnv().TRUSTED_PROXY_HOPS): string {
  const socketAddress = socketAddressHeaderTrusted() ? headers.get(SOCKET_ADDRESS_HEADER) : null;
  const address = clientAddressFrom({ socketAddress, forwardedFor: headers.get("x-forwarded-for"), trustedHops });
  if (address) return address;
  if (!warned && serverEnv().NODE_ENV === "production") {
    warned = true;
    logger.warn(
      "The client's address is unknown (not served by `npm start`, and TRUSTED_PROXY_HOPS is 0): " +
        "every visitor shares one rate limit. Serve with `npm start`, or set TRUSTED_PROXY_HOPS behind a proxy.",
    );
  }
  return UNIDENTIFIED;
}

/** The client's key for a record (a log row, a consent event), or null when it is not known. */
export function knownClientKey(headers: Headers): string | null {
  const key = clientKeyFrom(headers);
  return key === UNIDENTIFIED ? null : key;
}
