/**
 * Draft mode for editors (hosted mode): the Studio's Presentation tool opens
 * /api/draft-mode/enable with a one-time secret it stored in the dataset; the route checks it
 * against the Content Lake, sets Next.js's draft cookie and sends the editor to the page, which
 * then reads drafts instead of published content.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import type { SanityClient } from "next-sanity";

interface EnableOptions {
  /** A client with a read token, or null when the site has no hosted content (route answers 404). */
  client: SanityClient | null;
  enable: () => Promise<void>;
}

/** Only same-site paths: a secret URL must never turn the site into an open redirect. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith("/") && !target.startsWith("//") ? target : "/";
}

export function createEnableDraftModeHandler({ client, enable }: EnableOptions) {
  return async function GET(request: Request): Promise<Response> {
    if (!client) return new Response("Not found", { status: 404 });
    const { isValid, redirectTo } = await validatePreviewUrl(client, request.url);
    if (!isValid) return new Response("Invalid secret", { status: 401, headers: { "Cache-Control": "no-store" } });
    await enable();
    return new Response(null, { status: 307, headers: { Location: safeRedirect(redirectTo), "Cache-Control": "no-store" } });
  };
}
