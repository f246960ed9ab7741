import { advertised } from "@/src/advertising/advertisedPage.server";
import { createUnsubscribeHandlers } from "@/src/announcements/unsubscribe";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { getSiteSettings } from "@/src/content/content.server";

// Never prerendered or cached: every request carries its own token.
export const dynamic = "force-dynamic";

const handlers = createUnsubscribeHandlers({
  linkSecrets: async () => (await getBackend()).linkSecrets(),
  unsubscribe: async (email, at) => (await (await getBackend()).announcements.store()).unsubscribe(email, at),
  siteName: async () => (await getSiteSettings()).agencyName,
  logError,
});

export const GET = async (request: Request) => advertised(await handlers.GET(request));
export const POST = async (request: Request) => advertised(await handlers.POST(request));
