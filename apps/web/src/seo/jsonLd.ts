/**
 * Structured data as plain objects (docs/product.md#structured-data): organisation, real estate
 * agent with address and hours, local business with area served, breadcrumbs, FAQ.
 */
import type { SiteSettings } from "@/src/content/types";
import type { Crumb } from "./breadcrumbs";
import { absoluteUrl } from "./site";

export type JsonLd = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

export interface FaqEntry {
  question: string;
  answer: string;
}

function postalAddress(settings: SiteSettings) {
  return {
    "@type": "PostalAddress",
    ...(settings.address.street ? { streetAddress: settings.address.street } : {}),
    addressLocality: settings.address.locality,
    addressRegion: settings.address.region,
    ...(settings.address.postalCode ? { postalCode: settings.address.postalCode } : {}),
    addressCountry: settings.address.country,
  };
}

function sameAs(settings: SiteSettings): string[] {
  return (settings.socialProfiles ?? []).map((profile) => profile.url);
}

export function organizationJsonLd(settings: SiteSettings, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
    name: settings.agencyName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/icon.svg"),
    email: settings.email,
    telephone: settings.phone,
    sameAs: sameAs(settings),
  };
}

export function realEstateAgentJsonLd(settings: SiteSettings, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${absoluteUrl(siteUrl, "/")}#agent`,
    name: settings.agencyName,
    description: settings.positioning,
    url: absoluteUrl(siteUrl, "/"),
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings),
    geo: { "@type": "GeoCoordinates", latitude: settings.geo.latitude, longitude: settings.geo.longitude },
    openingHours: settings.openingHours,
    parentOrganization: { "@type": "Organization", name: settings.brokerageName },
  };
}

export function localBusinessJsonLd(settings: SiteSettings, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl(siteUrl, "/")}#business`,
    name: settings.agencyName,
    description: settings.positioning,
    url: absoluteUrl(siteUrl, "/"),
    telephone: settings.phone,
    address: postalAddress(settings),
    areaServed: (settings.areaServed ?? []).map((name) => ({ "@type": "AdministrativeArea", name })),
    openingHours: settings.openingHours,
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function faqJsonLd(entries: FaqEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export function buildJsonLd(input: { settings: SiteSettings; siteUrl: string; crumbs: Crumb[]; faqs?: FaqEntry[] | undefined }): JsonLd[] {
  const { settings, siteUrl, crumbs, faqs } = input;
  return [
    organizationJsonLd(settings, siteUrl),
    realEstateAgentJsonLd(settings, siteUrl),
    localBusinessJsonLd(settings, siteUrl),
    ...(crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, siteUrl)] : []),
    ...(faqs && faqs.length > 0 ? [faqJsonLd(faqs)] : []),
  ];
}

/** Serialises for a <script type="application/ld+json">: "<" escaped so content cannot close the tag. */
export function serializeJsonLd(data: JsonLd[]): string {
  return JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, "\\u003c");
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  author: string;
  datePublished: string;
  dateModified?: string | null | undefined;
  /** The news category, as schema.org articleSection. */
  section?: string | null | undefined;
}

/** An insight article (or a news article), published by the agency and written by the named author. */
export function articleJsonLd(
  article: ArticleInput,
  settings: SiteSettings,
  siteUrl: string,
  type: "Article" | "NewsArticle" = "Article",
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: absoluteUrl(siteUrl, article.path),
    url: absoluteUrl(siteUrl, article.path),
    author: { "@type": "Person", name: article.author },
    publisher: { "@id": `${absoluteUrl(siteUrl, "/")}#organization`, "@type": "Organization", name: settings.agencyName },
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    ...(article.section ? { articleSection: article.section } : {}),
    inLanguage: "en-CA",
  };
}

/** The market a regional page is about, with its coordinates. */
export function placeJsonLd(place: { name: string; latitude: number; longitude: number; path: string }, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Place",
    name: place.name,
    url: absoluteUrl(siteUrl, place.path),
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    containedInPlace: { "@type": "AdministrativeArea", name: "Ontario, Canada" },
  };
}
