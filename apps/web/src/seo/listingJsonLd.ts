/**
 * schema.org RealEstateListing for a listing's page (issue 16): the page, the property it is
 * about and the offer. A confidential listing names its region only: no street address and no
 * image leave the site in structured data either.
 */
import type { ListingPage, SiteSettings } from "@/src/content/types";
import type { JsonLd } from "./jsonLd";
import { absoluteUrl } from "./site";

const AVAILABILITY: Record<string, string> = {
  available: "https://schema.org/InStock",
  "under-contract": "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
};

export interface ListingJsonLdInput {
  listing: ListingPage;
  path: string;
  title: string;
  siteUrl: string;
  settings: SiteSettings;
  /** Absolute or site-relative photo URLs (none when confidential). */
  images: string[];
}

export function listingJsonLd({ listing, path, title, siteUrl, settings, images }: ListingJsonLdInput): JsonLd {
  const confidential = listing.confidential === true;
  const url = absoluteUrl(siteUrl, path);
  const address = {
    "@type": "PostalAddress",
    ...(!confidential && listing.address ? { streetAddress: listing.address } : {}),
    addressLocality: listing.region ?? "Ontario",
    addressRegion: "ON",
    addressCountry: "CA",
  };
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: title,
    url,
    ...(confidential && listing.teaser ? { description: listing.teaser } : {}),
    ...(listing.listedAt ? { datePosted: listing.listedAt } : {}),
    ...(!confidential && images.length > 0 ? { image: images.map((image) => absoluteUrl(siteUrl, image)) } : {}),
    inLanguage: "en-CA",
    about: {
      "@type": listing.assetClass === "industrial" ? "Place" : "SelfStorage",
      name: title,
      address,
    },
    offers: {
      "@type": "Offer",
      url,
      availability: AVAILABILITY[listing.status ?? ""] ?? AVAILABILITY.available,
      ...(typeof listing.askingPrice === "number" ? { price: listing.askingPrice, priceCurrency: "CAD" } : {}),
      offeredBy: { "@id": `${absoluteUrl(siteUrl, "/")}#organization`, "@type": "Organization", name: settings.agencyName },
    },
  };
}
