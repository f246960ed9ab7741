import { describe, expect, it } from "vitest";
import { buildBreadcrumbs } from "./breadcrumbs";
import { buildJsonLd, serializeJsonLd } from "./jsonLd";
import { SETTINGS } from "./testFixtures";

const SITE = "https://www.example.ca";

describe("buildJsonLd", () => {
  it("describes the organisation, the agent with hours and the business with its area", () => {
    const [organisation, agent, business, ...rest] = buildJsonLd({ settings: SETTINGS, siteUrl: SITE, crumbs: [] });
    expect(organisation).toMatchObject({ "@type": "Organization", name: "Test Agency", sameAs: ["https://x.com/test"] });
    expect(agent).toMatchObject({
      "@type": "RealEstateAgent",
      openingHours: "Mo-Fr 09:00-17:00",
      address: { addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
    });
    expect(business).toMatchObject({ "@type": "LocalBusiness", areaServed: [{ "@type": "AdministrativeArea", name: "Ontario" }] });
    expect(rest).toEqual([]);
  });

  it("lists breadcrumbs exactly as the visible trail", () => {
    const crumbs = buildBreadcrumbs("/tools/roi-calculator/");
    const breadcrumbList = buildJsonLd({ settings: SETTINGS, siteUrl: SITE, crumbs }).find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbList?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.ca/" },
      { "@type": "ListItem", position: 2, name: "Tools", item: "https://www.example.ca/tools/" },
      { "@type": "ListItem", position: 3, name: "ROI Calculator", item: "https://www.example.ca/tools/roi-calculator/" },
    ]);
  });

  it("adds an FAQ page when a page has questions", () => {
    const data = buildJsonLd({ settings: SETTINGS, siteUrl: SITE, crumbs: [], faqs: [{ question: "Q?", answer: "A." }] });
    expect(data.at(-1)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of its script tag by content", () => {
    const json = serializeJsonLd([{ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>" }]);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});
