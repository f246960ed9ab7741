/**
 * Redirects editors publish as `redirect` documents (from, to, permanent), applied by proxy.ts
 * next to the fixed ones of redirects.ts (docs/decisions/0020-publishing.md). `from` matches with
 * or without its trailing slash and in any letter case, like the fixed aliases; the answer is the
 * document's `to` itself, so a content redirect is always one hop. The Studio refuses loops and
 * chains; `buildRedirectTable` drops any that reach the dataset anyway rather than serve them.
 */
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

let embeddedTable: RedirectTable | undefined;

/**
 * The redirect table of the embedded dataset (CONTENT_DATASET), read once per process: the
 * dataset only changes with a new build, which is a new process. Hosted mode has none yet.
 */
export async function contentRedirectTable(): Promise<RedirectTable> {
  if (embeddedTable) return embeddedTable;
  const { serverEnv } = await import("../env");
  const { contentMode } = await import("../mode");
  const env = serverEnv();
  if (contentMode(env) !== "embedded") return (embeddedTable = new Map());
  const { readDataset, resolveDatasetPath } = await import("../content/datasetFile");
  embeddedTable = buildRedirectTable(readDataset(resolveDatasetPath(env.CONTENT_DATASET)));
  return embeddedTable;
}
