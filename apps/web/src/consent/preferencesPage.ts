/**
 * "Your deal e-mails", /deal-emails/?t=… (issue 32; docs/decisions/0037-consent-records.md): the
 * investor's buy box (the signup's fields), the kinds of alert wanted, a pause of 30 or 90 days,
 * and unsubscribe, as plain forms that POST back here (no JavaScript). The signed link in every
 * confirmation and announcement e-mail is the authority, as for the unsubscribe link: it only
 * reaches the address's own mailbox. A change is recorded in the consent record and applies to
 * the next announcement. Only a confirmed address's buy box, alerts and pause can change (409
 * before the confirmation); a bad figure is refused with its message (400) and nothing changes.
 * "Sign out of every link" (decision 0027, "Withdrawable links") refuses every preference link of
 * the address signed until then (410); the unsubscribe link keeps working (CASL), and the next
 * e-mail carries a new preference link.
 */
import { BUY_BOX_ASSET_CLASSES, BUY_BOX_LIMITS, validateBuyBox, type BuyBoxFields, type FieldErrors } from "@agency/supabase/leads";
import { describeBuyBox } from "@agency/supabase/buy-box";
import { escapeHtml, formatTorontoTime } from "@agency/supabase/notification-email";
import { LISTING_ALERT_KINDS, LISTING_ALERT_LABELS, isListingAlertKind, type ListingAlertKind } from "./alertKinds";
import { agencyNameOf, unavailablePage } from "./confirmPage";
import type { LinkSecrets } from "@/src/security/signedLink";
import { preferencesLinkCurrent, preferencesPath, readPreferencesToken } from "./links";
import { readFormBody, signedPage } from "./page";
import type { ConsentStore, InvestorPreferences } from "./store";

export const PAUSE_DAYS = [30, 90] as const;
const MAX_BODY_BYTES = 16 * 1024;

export interface PreferencesPageDeps {
  linkSecret: () => Promise<Buffer>;
  /**
   * The server's link secrets (LINK_SECRET, and LINK_SECRET_PREVIOUS until its date during a
   * rotation, decision 0027); the current one alone when absent.
   */
  linkSecrets?: () => Promise<LinkSecrets>;
  store: () => Promise<ConsentStore>;
  unsubscribe: (email: string, at: Date) => Promise<boolean>;
  siteName: () => Promise<string>;
  /** The regions the buy box offers (the shared Ontario list and the listings'). */
  regions: () => Promise<string[]>;
  clientAddress: (request: Request) => string | null;
  now?: () => Date;
  logError?: (message: string, error: unknown) => void;
}

type Values = Record<string, string[]>;

function valuesOf(preferences: InvestorPreferences): Values {
  const figure = (value: number | null) => (value === null ? [] : [String(value)]);
  return {
    buy_asset_classes: [...(preferences.buy_asset_classes ?? [])],
    buy_regions: [...(preferences.buy_regions ?? [])],
    buy_price_min: figure(preferences.buy_price_min),
    buy_price_max: figure(preferences.buy_price_max),
    buy_cap_rate_min: figure(preferences.buy_cap_rate_min),
    alerts: preferences.alertKinds,
  };
}

function status(preferences: InvestorPreferences, now: Date): string {
  if (preferences.unsubscribedAt)
    return `Unsubscribed since ${formatTorontoTime(new Date(preferences.unsubscribedAt))}. Confirming a new signup subscribes you again.`;
  if (!preferences.confirmedAt)
    return "Not confirmed yet: use the Confirm button of the e-mail we sent you. Until then you receive nothing.";
  if (preferences.pausedUntil && new Date(preferences.pausedUntil) > now)
    return `Paused until ${formatTorontoTime(new Date(preferences.pausedUntil))}: no deal e-mail until then.`;
  return "Subscribed: you receive off-market opportunities matching your buy box.";
}

const error = (fieldErrors: FieldErrors, field: string) =>
  fieldErrors[field] ? `<p class="error" id="${field}-error">${escapeHtml(fieldErrors[field])}</p>` : "";

function checkbox(name: string, value: string, label: string, checked: boolean): string {
  return `<label><input type="checkbox" name="${name}" value="${escapeHtml(value)}"${checked ? " checked" : ""}> ${escapeHtml(label)}</label>`;
}

function numberInput(name: string, label: string, values: Values, fieldErrors: FieldErrors, attributes: string): string {
  const described = fieldErrors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : "";
  return `<label>${escapeHtml(label)} <input type="text" inputmode="decimal" name="${name}" value="${escapeHtml(values[name]?.[0] ?? "")}" ${attributes}${described}></label>${error(fieldErrors, name)}`;
}

