import { advertised } from "@/src/advertising/advertisedPage.server";
import { buyBoxRegions } from "@agency/paths/regions";
import { createPreferencesHandlers } from "@/src/consent/preferencesPage";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { knownClientKey } from "@/src/leads/clientKey";
import { getListingRegions, getSiteSettings } from "@/src/content/content.server";

// Never prerendered or cached: every request carries its own token (docs/decisions/0037-consent-records.md).
export const dynamic = "force-dynamic";

const handlers = createPreferencesHandlers({
  linkSecret: async () => (await getBackend()).linkSecret(),
  linkSecrets: async () => (await getBackend()).linkSecrets(),
  store: async () => (await getBackend()).consent(),
  unsubscribe: async (email, at) => (await (await getBackend()).announcements.store()).unsubscribe(email, at),
  siteName: async () => (await getSiteSettings()).agencyName,
  regions: async () => buyBoxRegions(await getListingRegions()),
  clientAddress: (request) => knownClientKey(request.headers),
  logError,
});

export const GET = async (request: Request) => advertised(await handlers.GET(request));
export const POST = async (request: Request) => advertised(await handlers.POST(request));
