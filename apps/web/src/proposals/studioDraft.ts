/**
 * The draft listing created in the Studio (issue 44, decision 0052 "From proposal to listing"): in
 * hosted mode, the proposal's draft listing document (draftListing.ts) sent to the Content Lake's
 * mutation API as `createIfNotExists` of `drafts.listing.<slug>`, with SANITY_API_WRITE_TOKEN (a
 * Contributor token: it may create and edit drafts, never publish). The team reviews and publishes
 * it in the Studio. Nothing is overwritten: a draft that already exists, or a listing already
 * published under that slug, is reported and left as it is. Every failure (the token refused, the
 * API down or slow) is an outcome the page names; the NDJSON file stays offered either way.
 *
 * Only the server calls this; the token goes in the Authorization header and nowhere else (never
 * into a log line or an answer).
 */
import type { DraftListing } from "./draftListing";

export interface StudioWriteConfig {
  projectId: string;
  dataset: string;
  /** SANITY_API_WRITE_TOKEN. */
  token: string;
  /** SANITY_API_HOST (a stand-in Content Lake in tests); unset: https://{projectId}.api.sanity.io. */
  apiHost?: string | undefined;
  apiVersion: string;
}

export const STUDIO_DRAFT_OUTCOMES = ["created", "exists", "published", "unauthorized", "forbidden", "unavailable"] as const;
export type StudioDraftOutcome = (typeof STUDIO_DRAFT_OUTCOMES)[number];

/** What the page says after each outcome: fixed sentences, chosen by key. */
export const STUDIO_DRAFT_NOTICES: Record<StudioDraftOutcome, { refused: boolean; text: string }> = {
  created: { refused: false, text: "The draft listing is in the Studio with the proposal's figures: review it there and publish it." },
  exists: {
    refused: true,
    text: "A draft of this listing already exists in the Studio: it was left as it is, nothing was overwritten. Open it there.",
  },
  published: {
    refused: true,
    text: "A listing is already published under this slug: no draft was created, so it is not overwritten. Edit it in the Studio, or import the file under another slug.",
  },
  unauthorized: {
    refused: true,
    text: "The Studio refused the write token (HTTP 401): SANITY_API_WRITE_TOKEN is wrong, expired or revoked. Nothing was created; download the draft listing file instead.",
  },
  forbidden: {
    refused: true,
    text: "The write token may not create this draft (HTTP 403): give it the Contributor role on this project's dataset. Nothing was created; download the draft listing file instead.",
  },
  unavailable: {
    refused: true,
    text: "The Studio's Content Lake did not answer in time or failed (a 5xx or a timeout). Nothing was created; try again in a moment, or download the draft listing file.",
  },
};

/** The published document's id of a draft's (`drafts.listing.x` → `listing.x`). */
export const publishedId = (draftId: string) => draftId.replace(/^drafts\./, "");

/** The Studio's page of the document (an intent link, which opens its draft), or null without the Studio's address. */
export function studioDocumentUrl(studioOrigin: string | undefined, draftId: string): string | null {
  return studioOrigin ? `${studioOrigin}/intent/edit/id=${encodeURIComponent(publishedId(draftId))};type=listing/` : null;
}

const base = (config: StudioWriteConfig) => `${config.apiHost ?? `https://${config.projectId}.api.sanity.io`}/v${config.apiVersion}/data`;

function failure(status: number): StudioDraftOutcome {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  return "unavailable";
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Which of the draft and its published listing exist: the raw perspective, so drafts are seen. */
async function existing(config: StudioWriteConfig, draftId: string, fetcher: Fetch, signal: AbortSignal): Promise<string[] | number> {
  const url = new URL(`${base(config)}/query/${config.dataset}`);
  url.searchParams.set("query", "*[_id in $ids]._id");
  url.searchParams.set("$ids", JSON.stringify([draftId, publishedId(draftId)]));
  url.searchParams.set("perspective", "raw");
  const answer = await fetcher(url.toString(), { headers: { authorization: `Bearer ${config.token}` }, signal });
  if (!answer.ok) return answer.status;
  const body = (await answer.json()) as { result?: unknown };
  return Array.isArray(body.result) ? body.result.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Creates the draft unless it (or a published listing with its id) exists: one query, then one
 * `createIfNotExists` mutation, which also leaves a draft made in between untouched.
 */
export async function createStudioDraft(
  document: DraftListing,
  config: StudioWriteConfig,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<StudioDraftOutcome> {
  const fetcher = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  try {
    const found = await existing(config, document._id, fetcher, signal);
    if (typeof found === "number") return failure(found);
    if (found.includes(document._id)) return "exists";
    if (found.includes(publishedId(document._id))) return "published";
    const answer = await fetcher(`${base(config)}/mutate/${config.dataset}?returnIds=true&visibility=sync`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify({ mutations: [{ createIfNotExists: document }] }),
      signal,
    });
    if (!answer.ok) return failure(answer.status);
    const body = (await answer.json()) as { results?: { id?: unknown; operation?: unknown }[] };
    const created = (body.results ?? []).some((result) => result.id === document._id && result.operation === "create");
    return created ? "created" : "exists";
  } catch {
    // A timeout, a refused connection or an answer that is not JSON: nothing is known to be created.
    return "unavailable";
  }
}
