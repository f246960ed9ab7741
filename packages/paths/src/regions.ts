/**
 * The Ontario regions an investor can choose in the buy box (issue 32), in one list for the site
 * and the Studio: the site offers them on the off-market signup and the "Your deal e-mails" page
 * even before any listing is published; the Studio offers them as the listing's region and warns
 * when a market page's city or area is not one of them (so a new market is added here, once).
 * Each region has the key a market page uses in its path (/self-storage/ontario/{key}/,
 * /industrial/ontario/{key}/) and the name a listing's region and the buy box use. Pure data.
 */

export interface OntarioRegion {
  /** The market pages' path key (a slug). */
  key: string;
  /** The region's name as listings, the buy box and the e-mails show it (at most 60 characters). */
  name: string;
}

export const ONTARIO_REGIONS: readonly OntarioRegion[] = [
  { key: "barrie", name: "Barrie" },
  { key: "durham", name: "Durham Region" },
  { key: "gta", name: "Greater Toronto Area" },
  { key: "guelph", name: "Guelph" },
  { key: "halton", name: "Halton" },
  { key: "hamilton", name: "Hamilton" },
  { key: "kingston", name: "Kingston" },
  { key: "kitchener-waterloo", name: "Kitchener-Waterloo" },
  { key: "london", name: "London" },
  { key: "mississauga", name: "Mississauga" },
  { key: "niagara", name: "Niagara" },
  { key: "ottawa", name: "Ottawa" },
  { key: "peel", name: "Peel Region" },
  { key: "peterborough", name: "Peterborough" },
  { key: "simcoe", name: "Simcoe County" },
  { key: "sudbury", name: "Sudbury" },
  { key: "toronto", name: "Toronto" },
  { key: "windsor-essex", name: "Windsor-Essex" },
  { key: "york-region", name: "York Region" },
];

/** The region of a market page's path key, or null when the list does not have it. */
export function regionOfMarketKey(key: string): OntarioRegion | null {
  return ONTARIO_REGIONS.find((region) => region.key === key) ?? null;
}

const comparable = (name: string) => name.trim().toLocaleLowerCase("en-CA");

/** Whether a listing's region (any case, surrounding spaces aside) is one of the list's names. */
export function isOntarioRegionName(name: string): boolean {
  return ONTARIO_REGIONS.some((region) => comparable(region.name) === comparable(name));
}

/**
 * The regions the buy box offers: the list's names and any other region a published listing uses
 * (a listing entered before its region was added here still reaches investors who choose it),
 * each once, in alphabetical order.
 */
export function buyBoxRegions(listingRegions: readonly string[] = []): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...ONTARIO_REGIONS.map((region) => region.name), ...listingRegions]) {
    const trimmed = name.trim();
    if (trimmed && !byKey.has(comparable(trimmed))) byKey.set(comparable(trimmed), trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en-CA"));
}
