/**
 * What publishing a page at a new path should do to the redirects (issue 16): when an editor
 * changes the slug (or section, city, area) of a published page, visitors and search engines
 * still hold the old address, so the Studio offers a redirect old → new. Pure: the document
 * action (PublishWithRedirectAction) asks the dataset, shows the plan and applies it.
 *
 * The site refuses chains and loops (decision 0020), so the plan keeps every redirect one hop:
 * - redirects that pointed at the old path now point at the new one;
 * - a redirect that already starts from the old path is retargeted, not duplicated;
 * - a redirect that starts from the new path would hide the page (and, after a slug changed
 *   back, loop): it is deleted.
 */
import { documentPath, type PageKind } from "@agency/paths";

export interface RedirectDocument {
  _id: string;
  from?: string | null;
  to?: string | null;
  permanent?: boolean | null;
}

export interface RedirectPlan {
  /** The new redirect document, or null when an existing one is retargeted instead. */
  create: { from: string; to: string; permanent: true } | null;
  /** Existing redirects whose target changes to the new path. */
  retarget: { _id: string; from: string; to: string }[];
  /** Existing redirects that would hide the page at its new path. */
  remove: { _id: string; from: string }[];
}

/** "/old/", "/old" and "/Old/" are the same path to the site's redirects. */
export function redirectKey(path: string): string {
  return (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
}

const PAGE_KINDS: readonly PageKind[] = ["guideArticle", "selfStorageMarket", "industrialMarket", "newsArticle", "listing"];

/**
 * The path a document's page has, or null when it has none: not a page type, fields missing, or
 * a news article without a body (the site publishes no page for a summary).
 */
export function pagePathOf(document: Record<string, unknown> | null | undefined): string | null {
  if (!document || !PAGE_KINDS.includes(document._type as PageKind)) return null;
  const kind = document._type as PageKind;
  if (kind === "newsArticle" && !(Array.isArray(document.body) && document.body.length > 0)) return null;
  const slug = (document.slug as { current?: unknown } | undefined)?.current;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return documentPath(kind, { slug: text(slug), section: text(document.section), city: text(document.city), area: text(document.area) });
}

/**
 * The redirect changes that publishing a page moved from `oldPath` to `newPath` calls for, or
 * null when nothing moved (no published page yet, no page any more, or the same path).
 */
export function planSlugRedirect(
  oldPath: string | null,
  newPath: string | null,
  redirects: readonly RedirectDocument[],
): RedirectPlan | null {
  if (!oldPath || !newPath || redirectKey(oldPath) === redirectKey(newPath)) return null;
  const oldKey = redirectKey(oldPath);
  const newKey = redirectKey(newPath);
  const live = redirects.filter((redirect): redirect is RedirectDocument & { from: string; to: string } =>
    Boolean(redirect.from && redirect.to),
  );
  // Drafts and published copies of one redirect are one document to the editor: plan on the published id.
  const byId = new Map<string, RedirectDocument & { from: string; to: string }>();
  for (const redirect of live) {
    const id = redirect._id.replace(/^drafts\./, "");
    if (!byId.has(id) || !redirect._id.startsWith("drafts.")) byId.set(id, { ...redirect, _id: id });
  }
  const all = [...byId.values()];
  const remove = all.filter((redirect) => redirectKey(redirect.from) === newKey).map(({ _id, from }) => ({ _id, from }));
  const removed = new Set(remove.map(({ _id }) => _id));
  const targetKey = (to: string) => redirectKey(to.split(/[?#]/)[0] ?? to);
  const retarget = all
    .filter((redirect) => !removed.has(redirect._id) && (targetKey(redirect.to) === oldKey || redirectKey(redirect.from) === oldKey))
    .map(({ _id, from }) => ({ _id, from, to: newPath }));
  const fromOld = retarget.some((redirect) => redirectKey(redirect.from) === oldKey);
  return { create: fromOld ? null : { from: oldPath, to: newPath, permanent: true }, retarget, remove };
}

/** The plan in one sentence per change, for the confirmation dialog. */
export function describePlan(plan: RedirectPlan): string[] {
  return [
    ...(plan.create ? [`Add a permanent redirect from ${plan.create.from} to ${plan.create.to}.`] : []),
    ...plan.retarget.map((redirect) => `Point the redirect from ${redirect.from} at ${redirect.to} (it led to the old address).`),
    ...plan.remove.map((redirect) => `Delete the redirect from ${redirect.from}: the page now lives there.`),
  ];
}

/** The dataset's redirects, as the plan reads them. */
export const REDIRECTS_QUERY = /* groq */ `*[_type == "redirect"]{ _id, from, to, permanent }`;

/** One write of a transaction that moves a page or keeps its old address working. */
export type PageMoveOperation =
  | { op: "patch"; id: string; set: Record<string, unknown> }
  | { op: "create"; document: { _type: "redirect"; from: string; to: string; permanent: true } }
  | { op: "delete"; id: string };

/** The writes a redirect plan makes, in order: the new redirect, the retargeted ones, the removed ones (and their drafts). */
export function redirectOperations(plan: RedirectPlan): PageMoveOperation[] {
  return [
    ...(plan.create ? [{ op: "create" as const, document: { _type: "redirect" as const, ...plan.create } }] : []),
    ...plan.retarget.map(({ _id, to }) => ({ op: "patch" as const, id: _id, set: { to } })),
    ...plan.remove.flatMap(({ _id }) => [
      { op: "delete" as const, id: _id },
      { op: "delete" as const, id: `drafts.${_id}` },
    ]),
  ];
}

/** The subset of a Sanity client that moving a page uses: queries and one transaction. */
export interface PageMoveClient {
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
  transaction(): {
    patch(id: string, operations: { set: Record<string, unknown> }): unknown;
    create(document: Record<string, unknown>): unknown;
    delete(id: string): unknown;
    commit(): Promise<unknown>;
  };
}

/** Applies the writes in one transaction: all of them, or none. */
export async function commitOperations(client: PageMoveClient, operations: readonly PageMoveOperation[]): Promise<void> {
  const transaction = client.transaction();
  for (const operation of operations) {
    if (operation.op === "patch") transaction.patch(operation.id, { set: operation.set });
    else if (operation.op === "create") transaction.create(operation.document);
    else transaction.delete(operation.id);
  }
  await transaction.commit();
}
