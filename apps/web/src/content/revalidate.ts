/**
 * The Sanity publish webhook (hosted mode): a signed request naming a document type refreshes
 * every page that read that type (the cache tags of src/content/hosted.ts). The signature is
 * checked by webhookSignature.ts: constant-time, at most 5 minutes old, each request once.
 */
import { LEAD_API_BODY_LIMIT } from "@/src/http/bodyLimits";
import { readLimitedBody } from "@/src/http/limitedBody";
import { processWide } from "@/src/process/processWide";
import { checkWebhookSignature, createReplayMemory, SIGNATURE_HEADER } from "./webhookSignature";

/** Sanity sends the projection `{_type, _id}`: a few dozen bytes, far under the small-body limit. */
const WEBHOOK_BODY_LIMIT = LEAD_API_BODY_LIMIT;

interface RevalidateOptions {
  secret: string | undefined;
  revalidate: (tag: string) => void;
  /**
   * After the pages were refreshed: the published document (its `_type` and, for a listing, its
   * slug as a string or `{current}`), for work a publish starts (announcing a listing, issue 17).
   * Its failure is its own to log: the webhook still answers 200.
   */
  published?: (type: string, slug: string | null) => Promise<unknown>;
  /** Waits for the Content Lake to be consistent before pages re-read it (off in tests). */
  waitForConsistency?: boolean;
  now?: () => number;
  /** Where accepted signatures are remembered; one per process unless given (tests). */
  replays?: ReturnType<typeof createReplayMemory>;
}

function json(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** The document's slug, as Sanity projects it (`"slug"` or `{current}`), or null. */
function slugOf(document: unknown): string | null {
  const slug = (document as { slug?: unknown }).slug;
  if (typeof slug === "string") return slug;
  const current = typeof slug === "object" && slug !== null ? (slug as { current?: unknown }).current : undefined;
  return typeof current === "string" ? current : null;
}

/** Read after a publish, the Content Lake may still answer the previous version for a moment. */
const CONSISTENCY_DELAY_MS = 3_000;

export function createRevalidateHandler({
  secret,
  revalidate,
  published,
  waitForConsistency = true,
  now = Date.now,
  replays = processWide("content.webhookReplays", () => createReplayMemory()),
}: RevalidateOptions) {
  return async function POST(request: Request): Promise<Response> {
    // Without a secret the endpoint does not exist: nobody can flush the cache anonymously.
    if (!secret) return json(404, { error: "Not found" });
    const body = await readLimitedBody(request, WEBHOOK_BODY_LIMIT);
    if (body === null) return json(413, { error: `The webhook body is larger than ${WEBHOOK_BODY_LIMIT / 1024} KB` });
    const signature = checkWebhookSignature({ header: request.headers.get(SIGNATURE_HEADER), body, secret: secret.trim(), now: now() });
    if (!signature.ok) return json(401, { error: signature.reason });
    if (!replays.firstTime(signature.digest, signature.timestamp, now())) {
      return json(401, { error: "This signed request was already received" });
    }
    let document: unknown;
    try {
      document = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    } catch {
      return json(400, { error: "The body must be the JSON document Sanity sends" });
    }
    const type = typeof document === "object" && document !== null ? (document as { _type?: unknown })._type : undefined;
    if (typeof type !== "string" || type === "") return json(400, { error: "The document has no _type" });
    if (waitForConsistency) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_DELAY_MS));
    revalidate(type);
    if (published) await published(type, slugOf(document)).catch(() => undefined);
    return json(200, { revalidated: [type] });
  };
}
