import { timingSafeEqual } from "node:crypto";
import { getBackend } from "@/src/server/backend.server";
import { serverEnv } from "@/src/env";

export const dynamic = "force-dynamic";

function authorised(header: string | null, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * One notification round, for hosts where no server process stays up between requests (a
 * scheduler calls it every minute with `Authorization: Bearer $CRON_SECRET`). Without
 * CRON_SECRET the route does not exist.
 */
export async function POST(request: Request) {
  const secret = serverEnv().CRON_SECRET;
  if (!secret) return Response.json({ error: "Not found" }, { status: 404 });
  if (!authorised(request.headers.get("authorization"), secret)) return Response.json({ error: "Unauthorized" }, { status: 401 });
  const backend = await getBackend();
  const result = await backend.notifier.runOnce();
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}

/** Vercel Cron calls its paths with GET (and the same bearer header): the same round. */
export const GET = POST;