function form(
  action: string,
  preferences: InvestorPreferences,
  values: Values,
  fieldErrors: FieldErrors,
  regions: string[],
  now: Date,
): string {
  const chosenRegions = values.buy_regions ?? [];
  const offered = [...regions, ...chosenRegions.filter((region) => !regions.includes(region))];
  const paused = preferences.pausedUntil !== null && new Date(preferences.pausedUntil) > now;
  return [
    `<form method="post" action="${escapeHtml(action)}">`,
    "<fieldset><legend>Asset classes (none: any)</legend>",
    ...BUY_BOX_ASSET_CLASSES.map((option) =>
      checkbox("buy_asset_classes", option.value, option.label, (values.buy_asset_classes ?? []).includes(option.value)),
    ),
    `${error(fieldErrors, "buy_asset_classes")}</fieldset>`,
    "<fieldset><legend>Regions (none: any)</legend>",
    ...offered.map((region) => checkbox("buy_regions", region, region, chosenRegions.includes(region))),
    `${error(fieldErrors, "buy_regions")}</fieldset>`,
    "<fieldset><legend>Price and cap rate (empty: any)</legend>",
    numberInput("buy_price_min", "Minimum price (CAD)", values, fieldErrors, 'autocomplete="off"'),
    numberInput("buy_price_max", "Maximum price (CAD)", values, fieldErrors, 'autocomplete="off"'),
    numberInput("buy_cap_rate_min", `Minimum cap rate (%, up to ${BUY_BOX_LIMITS.capRate})`, values, fieldErrors, 'autocomplete="off"'),
    "</fieldset>",
    "<fieldset><legend>Alert me about a listing I was told of, or that fits my buy box, when</legend>",
    ...LISTING_ALERT_KINDS.map((kind) => checkbox("alerts", kind, LISTING_ALERT_LABELS[kind], (values.alerts ?? []).includes(kind))),
    `${error(fieldErrors, "alerts")}</fieldset>`,
    '<button type="submit" name="action" value="save">Save my preferences</button>',
    "</form>",
    `<form method="post" action="${escapeHtml(action)}"><h2>Pause</h2>`,
    ...PAUSE_DAYS.map((days) => `<button type="submit" name="action" value="pause-${days}">Pause for ${days} days</button>`),
    ...(paused ? ['<button type="submit" name="action" value="resume">Resume now</button>'] : []),
    "</form>",
    `<form method="post" action="${escapeHtml(action)}"><h2>Unsubscribe</h2>`,
    '<button type="submit" name="action" value="unsubscribe">Unsubscribe from deal e-mails</button>',
    "</form>",
    `<form method="post" action="${escapeHtml(action)}"><h2>Sign out of every link</h2>`,
    "<p>If one of our e-mails was forwarded or seen by someone else: every link to this page sent so far stops working, this one included. The unsubscribe link of each e-mail keeps working; our next e-mail brings a new link.</p>",
    '<button type="submit" name="action" value="sign-out-links">Sign out of every link</button>',
    "</form>",
  ].join("\n");
}

function submittedValues(body: URLSearchParams): Values {
  const values: Values = {};
  for (const name of ["buy_asset_classes", "buy_regions", "buy_price_min", "buy_price_max", "buy_cap_rate_min", "alerts"]) {
    values[name] = body.getAll(name);
  }
  return values;
}

/** The buy box and alert kinds of a "save", or each field's message. */
export function readPreferencesForm(
  values: Values,
): { ok: true; box: BuyBoxFields; alerts: ListingAlertKind[] } | { ok: false; fieldErrors: FieldErrors } {
  const single = (name: string) => (values[name]?.length ? values[name][0] : null);
  const box = validateBuyBox({
    buy_asset_classes: values.buy_asset_classes,
    buy_regions: values.buy_regions,
    buy_price_min: single("buy_price_min"),
    buy_price_max: single("buy_price_max"),
    buy_cap_rate_min: single("buy_cap_rate_min"),
  });
  const alerts = values.alerts ?? [];
  const fieldErrors: FieldErrors = box.ok ? {} : { ...box.fieldErrors };
  if (!alerts.every(isListingAlertKind)) fieldErrors.alerts = "Choose alerts from the list";
  if (!box.ok || fieldErrors.alerts) return { ok: false, fieldErrors };
  return { ok: true, box: box.box, alerts: LISTING_ALERT_KINDS.filter((kind) => alerts.includes(kind)) };
}

const SIGNED_OUT =
  "<p>Every link to this page sent before was signed out at your request. Our next e-mail brings a new one; the unsubscribe link of any of our e-mails still works.</p>";

/** The signed link of a preferences page: its address and token, or the page that says why not. */
async function checkLink(
  deps: PreferencesPageDeps,
  request: Request,
  agency: () => Promise<string>,
): Promise<{ ok: true; email: string; token: string } | { ok: false; response: Response }> {
  const token = new URL(request.url).searchParams.get("t");
  let email: string | null;
  try {
    const link = readPreferencesToken(token, (await deps.linkSecrets?.()) ?? (await deps.linkSecret()), (deps.now ?? (() => new Date()))());
    email = link?.email ?? null;
    if (link && !preferencesLinkCurrent(link, await (await deps.store()).preferenceLinksResetAt(link.email))) {
      return { ok: false, response: signedPage(410, "This link was signed out", SIGNED_OUT, await agency()) };
    }
  } catch (error) {
    deps.logError?.("Deal e-mails: the link secret or the link resets are unavailable", error);
    return { ok: false, response: unavailablePage(await agency()) };
  }
  if (email && token) return { ok: true, email, token };
  return {
    ok: false,
    response: signedPage(
      400,
      "This link is not valid",
      "<p>The link may have been cut short or changed. Open it again from one of our e-mails, or reply to it.</p>",
      await agency(),
    ),
  };
}

