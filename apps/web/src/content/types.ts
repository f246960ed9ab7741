/** Shapes of the query results in ./queries.ts. */
export interface ContentImage {
  alt: string | null;
  src: string | null;
  width: number | null;
  height: number | null;
}

export type SocialNetwork = "facebook" | "instagram" | "linkedin" | "pinterest" | "tiktok" | "x" | "yelp" | "youtube";

export interface SiteSettings {
  agencyName: string;
  positioning: string;
  brokerageName: string;
  investorNetworkClaim: string;
  phone: string;
  email: string;
  address: { street?: string; locality: string; region: string; postalCode?: string; country: string };
  geo: { latitude: number; longitude: number };
  hoursText: string;
  openingHours: string;
  areaServed: string[] | null;
  socialProfiles: { network: SocialNetwork; url: string }[] | null;
  disclaimer: string;
  trademarkNotices: string[];
}

export interface PageMetadataRecord {
  path: string;
  title: string;
  heading: string | null;
  description: string;
  keywords: string[] | null;
  canonical: string | null;
  noindex: boolean | null;
  ogImage: ContentImage | null;
  isDefault: boolean;
}

export interface AgentProfile {
  name: string;
  role: string;
  photo: ContentImage | null;
  shortBio: string;
  bio: string[] | null;
  professionalProfileUrl: string | null;
  strengths: { title: string; text: string }[] | null;
}

export interface LinkCard {
  title: string;
  text: string;
  href: string;
  linkLabel: string;
}

export interface SuccessStory {
  _id: string;
  title: string;
  location: string;
  units: number;
  description: string;
  sold: boolean | null;
  image: ContentImage | null;
}

export interface HomePageContent {
  page: {
    heroEyebrow: string | null;
    heroHeading: string;
    heroLead: string;
    buyersLabel: string;
    sellersLabel: string;
    heroHighlights: string[] | null;
    successHeading: string;
    successLead: string | null;
    calculatorHeading: string;
    calculatorLead: string | null;
    exploreHeading: string;
    exploreCards: LinkCard[];
    marketsHeading: string;
    marketsLead: string | null;
    marketLinks: { label: string; href: string }[] | null;
    agentHeading: string;
  } | null;
  successStories: SuccessStory[];
}
