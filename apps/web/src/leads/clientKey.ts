/**
 * Who is submitting, for the rate limit. Behind the hosting proxy the client address is the
 * first X-Forwarded-For entry; run directly, requests carry no such header and share one key
 * per proxy-less connection source (decision 0006).
 */
export function clientKeyFrom(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "direct";
}