export function createPreferencesHandlers(deps: PreferencesPageDeps) {
  const now = deps.now ?? (() => new Date());
  const agency = () => agencyNameOf(deps.siteName, "Your deal e-mails");

  async function show(
    httpStatus: number,
    email: string,
    token: string,
    notice: string | null,
    values?: Values,
    fieldErrors: FieldErrors = {},
  ) {
    const store = await deps.store();
    const preferences = await store.preferences(email);
    const name = await agency();
    if (!preferences) {
      return signedPage(
        404,
        "No deal e-mails for this address",
        '<p>We keep no subscription for this address. Sign up on our <a href="/off-market/">off-market page</a>.</p>',
        name,
      );
    }
    const current = describeBuyBox(preferences).map(
      (criterion) => `<li>${escapeHtml(criterion.label)}: ${escapeHtml(criterion.value)}</li>`,
    );
    return signedPage(
      httpStatus,
      "Your deal e-mails",
      [
        ...(notice ? [`<p class="notice" role="status">${escapeHtml(notice)}</p>`] : []),
        `<p>${escapeHtml(preferences.email)}: <span data-subscription-status>${escapeHtml(status(preferences, now()))}</span></p>`,
        `<h2>Your buy box</h2><ul data-buy-box>${current.join("")}</ul>`,
        Object.keys(fieldErrors).length
          ? '<p class="error" role="alert">Please correct the highlighted fields. Nothing was changed.</p>'
          : "",
        form(preferencesPath(token), preferences, values ?? valuesOf(preferences), fieldErrors, await deps.regions(), now()),
      ].join("\n"),
      name,
    );
  }

  async function act(request: Request, email: string, token: string, body: URLSearchParams): Promise<Response> {
    const action = body.get("action");
    const store = await deps.store();
    const client = deps.clientAddress(request);
    const at = now();
    if (action === "sign-out-links") {
      await store.resetPreferenceLinks(email, at);
      return signedPage(200, "Every link is signed out", SIGNED_OUT, await agency());
    }
    if (action === "unsubscribe") {
      await deps.unsubscribe(email, at);
      return show(200, email, token, "You are unsubscribed: no further deal e-mails will be sent to this address.");
    }
    const pause = /^pause-(\d+)$/.exec(action ?? "");
    if (pause || action === "resume") {
      const days = Number(pause?.[1]);
      if (pause && !(PAUSE_DAYS as readonly number[]).includes(days))
        return show(400, email, token, `A pause is ${PAUSE_DAYS.join(" or ")} days.`);
      const until = pause ? new Date(at.getTime() + days * 86_400_000) : null;
      if (!(await store.pause(email, until, client, at))) return notConfirmed(email, token);
      return show(200, email, token, until ? `Paused until ${formatTorontoTime(until)}.` : "Deal e-mails resumed.");
    }
    if (action !== "save") return show(400, email, token, "Choose Save, a pause, Unsubscribe or Sign out of every link.");
    const values = submittedValues(body);
    const read = readPreferencesForm(values);
    if (!read.ok) return show(400, email, token, null, values, read.fieldErrors);
    if (!(await store.updatePreferences(email, read.box, read.alerts, client, at))) return notConfirmed(email, token);
    return show(200, email, token, "Your preferences are saved. The next announcement follows them.");
  }

  const notConfirmed = (email: string, token: string) =>
    show(409, email, token, "Confirm your subscription first, with the Confirm button of the e-mail we sent you. Nothing was changed.");

  return {
    async GET(request: Request): Promise<Response> {
      const checked = await checkLink(deps, request, agency);
      if (!checked.ok) return checked.response;
      try {
        return await show(200, checked.email, checked.token, null);
      } catch (error) {
        deps.logError?.("Showing deal e-mail preferences failed", error);
        return unavailablePage(await agency());
      }
    },
    async POST(request: Request): Promise<Response> {
      const checked = await checkLink(deps, request, agency);
      if (!checked.ok) return checked.response;
      const body = await readFormBody(request, MAX_BODY_BYTES);
      if (!body) return signedPage(413, "Too much was sent", "<p>Nothing was changed. Go back and try again.</p>", await agency());
      try {
        return await act(request, checked.email, checked.token, body);
      } catch (error) {
        deps.logError?.("Changing deal e-mail preferences failed", error);
        return unavailablePage(await agency());
      }
    },
  };
}
