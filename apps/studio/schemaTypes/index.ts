import { blockTypes } from "./blocks";
import { contentPage } from "./documents/contentPage";
import { faqItem } from "./documents/faqItem";
import { guideArticle } from "./documents/guideArticle";
import { listing } from "./documents/listing";
import { industrialMarket, selfStorageMarket } from "./documents/markets";
import { newsArticle } from "./documents/newsArticle";
import { pageMetadata } from "./documents/pageMetadata";
import { redirect } from "./documents/redirect";
import { successStory } from "./documents/successStory";
import { advertisingConsent } from "./objects/advertisingConsent";
import { linkCard } from "./objects/linkCard";
import { pageSection, relatedLink, richText } from "./objects/richText";
import { seo } from "./objects/seo";
import { agentProfile } from "./singletons/agentProfile";
import { confidentialityAgreement } from "./singletons/confidentialityAgreement";
import { homePage } from "./singletons/homePage";
import { siteSettings } from "./singletons/siteSettings";

export const schemaTypes = [
  siteSettings,
  agentProfile,
  homePage,
  confidentialityAgreement,
  contentPage,
  guideArticle,
  newsArticle,
  selfStorageMarket,
  industrialMarket,
  listing,
  faqItem,
  pageMetadata,
  redirect,
  successStory,
  advertisingConsent,
  linkCard,
  richText,
  pageSection,
  relatedLink,
  seo,
  ...blockTypes,
];

/** Document types with exactly one document, whose id equals the type name. */
export const singletonTypes = new Set(["siteSettings", "agentProfile", "homePage", "confidentialityAgreement"]);
