import { readListingSlug } from "@agency/supabase/lead-fields";
import { readLimitedBody } from "@/src/http/limitedBody";
import { getBackend } from "@/src/server/backend.server";
import { logError } from "@/src/log";
import { operatorJson, requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/announcements/{slug} with `{"action": "retry"}`: the listing's announcements
 * that gave up start again from zero attempts (never one whose address has since unsubscribed).
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const slug = readListingSlug((await params).slug);
  if (!slug) return operatorJson(404, { error: "No listing has that slug" });
  const body = await readLimitedBody(request, 1024);
  if (body === null) return operatorJson(413, { error: "The request is larger than 1024 bytes" });
  let action: unknown;
  try {
    action = (JSON.parse(new TextDecoder().decode(body)) as { action?: unknown }).action;
  } catch {
    action = undefined;
  }
  if (action !== "retry") return operatorJson(400, { error: 'Send {"action": "retry"}' });
  try {
    const backend = await getBackend();
    const count = await (await backend.announcements.store()).retryListing(slug, new Date());
    if (count > 0) backend.announcements.sender.wake();
    return count > 0
      ? operatorJson(200, { message: `${count} announcement${count === 1 ? "" : "s"} will be sent again.`, count })
      : operatorJson(409, { error: "This listing has no failed announcement to retry." });
  } catch (error) {
    logError(`The operator's retry of the announcements of ${slug} failed`, error);
    return operatorJson(503, { error: "The database could not be reached; nothing was changed. Try again in a moment." });
  }
}
