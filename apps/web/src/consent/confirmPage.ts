/**
 * /deal-emails/confirm/?t=… (double opt-in, docs/decisions/0037-consent-records.md):
 * - GET shows a page with a Confirm button (a form POST) and changes nothing: mail scanners
 *   follow links, and a scanner's visit must not confirm anyone;
 * - POST confirms the signup the link names: the address becomes confirmed, takes that signup's
 *   buy box, and an earlier unsubscribe is lifted. Confirming twice changes nothing the second time.
 * A malformed or forged link gets a 400 page, an expired one 410, a signup no longer stored 404,
 * a database that cannot be reached 503; never a 500.
 */
import { escapeHtml } from "@agency/supabase/notification-email";
import type { LinkSecrets } from "@/src/security/signedLink";
import { CONFIRM_LINK_DAYS, CONFIRM_PATH, preferencesPath, preferencesToken, readConfirmToken } from "./links";
import { readFormBody, signedPage } from "./page";
import type { ConfirmOutcome } from "./store";

export interface ConfirmPageDeps {
  linkSecret: () => Promise<Buffer>;
  /**
   * Every secret a link may have been signed with (LINK_SECRET and LINK_SECRET_PREVIOUS during a
   * rotation, decision 0041); the current one alone when absent.
   */
  linkSecrets?: () => Promise<LinkSecrets>;
  confirm: (email: string, signupId: string, clientAddress: string | null, at: Date) => Promise<ConfirmOutcome>;
  siteName: () => Promise<string>;
  /** The trusted client address of a request (decision 0017), or null when unknown. */
  clientAddress: (request: Request) => string | null;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}

export async function agencyNameOf(siteName: () => Promise<string>, fallback: string): Promise<string> {
  try {
    return (await siteName()) || fallback;
  } catch {
    return fallback;
  }
}

export const unavailablePage = (agency: string) =>
  signedPage(
    503,
    "Please try again in a moment",
    "<p>We could not record your request just now. Nothing was changed; please try again, or reply to our e-mail.</p>",
    agency,
  );

export function createConfirmHandlers(deps: ConfirmPageDeps) {
  const now = deps.now ?? (() => new Date());
  const agency = () => agencyNameOf(deps.siteName, "Deal e-mails");

  async function check(request: Request) {
    const token = new URL(request.url).searchParams.get("t");
    let secret: Buffer;
    try {
      secret = await deps.linkSecret();
    } catch (error) {
      deps.logError?.("Confirmation: the link secret is unavailable", error);
      return { ok: false as const, response: unavailablePage(await agency()) };
    }
    const read = readConfirmToken(token, (await deps.linkSecrets?.()) ?? secret, now());
    if (read.ok) return { ...read, token: token as string, secret };
    if (read.expired) {
      return {
        ok: false as const,
        response: signedPage(
          410,
          "This confirmation link has expired",
          `<p>Confirmation links work for ${CONFIRM_LINK_DAYS} days. Sign up again on our <a href="/off-market/">off-market page</a> and we will send a new one.</p>`,
          await agency(),
        ),
      };
    }
    return {
      ok: false as const,
      response: signedPage(
        400,
        "This confirmation link is not valid",
        "<p>The link may have been cut short or changed. Open it again from the e-mail, or reply to the e-mail.</p>",
        await agency(),
      ),
    };
  }

  return {
    async GET(request: Request): Promise<Response> {
      const checked = await check(request);
      if (!checked.ok) return checked.response;
      const name = await agency();
      return signedPage(
        200,
        `Confirm your deal e-mails from ${name}`,
        [
          `<p>Confirm that ${escapeHtml(checked.email)} wants off-market investment opportunities and alerts about them from ${escapeHtml(name)}, for the buy box given when signing up.</p>`,
          `<form method="post" action="${escapeHtml(`${CONFIRM_PATH}?t=${encodeURIComponent(checked.token)}`)}">`,
          '<button type="submit">Confirm</button>',
          "</form>",
          "<p>If you did not sign up, close this page: nothing is sent to this address without a confirmation.</p>",
        ].join("\n"),
        name,
      );
    },
    async POST(request: Request): Promise<Response> {
      const checked = await check(request);
      if (!checked.ok) return checked.response;
      // The button's body carries nothing the server needs: read (up to a small size) and ignored.
      await readFormBody(request, 4096);
      const name = await agency();
      let outcome: ConfirmOutcome;
      try {
        outcome = await deps.confirm(checked.email, checked.signupId, deps.clientAddress(request), now());
      } catch (error) {
        deps.logError?.("Confirming a signup failed", error);
        return unavailablePage(name);
      }
      if (outcome === "unknown") {
        return signedPage(
          404,
          "We no longer have this signup",
          '<p>It may have been removed at your request. Sign up again on our <a href="/off-market/">off-market page</a>.</p>',
          name,
        );
      }
      const preferences = preferencesPath(preferencesToken(checked.email, checked.secret, now()));
      return signedPage(
        200,
        outcome === "confirmed" ? "Your deal e-mails are confirmed" : "Already confirmed",
        [
          `<p>${escapeHtml(checked.email)} will receive off-market opportunities matching its buy box, and alerts when one changes.</p>`,
          `<p><a href="${escapeHtml(preferences)}">Your deal e-mails</a>: change your buy box and alerts, pause, or unsubscribe.</p>`,
        ].join("\n"),
        name,
      );
    },
  };
}
