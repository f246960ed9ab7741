import { pageMetadata } from "./documents/pageMetadata";
import { successStory } from "./documents/successStory";
import { linkCard } from "./objects/linkCard";
import { agentProfile } from "./singletons/agentProfile";
import { homePage } from "./singletons/homePage";
import { siteSettings } from "./singletons/siteSettings";

export const schemaTypes = [siteSettings, agentProfile, homePage, pageMetadata, successStory, linkCard];

/** Document types with exactly one document, whose id equals the type name. */
export const singletonTypes = new Set(["siteSettings", "agentProfile", "homePage"]);
