/**
 * Hosted mode: is a confidential listing's address or photo readable by anyone (decision 0039)?
 * Sanity datasets are public unless made private, and the project ID is in every image URL, so
 * the site asks the Content Lake exactly what a stranger would: the query API, without a token.
 * A private dataset refuses the question (401/403); a public one answers it. The answer marks the
 * site degraded in /api/health and on the operator page until the dataset is made private.
 */
import type { HostedContentConfig } from "@/src/platform/ports";

/** The stranger's question: confidential listings whose address or photos the dataset holds. */
export const EXPOSED_CONFIDENTIAL_QUERY = `*[_type == "listing" && confidential == true && (defined(address) || count(photos) > 0)]{title}`;

/** The API version of the check's request (the query API has answered it unchanged since). */
const API_VERSION = "v2025-10-01";
const TIMEOUT_MS = 5000;

/** The check's finding, as health reports it (its message is the reason). */
export class ConfidentialFieldsExposed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ConfidentialFieldsExposed";
  }
}

export type DatasetExposure = { exposed: false; detail: string } | { exposed: true; titles: string[] };

/** The query API's address for the check: the project's own host, or SANITY_API_HOST (a stand-in). */
export function exposureQueryUrl(config: Pick<HostedContentConfig, "projectId" | "dataset" | "apiHost">): URL {
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`;
  const url = new URL(`/${API_VERSION}/data/query/${encodeURIComponent(config.dataset)}`, host);
  url.searchParams.set("query", EXPOSED_CONFIDENTIAL_QUERY);
  url.searchParams.set("perspective", "published");
  return url;
}

/** Asks without a token; throws when the Content Lake cannot be asked (the check is then unknown). */
export async function checkDatasetExposure(
  config: Pick<HostedContentConfig, "projectId" | "dataset" | "apiHost">,
  fetchImpl: typeof fetch = fetch,
): Promise<DatasetExposure> {
  const response = await fetchImpl(exposureQueryUrl(config), {
    // No Authorization header: the point is what the public gets.
    headers: { accept: "application/json" },
    cache: "no-store",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) {
    return { exposed: false, detail: `The dataset "${config.dataset}" is private: it answers no query without a token.` };
  }
  if (!response.ok) throw new Error(`The Content Lake answered HTTP ${response.status} to the confidentiality check`);
  const body = (await response.json()) as { result?: unknown };
  if (!Array.isArray(body.result)) throw new Error("The Content Lake's answer to the confidentiality check has no result");
  const titles = body.result.map((listing: { title?: unknown }) => (typeof listing?.title === "string" ? listing.title : "untitled"));
  if (titles.length === 0) return { exposed: false, detail: `The dataset "${config.dataset}" holds no confidential address or photo.` };
  return { exposed: true, titles };
}

/** What health and the operator page say when confidential fields are public. */
export function exposureReason(titles: readonly string[], dataset: string): string {
  const count = titles.length === 1 ? "1 confidential listing" : `${titles.length} confidential listings`;
  return (
    `${count} (${titles.join(", ")}) ha${titles.length === 1 ? "s its" : "ve their"} address or photos in the dataset "${dataset}", ` +
    "which anyone can query without a token. Make the dataset private (sanity.io/manage → the project → Datasets) and set SANITY_API_READ_TOKEN."
  );
}
