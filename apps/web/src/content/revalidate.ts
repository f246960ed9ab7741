/**
 * The Sanity publish webhook (hosted mode): a signed request naming a document type refreshes
 * every page that read that type (the cache tags of src/content/hosted.ts).
 */
import type { NextRequest } from "next/server";
import { parseBody } from "next-sanity/webhook";

interface RevalidateOptions {
  secret: string | undefined;
  revalidate: (tag: string) => void;
  /** Waits for the Content Lake to be consistent before pages re-read it (off in tests). */
  waitForConsistency?: boolean;
}

function json(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

export function createRevalidateHandler({ secret, revalidate, waitForConsistency = true }: RevalidateOptions) {
  return async function POST(request: NextRequest): Promise<Response> {
    // Without a secret the endpoint does not exist: nobody can flush the cache anonymously.
    if (!secret) return json(404, { error: "Not found" });
    let parsed;
    try {
      parsed = await parseBody<{ _type?: unknown }>(request, secret, waitForConsistency);
    } catch {
      return json(400, { error: "The body must be the JSON document Sanity sends" });
    }
    if (!parsed.isValidSignature) return json(401, { error: "Invalid signature" });
    const type = parsed.body?._type;
    if (typeof type !== "string" || type === "") return json(400, { error: "The document has no _type" });
    revalidate(type);
    return json(200, { revalidated: [type] });
  };
}
