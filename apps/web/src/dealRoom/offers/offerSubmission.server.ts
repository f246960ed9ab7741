/**
 * A letter of intent posted from the deal room (issue 36): a plain form POST, so it works without
 * JavaScript. The room's cookie is checked as for a download; the form is parsed with its schema
 * (offerForm.ts); a refused form answers 400 (413 for a file over the limit) with a page that
 * says what to fix and holds the form again, filled in, and nothing is stored. Past a daily limit
 * (10 offers per signer, 20 per client address: 429) or, in embedded mode, with a proof of funds
 * while the disk under DATA_DIR is short of space (507), nothing is stored either (issue 41). A good
 * one stores the proof of funds beside the room's documents (once: the same bytes sent again by the
 * signer refer to the file kept), then the offer (with the call-for-offers date
 * in force, so a late one is marked), wakes the mailer that tells the team, and sends the browser
 * back to the room (303), where the signer sees what they sent.
 */
import "server-only";
import { dealRoomOfferPath, dealRoomPath } from "@agency/paths";
import { escapeHtml } from "@agency/supabase/notification-email";
import { createHash, randomUUID } from "node:crypto";
import { clientKeyFrom, UNIDENTIFIED } from "@/src/leads/clientKey";
import { logError } from "@/src/log";
import { guardDealRoom, roomCookie, type Door } from "@/src/dealRoom/access/guard";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { answerPage } from "@/src/dealRoom/access/answerPage";
import {
  FINANCING_CHOICES,
  FIX_OFFER_MESSAGE,
  OFFER_FIELDS,
  OFFER_LABELS,
  offerLimitMessage,
  parseOfferForm,
  type OfferField,
  type OfferFieldErrors,
} from "./offerForm";
import { OFFERS_PER_CLIENT_A_DAY, OFFERS_PER_SIGNATURE_A_DAY, OfferLimitReached, type OfferLimit, type ProofOfFunds } from "./offerStore";
import { checkUpload } from "@/src/dealRoom/uploads/upload";
import { NO_ROOM_FOR_PROOF_MESSAGE, uploadSpaceProblem } from "@/src/dealRoom/uploads/uploadSpace";
import { PRIVATE_ANSWER_HEADERS } from "@/src/dealRoom/access/privateHeaders";
import { NotShortlisted, notShortlistedMessage } from "@/src/dealRoom/rounds/roundStore";

const PRIVATE = PRIVATE_ANSWER_HEADERS;

/** The room's address after an offer: the confirmation shows there, above what was sent. */
export const OFFER_RECEIVED_QUERY = "offer=received";

export async function receiveOffer(request: Request, slug: string): Promise<Response> {
  const door: Door = {
    credential: roomCookie,
    failure: {
      log: `An offer for ${slug} could not be stored`,
      page: () =>
        answerPage(503, "Your offer could not be sent right now", "Nothing was stored. Please try again in a moment, or call us.", null),
    },
  };
  return guardDealRoom(request, slug, door, async ({ listing, backend, signature }) => {
    let formData: FormData;
    try {
      formData = await request.formData();
    } catch {
      return answerPage(400, "Your offer could not be read", "Send the form from the deal room again. Nothing was stored.", null);
    }
    const now = new Date();
    const parsed = parseOfferForm(formData, now);
    if (!parsed.ok) return offerErrorPage(parsed.status, slug, listing.title, parsed.fieldErrors, parsed.values);

    const store = await backend.dealRoom();
    const client = clientKeyFrom(request.headers);
    const ip = client === UNIDENTIFIED ? null : client;
    const proof = parsed.proof ? await proofOfFunds(parsed.proof) : null;
    // The day's limits asked before the file is written, so a refused offer never lands on the disk.
    const allowance = await store.offerAllowance(signature.id, ip, proof?.sha256 ?? null, now);
    if (allowance.refused) return limitPage(allowance.refused.limit, allowance.refused.resetsAt, now);
    // A best-and-final round takes only its shortlist (the database refuses the rest too).
    const round = await store.signerRound(signature.id);
    if (round && !round.invited) return notShortlistedPage(round.number);
    let written: string | null = null;
    if (proof && !allowance.proofFileId) {
      const space = await backend.uploadSpace?.();
      if (space && !space.ok) {
        logError(`A proof of funds for ${slug} was refused`, new Error(uploadSpaceProblem(space)));
        return answerPage(507, "Your offer could not be sent", NO_ROOM_FOR_PROOF_MESSAGE, null);
      }
      written = documentKey(slug, proof.fileId);
      await backend.documents.put(written, proof.bytes, proof.contentType);
    }
    const removeWritten = async () => {
      if (written) await backend.documents.remove(written).catch(() => undefined);
    };
    try {
      const stored = await store.submitOffer({
        ...parsed.terms,
        signatureId: signature.id,
        proof: proof && { ...proof, fileId: allowance.proofFileId ?? proof.fileId },
        callForOffersAt: listing.callForOffersAt,
        ip,
        userAgent: request.headers.get("user-agent"),
        at: now,
      });
      // The same bytes were kept already (sent by this signer meanwhile): the offer refers to that file.
      if (written && stored.proofFileId !== proof?.fileId) await removeWritten();
    } catch (error) {
      // Not stored: the file must not stay behind, unlisted.
      await removeWritten();
      if (error instanceof OfferLimitReached) return limitPage(error.limit, error.resetsAt, now);
      if (error instanceof NotShortlisted) return notShortlistedPage(error.round);
      throw error;
    }
    backend.notifier.wake();
    return new Response(null, { status: 303, headers: { ...PRIVATE, location: `${dealRoomPath(slug)}?${OFFER_RECEIVED_QUERY}#offers` } });
  });
}

