import { countPageView } from "@/src/analytics/countView";
import { logError } from "@/src/log";
import { getLeadsBackend } from "@/src/server/backend.server";

export const dynamic = "force-dynamic";

/** The page-view beacon (docs/decisions/0048-first-party-analytics.md): counted without cookies or personal data. */
export async function POST(request: Request) {
  return countPageView(request, async () => (await getLeadsBackend()).analytics(), logError);
}
