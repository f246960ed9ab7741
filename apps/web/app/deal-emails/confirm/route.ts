import { advertised } from "@/src/advertising/advertisedPage.server";
import { createConfirmHandlers } from "@/src/consent/confirmPage";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { knownClientKey } from "@/src/leads/clientKey";
import { getSiteSettings } from "@/src/content/content.server";

// Never prerendered or cached: every request carries its own token (docs/decisions/0037-consent-records.md).
export const dynamic = "force-dynamic";

const handlers = createConfirmHandlers({
  linkSecret: async () => (await getBackend()).linkSecret(),
  linkSecrets: async () => (await getBackend()).linkSecrets(),
  confirm: async (email, signupId, clientAddress, at) => (await (await getBackend()).consent()).confirm(email, signupId, clientAddress, at),
  siteName: async () => (await getSiteSettings()).agencyName,
  clientAddress: (request) => knownClientKey(request.headers),
  logError,
});

export const GET = async (request: Request) => advertised(await handlers.GET(request));
export const POST = async (request: Request) => advertised(await handlers.POST(request));
