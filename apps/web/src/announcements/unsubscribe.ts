/**
 * /unsubscribe/?t=… (docs/decisions/0029-investor-announcements.md, RFC 8058):
 * - GET shows a confirmation page whose button is a plain form POST (no JavaScript): a GET never
 *   unsubscribes, because mail scanners follow links;
 * - POST unsubscribes at once, without sign-in: the one-click body `List-Unsubscribe=One-Click` a
 *   mail provider sends, or the page's form. Any body is accepted: the signed token in the URL is
 *   the authority, and its only power is to take its own address off the list. Idempotent.
 * - A malformed or forged token gets a clear 400 page; a database that cannot be reached a 503,
 *   never a 500.
 * The proxy lets this path's POST through from other sites (src/security/crossSite.ts): a mail
 * provider's one-click POST comes from its servers, and a page elsewhere cannot make a token.
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import { verifyLink, type LinkSecrets } from "@/src/security/signedLink";
import { UNSUBSCRIBE_PURPOSE } from "./sender";

export const UNSUBSCRIBE_PATH = "/unsubscribe/";
/** The one-click body is 26 bytes; a form's a little more. Anything larger is not read. */
const MAX_BODY_BYTES = 4096;

export interface UnsubscribeDeps {
  /** The server's link secrets (ServerState.linkSecrets: the current; the previous until its date). */
  linkSecrets: () => Promise<LinkSecrets>;
  unsubscribe: (email: string, at: Date) => Promise<boolean>;
  /** The agency's name for the page's heading. */
  siteName: () => Promise<string>;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}

function page(status: number, title: string, body: string, agency: string): Response {
  const html = [
    "<!doctype html>",
    '<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(agency)}</title></head>`,
    `<body><main><p>${escapeHtml(agency)}</p><h1>${escapeHtml(title)}</h1>`,
    body,
    '<p><a href="/">Back to the website</a></p></main></body></html>',
  ].join("\n");
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      // The token is in the address: never sent on to another site.
      "referrer-policy": "no-referrer",
    },
  });
}

async function agencyName(deps: UnsubscribeDeps): Promise<string> {
  try {
    return (await deps.siteName()) || "Unsubscribe";
  } catch {
    return "Unsubscribe";
  }
}

type Checked = { ok: true; email: string; token: string } | { ok: false; response: Response };

async function check(request: Request, deps: UnsubscribeDeps): Promise<Checked> {
  const token = new URL(request.url).searchParams.get("t");
  let secrets: LinkSecrets;
  try {
    secrets = await deps.linkSecrets();
  } catch (error) {
    deps.logError?.("Unsubscribe: the link secret is unavailable", error);
    return { ok: false, response: unavailable(await agencyName(deps)) };
  }
  const verified = verifyLink(UNSUBSCRIBE_PURPOSE, token, secrets, (deps.now ?? (() => new Date()))());
  const email = verified.ok ? verified.claims.e : undefined;
  if (!verified.ok || typeof email !== "string" || !email.includes("@")) {
    return {
      ok: false,
      response: page(
        400,
        "This unsubscribe link is not valid",
        "<p>The link may have been cut short or changed. Open it again from the e-mail, or reply to the e-mail and we will take you off the list.</p>",
        await agencyName(deps),
      ),
    };
  }
  return { ok: true, email, token: token as string };
}

function unavailable(agency: string): Response {
  return page(
    503,
    "Please try again in a moment",
    "<p>We could not record your request just now. Nothing was changed; please try again, or reply to the e-mail.</p>",
    agency,
  );
}

export function createUnsubscribeHandlers(deps: UnsubscribeDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async GET(request: Request): Promise<Response> {
      const checked = await check(request, deps);
      if (!checked.ok) return checked.response;
      const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(checked.token)}`;
      return page(
        200,
        "Unsubscribe from deal e-mails?",
        [
          `<p>${escapeHtml(checked.email)} will no longer receive e-mails about new listings matching your buy box.</p>`,
          `<form method="post" action="${escapeHtml(action)}">`,
          '<input type="hidden" name="confirm" value="unsubscribe">',
          '<button type="submit">Unsubscribe</button>',
          "</form>",
        ].join("\n"),
        await agencyName(deps),
      );
    },
    async POST(request: Request): Promise<Response> {
      const checked = await check(request, deps);
      if (!checked.ok) return checked.response;
      // The body is not needed (see above); it is drained, up to a small size, and ignored.
      await request
        .arrayBuffer()
        .then((body) => body.byteLength <= MAX_BODY_BYTES)
        .catch(() => undefined);
      try {
        await deps.unsubscribe(checked.email, now());
      } catch (error) {
        deps.logError?.("Unsubscribe failed", error);
        return unavailable(await agencyName(deps));
      }
      return page(
        200,
        "You are unsubscribed",
        `<p>${escapeHtml(checked.email)} will not receive further e-mails about new listings. If you change your mind, sign up again on our off-market page.</p>`,
        await agencyName(deps),
      );
    },
  };
}
