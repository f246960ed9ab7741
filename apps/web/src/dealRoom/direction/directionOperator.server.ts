/**
 * The team's side of the seller's direction (issue 46, decision 0062), on the listing's operator
 * page: record a direction (a multipart form: the day signed, the signed PDF kept in the deal
 * room's private storage beside its documents, the terms it lets the team share), download its
 * PDF (the team only, private), and send a round's summary of terms to its shortlist. Every bad
 * input a specific 4xx with nothing stored, no file left behind.
 */
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { escapeHtml } from "@agency/supabase/notification-email";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { isDealRoomListing } from "@/src/dealRoom/operator.server";
import { UNAVAILABLE, type OperatorAnswer } from "@/src/dealRoom/operatorAnswer";
import { contentDisposition } from "@/src/dealRoom/documents/contentDisposition";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { looksLikePdf } from "@/src/dealRoom/dueDiligence/requestForm";
import { operatorIdentity } from "@/src/dealRoom/reports/reportOperator.server";
import { DEAL_ROOM_UPLOAD_LIMIT } from "@/src/http/bodyLimits";
import { OPERATOR_HEADERS, operatorJson } from "@/src/operator/access.server";
import type { OperatorSession } from "@/src/operator/session";
import { parseDirectionForm } from "./directionForm";
import type { SummaryRefusal } from "./directionStore";

const SITE_PATH = /^\/(?!\/)[\w\-/]*$/;

/** A plain 4xx page for a form posted without a script: what was wrong, that nothing was stored. */
export function notRecordedPage(status: number, title: string, problems: readonly string[], back: string): Response {
  const html =
    `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Team workspace</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>` +
    `<p>Nothing was stored.</p><p><a href="${escapeHtml(back)}">Back to the listing</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...OPERATOR_HEADERS, "content-type": "text/html; charset=utf-8" } });
}

export const backPath = (value: unknown, listing: string) =>
  typeof value === "string" && SITE_PATH.test(value) ? value : `/team/listings/${listing}/`;

const NOT_RECORDED = "The seller's direction was not recorded";

export async function recordDirection(request: Request, listing: string, session: OperatorSession): Promise<Response> {
  const fallback = `/team/listings/${listing}/`;
  if (Number(request.headers.get("content-length") ?? "0") > DEAL_ROOM_UPLOAD_LIMIT)
    return notRecordedPage(413, NOT_RECORDED, ["The form is larger than 25 MB: send a smaller PDF of the direction."], fallback);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return notRecordedPage(400, NOT_RECORDED, ["Send the form from the listing's page (multipart/form-data)."], fallback);
  }
  const back = backPath(form.get("back"), listing);
  if (!(await isDealRoomListing(listing)))
    return notRecordedPage(404, NOT_RECORDED, ["No confidential listing for sale has that slug."], fallback);
  const now = new Date();
  const parsed = parseDirectionForm(form, now);
  if (!parsed.ok) return notRecordedPage(parsed.status, NOT_RECORDED, Object.values(parsed.errors), back);
  const bytes = new Uint8Array(await parsed.file.arrayBuffer());
  if (!looksLikePdf(bytes))
    return notRecordedPage(400, NOT_RECORDED, ["The signed direction is not a PDF file: export it as a PDF."], back);
  const file = {
    id: randomUUID(),
    name: parsed.fileName,
    sizeBytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
  const key = documentKey(listing, file.id);
  try {
    const backend = await getDealRoomBackend();
    await backend.documents.put(key, bytes, "application/pdf");
    let outcome;
    try {
      const store = await backend.dealRoom();
      outcome = await store.recordSellerDirection({
        listing,
        signedOn: parsed.signedOn,
        file,
        shares: parsed.shares,
        recordedBy: operatorIdentity(session),
        at: now,
      });
    } catch (error) {
      await backend.documents.remove(key).catch(() => undefined);
      throw error;
    }
    if ("refused" in outcome) {
      await backend.documents.remove(key).catch(() => undefined);
      const problem =
        outcome.refused === "future"
          ? "The seller cannot have signed the direction after today: check the date."
          : "That file is already recorded: send it again.";
      return notRecordedPage(outcome.refused === "future" ? 400 : 409, NOT_RECORDED, [problem], back);
    }
    return new Response(null, {
      status: 303,
      headers: { ...OPERATOR_HEADERS, location: `${back}?done=direction-recorded#direction-${listing}` },
    });
  } catch (error) {
    logError(`A seller's direction for ${listing} could not be recorded`, error);
    return notRecordedPage(
      503,
      NOT_RECORDED,
      ["The deal room's database or file storage could not be reached. Try again in a moment."],
      back,
    );
  }
}

export async function downloadDirection(id: string): Promise<Response> {
  try {
    const backend = await getDealRoomBackend();
    const direction = await (await backend.dealRoom()).sellerDirection(id);
    if (!direction) return operatorJson(404, { error: "No seller's direction has that id" });
    const body = await backend.documents.get(documentKey(direction.listing, direction.file.id));
    if (!body) {
      logError(`A seller's direction is missing from storage: ${direction.listing}/${direction.file.id}`, new Error("not found"));
      return operatorJson(503, { error: "The file is missing from storage; record the direction again from the seller's signed copy." });
    }
    return new Response(body, {
      headers: {
        ...OPERATOR_HEADERS,
        "content-type": "application/pdf",
        "content-length": String(direction.file.sizeBytes),
        "content-disposition": contentDisposition(direction.file.name),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logError("A seller's direction could not be downloaded", error);
    return operatorJson(503, { error: "The deal room's database or file storage could not be reached." });
  }
}

/** Why a summary is refused: the sentence the page and the toast show. */
export const SUMMARY_REFUSED: Record<SummaryRefusal, OperatorAnswer> = {
  unknown: { status: 404, body: { error: "This listing has no such round" } },
  no_direction: {
    status: 409,
    body: {
      error:
        "No seller's written direction is recorded for this listing: Ontario's rules (TRESA) allow sharing the terms of competing offers only on the seller's written direction. Record it first.",
    },
  },
  nothing_shared: {
    status: 409,
    body: {
      error:
        "The seller's latest direction allows no term to be shared: nothing can be sent. Record a new direction if the seller changes it.",
    },
  },
  no_offers: { status: 409, body: { error: "No buyer made an offer before this round: there is nothing to summarise." } },
  sent: {
    status: 409,
    body: { error: "This round's summary was already sent under the seller's latest direction: no second e-mail was queued." },
  },
};

export async function sendSummary(listing: string, roundId: string): Promise<OperatorAnswer> {
  try {
    const backend = await getDealRoomBackend();
    const outcome = await (await backend.dealRoom()).sendRoundSummary(listing, roundId, new Date());
    if ("refused" in outcome) return SUMMARY_REFUSED[outcome.refused];
    backend.notifier.wake();
    const buyers = outcome.sent.queued === 1 ? "1 invited buyer is" : `${outcome.sent.queued} invited buyers are`;
    return { status: 201, body: { message: `The summary of terms is sent: ${buyers} being e-mailed it.`, id: outcome.sent.id } };
  } catch (error) {
    logError(`A summary of terms on ${listing} could not be sent`, error);
    return UNAVAILABLE;
  }
}
