import { countPageView } from "@/src/analytics/countView";
import { createPublishedPaths } from "@/src/analytics/publishedPaths";
import { clientKeyFrom } from "@/src/leads/clientKey";
import { logError } from "@/src/log";
import { processWide } from "@/src/process/processWide";
import { getBackend } from "@/src/server/backend.server";
import { publishedPagePaths } from "@/src/seo/sitemapEntries.server";

export const dynamic = "force-dynamic";

/** The pages a view may name: the sitemap's list, noindex pages included, kept per process. */
const publishedPaths = () => processWide("analyticsPublishedPaths", () => createPublishedPaths(publishedPagePaths));

/** The page-view beacon (docs/decisions/0048-first-party-analytics.md): counted without cookies or personal data. */
export async function POST(request: Request) {
  const backend = await getBackend();
  return countPageView(request, {
    isPublished: (path) => publishedPaths().has(path),
    clientKey: clientKeyFrom,
    attempt: (client) => backend.viewLimiter.attempt(client),
    record: (view) => backend.pageViews.add(view),
    logError,
  });
}
