/**
 * Redirects editors publish as `redirect` documents (from, to, permanent), applied by proxy.ts
 * next to the fixed ones of redirects.ts (docs/decisions/0020-publishing.md). `from` matches with
 * or without its trailing slash and in any letter case, like the fixed aliases; the answer is the
 * document's `to` itself, so a content redirect is always one hop. The Studio refuses loops and
 * chains; `buildRedirectTable` drops any that reach the dataset anyway rather than serve them.
 */
import { logError } from "@/src/log";
import { processWide } from "@/src/process/processWide";
export interface ContentRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export type RedirectTable = ReadonlyMap<string, ContentRedirect>;

const key = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();

function isContentRedirect(value: Record<string, unknown>): boolean {
  return (
    value._type === "redirect" &&
    typeof value.from === "string" &&
    value.from.startsWith("/") &&
    typeof value.to === "string" &&
    value.to !== ""
  );
}

/** The published redirect documents of a dataset, as a lookup by `from`; loops and chains left out. */
export function buildRedirectTable(documents: readonly Record<string, unknown>[]): RedirectTable {
  const redirects = documents
    .filter((doc) => typeof doc._id === "string" && !doc._id.startsWith("drafts.") && isContentRedirect(doc))
    .map((doc) => ({ from: doc.from as string, to: doc.to as string, permanent: doc.permanent !== false }));
  const froms = new Set(redirects.map((redirect) => key(redirect.from)));
  const table = new Map<string, ContentRedirect>();
  for (const redirect of redirects) {
    // A target that is itself redirected would make a chain (or a loop): not served.
    if (redirect.to.startsWith("/") && froms.has(key(redirect.to.split(/[?#]/)[0] ?? ""))) continue;
    table.set(key(redirect.from), redirect);
  }
  return table;
}

/** Where a request path goes by a redirect document, or null. */
export function resolveContentRedirect(pathname: string, table: RedirectTable): ContentRedirect | null {
  return table.get(key(pathname.replace(/\/{2,}/g, "/"))) ?? null;
}

/** The redirect documents, as the hosted table is read (the embedded one reads the dataset file). */
export const REDIRECTS_QUERY = `*[_type == "redirect"]{_id, _type, from, to, permanent}`;

/** How long the hosted table is used before it is read again; a publish webhook empties it at once. */
export const HOSTED_REDIRECTS_TTL_MS = 60_000;
/** After a failed read, the last table (or none) serves this long before the next try. */
const HOSTED_RETRY_MS = 10_000;

interface TableSlot {
  table: RedirectTable | undefined;
  expires: number;
  loading: Promise<RedirectTable> | undefined;
}

// Process-wide: proxy.ts reads it and the revalidate route (another bundle) empties it.
const slot = processWide("routing.contentRedirects", (): TableSlot => ({ table: undefined, expires: 0, loading: undefined }));

/**
 * The redirect table of the content: in embedded mode the dataset's, read once per process (the
 * dataset only changes with a new build, which is a new process); in hosted mode the Content
 * Lake's, read at most once a minute, not per request, and again right after a publish webhook
 * names a redirect document (forgetContentRedirects). A Content Lake that cannot be reached keeps
 * the last table (none before the first read) rather than fail the request.
 */
export async function contentRedirectTable(now = Date.now()): Promise<RedirectTable> {
  if (slot.table && now < slot.expires) return slot.table;
  slot.loading ??= loadTable()
    .then(
      ({ table, ttl }) => {
        slot.table = table;
        slot.expires = Date.now() + ttl;
        return table;
      },
      (error: unknown) => {
        logError("Reading the redirect documents failed; the last table serves meanwhile", error);
        slot.table ??= new Map();
        slot.expires = Date.now() + HOSTED_RETRY_MS;
        return slot.table;
      },
    )
    .finally(() => (slot.loading = undefined));
  return slot.loading;
}

/** Empties the hosted table (a redirect document was published): the next request reads it again. */
export function forgetContentRedirects(): void {
  slot.expires = 0;
}

async function loadTable(): Promise<{ table: RedirectTable; ttl: number }> {
  const { serverEnv } = await import("@/src/env");
  const { contentMode } = await import("@/src/platform/mode");
  const env = serverEnv();
  if (contentMode(env) === "embedded") {
    const { readDataset, resolveDatasetPath } = await import("@/src/content/datasetFile");
    return { table: buildRedirectTable(readDataset(resolveDatasetPath(env.CONTENT_DATASET))), ttl: Number.POSITIVE_INFINITY };
  }
  const { hostedConfigFromEnv } = await import("@/src/content/adapters");
  const { createHostedClient } = await import("@/src/content/hosted");
  const config = hostedConfigFromEnv(env);
  if (!config) return { table: new Map(), ttl: Number.POSITIVE_INFINITY };
  const documents = await createHostedClient(config).fetch<Record<string, unknown>[] | null>(REDIRECTS_QUERY, {}, { cache: "no-store" });
  return { table: buildRedirectTable(documents ?? []), ttl: HOSTED_REDIRECTS_TTL_MS };
}