/** The proof of funds checked, read and hashed; its file id is new (used unless the same bytes were kept before). */
async function proofOfFunds(file: File): Promise<ProofOfFunds & { sha256: string; bytes: Uint8Array }> {
  const check = checkUpload(file);
  if (!check.ok) throw new Error("A proof of funds passed the form's check but not the upload's");
  const bytes = new Uint8Array(await file.arrayBuffer());
  return {
    fileId: randomUUID(),
    fileName: check.fileName,
    contentType: check.contentType,
    sizeBytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  };
}

/** 429: which daily limit, and when it resets (Retry-After in seconds too). Nothing was stored. */
function notShortlistedPage(round: number): Response {
  return answerPage(403, "Your offer was not sent", notShortlistedMessage(round), null);
}

function limitPage(limit: OfferLimit, resetsAt: string, now: Date): Response {
  const perDay = limit === "signature" ? OFFERS_PER_SIGNATURE_A_DAY : OFFERS_PER_CLIENT_A_DAY;
  const response = answerPage(429, "Your offer was not sent", offerLimitMessage(limit, perDay, resetsAt), null);
  response.headers.set("retry-after", String(Math.max(1, Math.ceil((Date.parse(resetsAt) - now.getTime()) / 1000))));
  return response;
}

function input(field: OfferField, value: string, error: string | undefined, attributes: string): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${field}-error"` : "";
  const message = error ? `<p id="${field}-error"><strong>${escapeHtml(error)}</strong></p>` : "";
  return `<p><label for="${field}">${escapeHtml(OFFER_LABELS[field])}</label><br><input id="${field}" name="${field}" value="${escapeHtml(value)}" ${attributes}${described}></p>${message}`;
}

/**
 * The answer to a refused form: what to fix, field by field, and the form again with what was
 * typed (a file must be chosen again: browsers never refill one). Plain HTML, no script.
 */
export function offerErrorPage(
  status: 400 | 413,
  slug: string,
  title: string,
  errors: OfferFieldErrors,
  values: Partial<Record<OfferField, string>>,
): Response {
  const value = (field: OfferField) => values[field] ?? "";
  const error = (field: OfferField) => errors[field];
  const summary = OFFER_FIELDS.filter((field) => errors[field])
    .map((field) => `<li><a href="#${field}">${escapeHtml(OFFER_LABELS[field])}</a>: ${escapeHtml(errors[field] ?? "")}</li>`)
    .join("");
  const financing = FINANCING_CHOICES.map(
    (choice) =>
      `<label><input type="radio" name="financing" value="${choice.value}"${value("financing") === choice.value ? " checked" : ""}> ${escapeHtml(choice.label)}</label>`,
  ).join("<br>");
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your offer was not sent</title></head><body><main>
<p>Deal room · ${escapeHtml(title)}</p>
<h1>Your offer was not sent</h1>
<p role="alert">${escapeHtml(FIX_OFFER_MESSAGE)}</p>
<ul>${summary}</ul>
<form method="post" action="${escapeHtml(dealRoomOfferPath(slug))}" enctype="multipart/form-data">
${input("price", value("price"), error("price"), 'inputmode="decimal" required')}
${input("deposit", value("deposit"), error("deposit"), 'inputmode="decimal" required')}
${input("due_diligence_days", value("due_diligence_days"), error("due_diligence_days"), 'inputmode="numeric" required')}
<fieldset${error("financing") ? ' aria-describedby="financing-error"' : ""}><legend>${escapeHtml(OFFER_LABELS.financing)}</legend>${financing}</fieldset>${error("financing") ? `<p id="financing-error"><strong>${escapeHtml(error("financing") ?? "")}</strong></p>` : ""}
${input("lender", value("lender"), error("lender"), 'maxlength="150"')}
${input("closing_date", value("closing_date"), error("closing_date"), 'type="date" required')}
<p><label for="conditions">${escapeHtml(OFFER_LABELS.conditions)}</label><br><textarea id="conditions" name="conditions" rows="4" maxlength="4000"${error("conditions") ? ' aria-invalid="true" aria-describedby="conditions-error"' : ""}>${escapeHtml(value("conditions"))}</textarea></p>${error("conditions") ? `<p id="conditions-error"><strong>${escapeHtml(error("conditions") ?? "")}</strong></p>` : ""}
<p><label for="proof_of_funds">${escapeHtml(OFFER_LABELS.proof_of_funds)}</label><br><input id="proof_of_funds" name="proof_of_funds" type="file"${error("proof_of_funds") ? ' aria-invalid="true" aria-describedby="proof_of_funds-error"' : ""}> (choose it again)</p>${error("proof_of_funds") ? `<p id="proof_of_funds-error"><strong>${escapeHtml(error("proof_of_funds") ?? "")}</strong></p>` : ""}
<p><label><input id="acknowledge" type="checkbox" name="acknowledge"${value("acknowledge") === "on" ? " checked" : ""}${error("acknowledge") ? ' aria-invalid="true" aria-describedby="acknowledge-error"' : ""}> ${escapeHtml(OFFER_LABELS.acknowledge)}</label></p>${error("acknowledge") ? `<p id="acknowledge-error"><strong>${escapeHtml(error("acknowledge") ?? "")}</strong></p>` : ""}
<p><button type="submit">Submit the letter of intent</button></p>
</form>
<p><a href="${escapeHtml(dealRoomPath(slug))}">Back to the deal room</a></p>
</main></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE, "content-type": "text/html; charset=utf-8" } });
}
