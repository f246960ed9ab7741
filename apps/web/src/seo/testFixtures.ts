import type { PageMetadataRecord, SiteSettings } from "@/src/content/types";

export const SETTINGS: SiteSettings = {
  agencyName: "Test Agency",
  positioning: "Self-storage specialists.",
  brokerageName: "Test Realty Inc., Brokerage",
  brokerageAddress: "1 Test Street, Toronto, ON M5V 0A1",
  investorNetworkSource: "Test basis",
  investorNetworkAsOf: "2026-01-01",
  investorNetworkClaim: "1,000+ buyers",
  phone: "(416) 555-0100",
  email: "team@example.ca",
  address: { locality: "Toronto", region: "ON", country: "CA" },
  geo: { latitude: 43.6532, longitude: -79.3832 },
  hoursText: "Mon-Fri 9-5",
  openingHours: "Mo-Fr 09:00-17:00",
  areaServed: ["Ontario"],
  socialProfiles: [{ network: "x", url: "https://x.com/test" }],
  disclaimer: "General information only.",
  trademarkNotices: ["REALTOR® notice"],
};

export function record(overrides: Partial<PageMetadataRecord> = {}): PageMetadataRecord {
  return {
    path: "/buy/",
    title: "Buy Self-Storage",
    heading: null,
    description: "Buy a facility.",
    keywords: ["buy storage"],
    canonical: null,
    noindex: false,
    ogImage: null,
    isDefault: false,
    ...overrides,
  };
}
