/** The advertising identity (identity.ts) from the published site settings and agent profile. */
import "server-only";
import { getAgentProfile, getSiteSettings } from "@/src/content/content.server";
import { advertisingIdentity, type AdvertisingIdentity } from "./identity";

export async function getAdvertisingIdentity(): Promise<AdvertisingIdentity> {
  const [settings, agent] = await Promise.all([getSiteSettings(), getAgentProfile()]);
  return advertisingIdentity(settings, agent);
}
