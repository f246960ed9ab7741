/** The structured data a crawler reads from a page's HTML (one script holding one object or a list). */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) return [];
  const value = JSON.parse(match[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
  return Array.isArray(value) ? value : [value];
}
