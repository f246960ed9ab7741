/**
 * Operator actions that work as a plain HTML form POST without JavaScript and as the page's fetch
 * with JSON (decision 0027, "Withdrawable links"): the fields of either body, and the answer in
 * kind: JSON for the script (its toast shows the message), or a 303 back to the operator page for
 * the form, whose next rendering shows the change. Nothing here trusts the form's return path
 * beyond a path of this site.
 */

export interface OperatorPost {
  /** A form's POST (urlencoded), not the script's JSON. */
  form: boolean;
  fields: Record<string, unknown>;
  /** Where a form's answer sends the browser back to: a path of this site only. */
  back: string;
}

/** The operator page a form returns to when it names none (or names something that is not a path of this site). */
export const DEFAULT_BACK = "/diagnostics/";
const SITE_PATH = /^\/(?!\/)[\w\-/]*$/;

/** The request's fields, or null when the body is larger than `maxBytes` or not JSON/urlencoded. */
export function readOperatorPost(contentType: string | null, body: Uint8Array): OperatorPost | null {
  const text = new TextDecoder().decode(body);
  if ((contentType ?? "").startsWith("application/x-www-form-urlencoded")) {
    const params = new URLSearchParams(text);
    const back = params.get("back") ?? "";
    return { form: true, fields: Object.fromEntries(params), back: SITE_PATH.test(back) ? back : DEFAULT_BACK };
  }
  if (text.trim() === "") return { form: false, fields: {}, back: DEFAULT_BACK };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    return { form: false, fields: parsed as Record<string, unknown>, back: DEFAULT_BACK };
  } catch {
    return null;
  }
}

/**
 * What the page says after a form's 303 (`?done=<key>` or `?refused=<status>`): fixed sentences
 * chosen by key, never text from the address, so a crafted link cannot put words on the operator page.
 */
export const FORM_NOTICES = {
  "report-link-created": "The owner's report link is made: copy it from the listing's Owner's report links.",
  "report-link-withdrawn": "The link is withdrawn: the owner's report no longer opens from it.",
  "breach-recorded": "The breach is recorded: it is listed below and in the CSV, and kept 24 months from the day it was determined.",
  created: "The proposal is open: upload the rent roll and the trailing twelve months.",
  "rent-roll-saved": "The rent roll is saved: the figures below are read from it.",
  "rent-roll-held": "The file is read but not saved: check the column mapping and the problems below, then save it.",
  "rent-roll-discarded": "The uploaded file is discarded; the saved rent roll is unchanged.",
  "ttm-saved": "The trailing twelve months are saved.",
  "inputs-saved": "The inputs, comments and value range are saved.",
  "link-created": "The owner's link is made: copy it from Owner's links.",
  "link-withdrawn": "The link is withdrawn: the opinion of value no longer opens from it.",
  listed: "The owner's listing is recorded: download the draft listing and import it into the Studio.",
  "question-answered":
    "The question is answered: the buyer who asked is e-mailed; an answer for every buyer is in the listing's questions and answers.",
  "stage-set": "The document's stage is saved: the room lists it for the buyers that stage allows.",
  "due-diligence-decided": "The decision is saved and the buyer is being e-mailed it.",
  "view-only-set": "The document is view only: signers see its pages in the room, watermarked, with no download.",
  "view-only-cleared": "The document is downloadable again, watermarked.",
  "round-opened":
    "The best-and-final round is open: each shortlisted buyer is invited by e-mail; no one else can make an offer until it ends.",
  "round-extended": "The round's deadline is extended: every invited buyer is told by e-mail.",
  "round-closed":
    "The round is closed: each buyer with an offer in it is being e-mailed the count of competing written offers; later offers are marked late.",
  "direction-recorded": "The seller's direction is recorded: it governs from now on, as listed under Seller's written direction.",
  "summary-sent": "The summary of terms is sent: each buyer invited to the round is being e-mailed it, without any buyer's identity.",
} as const;
export type FormNotice = keyof typeof FORM_NOTICES;

/** The sentence of a form's answer, from the page's query, or null. */
export function formNotice(done: unknown, refused: unknown): { refused: boolean; text: string } | null {
  if (typeof done === "string" && done in FORM_NOTICES) return { refused: false, text: FORM_NOTICES[done as FormNotice] };
  if (typeof refused === "string" && /^[45]\d\d$/.test(refused))
    return { refused: true, text: `The action was refused (HTTP ${refused}); nothing was changed. Use the page's buttons again.` };
  return null;
}

/** A form's answer: 303 to its page at `anchor`, the outcome in the query so a failure is not silent without the script. */
export function formAnswer(
  post: OperatorPost,
  status: number,
  done: FormNotice,
  anchor: string,
  headers: Record<string, string>,
): Response {
  const outcome = status < 300 ? `done=${done}` : `refused=${status}`;
  return new Response(null, { status: 303, headers: { ...headers, location: `${post.back}?${outcome}#${anchor}` } });
}
