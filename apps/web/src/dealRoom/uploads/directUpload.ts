/**
 * The browser's side of the upload straight to Supabase Storage (docs/decisions/0050-direct-uploads.md):
 * ask the site for a signed upload URL, PUT the file there, then ask the site to record it. The
 * file's bytes go to Storage only, so a host that cuts function bodies short (Vercel: 4.5 MB)
 * never sees them. Plain fetch calls, no Supabase client: the URL carries its own token.
 */
import { documentTypeOf } from "./upload";

export type UploadOutcome = { ok: boolean; message: string };

export type UploadFetch = (input: string, init: RequestInit) => Promise<Response>;

interface SiteAnswer {
  id?: unknown;
  uploadUrl?: unknown;
  contentType?: unknown;
  message?: unknown;
  error?: unknown;
}

async function siteAnswer(response: Response): Promise<SiteAnswer> {
  return (await response.json().catch(() => ({}))) as SiteAnswer;
}

const refusal = (response: Response, answer: SiteAnswer): UploadOutcome => ({
  ok: false,
  message: typeof answer.error === "string" ? answer.error : `The server answered HTTP ${response.status}.`,
});

/** Storage's error body is `{statusCode, error, message}`; its message says why (too large, exists). */
async function storageRefusal(response: Response): Promise<UploadOutcome> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const why = typeof body.message === "string" && body.message ? `: ${body.message.slice(0, 200)}` : "";
  return { ok: false, message: `Supabase Storage refused the file (HTTP ${response.status}${why}); nothing was recorded.` };
}

const postJson = (doFetch: UploadFetch, url: string, body: unknown) =>
  doFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * Uploads one file to a listing's deal room through Storage. Throws only when the site itself
 * cannot be reached (the caller says so); every answer, the site's or Storage's, is an outcome.
 */
export async function uploadDirectly(
  listing: string,
  file: File,
  doFetch: UploadFetch = (input, init) => fetch(input, init),
): Promise<UploadOutcome> {
  const declared = { fileName: file.name, size: file.size, contentType: documentTypeOf(file.name) ?? "" };
  const signed = await postJson(doFetch, `/api/operator/deal-room/${listing}/uploads`, declared);
  const grant = await siteAnswer(signed);
  if (!signed.ok) return refusal(signed, grant);
  if (typeof grant.id !== "string" || typeof grant.uploadUrl !== "string" || typeof grant.contentType !== "string") {
    return { ok: false, message: "The server's answer had no upload URL; nothing was stored." };
  }
  let put: Response;
  try {
    // The headers Storage's signed upload takes: the type it keeps for the object, never
    // replacing one, and the cache policy of a private file.
    put = await doFetch(grant.uploadUrl, {
      method: "PUT",
      headers: { "content-type": grant.contentType, "x-upsert": "false", "cache-control": "no-store" },
      body: file,
    });
  } catch (error) {
    return {
      ok: false,
      message: `Supabase Storage could not be reached (${error instanceof Error ? error.message : String(error)}); nothing was recorded.`,
    };
  }
  if (!put.ok) return storageRefusal(put);
  const registered = await postJson(doFetch, `/api/operator/deal-room/${listing}/documents`, { id: grant.id, ...declared });
  const answer = await siteAnswer(registered);
  if (!registered.ok) return refusal(registered, answer);
  return { ok: true, message: typeof answer.message === "string" ? answer.message : "Uploaded." };
}
