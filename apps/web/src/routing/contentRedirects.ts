/**
 * Redirects editors publish as `redirect` documents (from, to, permanent), applied by proxy.ts
 * next to the fixed ones of redirects.ts (docs/decisions/0020-publishing.md). `from` matches with
 * or without its trailing slash and in any letter case, like the fixed aliases; the answer is the
 * document's `to` itself, so a content redirect is always one hop. The Studio refuses loops and
 * chains; `buildRedirectTable` drops any that reach the dataset anyway rather than serve them.
 *
 * A private route (@agency/paths/private-routes: the deal room, agreements, signed links, the
 * operator's pages) is never a redirect's `from` (issue 41): its address may carry a signed token,
 * which a redirect would carry away. proxy.ts does not look redirects up for them at all, the
 * Studio refuses such a source, and a document that reaches the dataset anyway (written through
 * the API, which skips the Studio's checks) is left out of the table here and named in the
 * operator's health report (`checkContentRedirects`) until it is removed.
 */
import { isPrivatePath } from "@agency/paths/private-routes";
import { logError, logger } from "@/src/log";
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

/** A published redirect document the site refuses to apply: its source is a private route. */
export interface RefusedRedirect {
  id: string;
  from: string;
}

const published = (documents: readonly Record<string, unknown>[]) =>
  documents.filter((doc) => typeof doc._id === "string" && !doc._id.startsWith("drafts.") && isContentRedirect(doc));

const isPrivateSource = (from: string) => isPrivatePath(from.toLowerCase().replace(/\/{2,}/g, "/"));

/** The published redirect documents over a private route, which the table leaves out. */
export function refusedRedirects(documents: readonly Record<string, unknown>[]): RefusedRedirect[] {
  return published(documents)
    .filter((doc) => isPrivateSource(doc.from as string))
    .map((doc) => ({ id: doc._id as string, from: doc.from as string }));
}

/** The published redirect documents of a dataset, as a lookup by `from`; loops, chains and private sources left out. */
export function buildRedirectTable(documents: readonly Record<string, unknown>[]): RedirectTable {
  const redirects = published(documents)
    .filter((doc) => !isPrivateSource(doc.from as string))
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
  /** The documents the last read refused (private sources). */
  refused: RefusedRedirect[];
  expires: number;
  loading: Promise<RedirectTable> | undefined;
}

// Process-wide: proxy.ts reads it and the revalidate route (another bundle) empties it.
const slot = processWide("routing.contentRedirects", (): TableSlot => ({ table: undefined, refused: [], expires: 0, loading: undefined }));

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
      ({ table, refused, ttl }) => {
        slot.table = table;
        slot.refused = refused;
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

/**
 * The operator's health check of the redirect documents: rejects, naming each, while a published
 * redirect starts from a private route (left out of the table, but someone wrote it: decision 0027).
 */
export async function checkContentRedirects(): Promise<void> {
  await contentRedirectTable();
  if (slot.refused.length === 0) return;
  const named = slot.refused.map((redirect) => `${redirect.id} (from ${redirect.from})`).join(", ");
  throw new Error(`Redirect documents over a private route are refused and not applied; remove them in the Studio: ${named}`);
}

/** Empties the hosted table (a redirect document was published): the next request reads it again. */
export function forgetContentRedirects(): void {
  slot.expires = 0;
}

async function loadTable(): Promise<{ table: RedirectTable; refused: RefusedRedirect[]; ttl: number }> {
  const { serverEnv } = await import("@/src/env");
  const { contentMode } = await import("@/src/platform/mode");
  const env = serverEnv();
  if (contentMode(env) === "embedded") {
    const { readDataset, resolveDatasetPath } = await import("@/src/content/datasetFile");
    return { ...tableOf(readDataset(resolveDatasetPath(env.CONTENT_DATASET))), ttl: Number.POSITIVE_INFINITY };
  }
  const { hostedConfigFromEnv } = await import("@/src/content/adapters");
  const { createHostedClient } = await import("@/src/content/hosted");
  const config = hostedConfigFromEnv(env);
  if (!config) return { table: new Map(), refused: [], ttl: Number.POSITIVE_INFINITY };
  const documents = await createHostedClient(config).fetch<Record<string, unknown>[] | null>(REDIRECTS_QUERY, {}, { cache: "no-store" });
  return { ...tableOf(documents ?? []), ttl: HOSTED_REDIRECTS_TTL_MS };
}

function tableOf(documents: readonly Record<string, unknown>[]): { table: RedirectTable; refused: RefusedRedirect[] } {
  const refused = refusedRedirects(documents);
  for (const redirect of refused)
    logger.warn("A redirect document over a private route is not applied", { id: redirect.id, from: redirect.from });
  return { table: buildRedirectTable(documents), refused };
}
