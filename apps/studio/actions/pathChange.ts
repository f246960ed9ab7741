/**
 * Moving a published page to a new address (issue 25). The fields that make a page's path (a
 * guide's section and slug, a news article's or listing's slug, a market's city or area) are
 * read-only once the page is published: links, bookmarks and search results hold its address.
 * The "Change path" action is the one way to move it, and it moves the page and keeps the old
 * address working in one transaction (the redirect plan of slugRedirect.ts). Pure: the action
 * (ChangePathAction.tsx) calls applyPathChange, which asks the dataset and applies what this decides.
 */
import { FIXED_ROUTES, pathProblem, slugProblem, type PageKind } from "@agency/paths";
import { privatePathProblem } from "@agency/paths/private-routes";
import { isPathFreeFor } from "../schemaTypes/validation";
import {
  commitOperations,
  pagePathOf,
  planSlugRedirect,
  redirectOperations,
  REDIRECTS_QUERY,
  type PageMoveClient,
  type PageMoveOperation,
  type RedirectDocument,
  type RedirectPlan,
} from "./slugRedirect";

/** The field that holds a page kind's key within its section. */
export const PATH_KEY_FIELD: Record<PageKind, "slug" | "city" | "area"> = {
  guideArticle: "slug",
  newsArticle: "slug",
  listing: "slug",
  selfStorageMarket: "city",
  industrialMarket: "area",
};

/** Every field whose value is part of a page's path (the guide's section too). */
export function pathFieldsOf(kind: string): readonly string[] {
  if (!(kind in PATH_KEY_FIELD)) return [];
  const key = PATH_KEY_FIELD[kind as PageKind];
  return kind === "guideArticle" ? ["section", key] : [key];
}

/** What the editor asks for: the new key (slug, city or area) and, for a guide, its section. */
export interface PathChangeRequest {
  key: string;
  section?: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The path-field values a request sets on the document, as Sanity stores them. */
export function pathFieldValues(kind: PageKind, request: PathChangeRequest): Record<string, unknown> {
  const field = PATH_KEY_FIELD[kind];
  const key = field === "slug" ? { _type: "slug", current: request.key } : request.key;
  return kind === "guideArticle" ? { section: request.section, [field]: key } : { [field]: key };
}

/** The key and section a document has now, to prefill the dialog. */
export function currentRequest(document: Record<string, unknown>): PathChangeRequest {
  const field = PATH_KEY_FIELD[document._type as PageKind] ?? "slug";
  const value = document[field];
  const key = field === "slug" ? text((value as { current?: unknown } | undefined)?.current) : text(value);
  return { key: key ?? "", section: text(document.section) };
}

/** Why this published page cannot be moved at all, in the editor's words, or null when it can. */
export function moveRefusal(published: Record<string, unknown> | null | undefined): string | null {
  const oldPath = pagePathOf(published);
  if (!oldPath) return "This page is not published at an address yet: edit its path and publish it.";
  if (FIXED_ROUTES.includes(oldPath)) return `${oldPath} is a fixed page of the site: its address cannot change.`;
  return null;
}

/**
 * Why the published page cannot move to the requested path, in the editor's words, or its new
 * path. Checks what needs no dataset: the key's form, the fixed pages and reserved prefixes, and
 * a path that does not change.
 */
export function proposedPath(
  published: Record<string, unknown>,
  request: PathChangeRequest,
): { path: string; problem: null } | { path: string | null; problem: string } {
  const kind = published._type as PageKind;
  const refusal = moveRefusal(published);
  if (refusal) return { path: null, problem: refusal };
  const oldPath = pagePathOf(published);
  const key = request.key.trim();
  if (key === "") return { path: null, problem: "Enter the new address." };
  const slugIssue = slugProblem(key);
  if (slugIssue) return { path: null, problem: slugIssue };
  const path = pagePathOf({ ...published, ...pathFieldValues(kind, { ...request, key }) });
  if (!path) return { path: null, problem: "Choose the section of the site." };
  if (path === oldPath) return { path, problem: `The page is already at ${path}.` };
  const problem = pathProblem(path) ?? privatePathProblem(path);
  if (problem) return { path, problem: `Choose another: ${problem}` };
  return { path, problem: null };
}

/** The whole change: the fields to set on the page (published and draft) and the redirects. */
export interface PathChange {
  oldPath: string;
  newPath: string;
  set: Record<string, unknown>;
  redirects: RedirectPlan;
}

/**
 * The change for a request, or the reason it is refused. `pathTaken` says whether another
 * document already has a path (any page type, published or draft); `redirects` are the dataset's.
 */
export function planPathChange(
  published: Record<string, unknown>,
  request: PathChangeRequest,
  pathTaken: boolean,
  redirects: readonly RedirectDocument[],
): { change: PathChange; problem: null } | { change: null; problem: string } {
  const proposal = proposedPath(published, request);
  if (proposal.problem !== null) return { change: null, problem: proposal.problem };
  if (pathTaken) return { change: null, problem: `Another page already uses ${proposal.path}.` };
  const oldPath = pagePathOf(published) as string;
  const plan = planSlugRedirect(oldPath, proposal.path, redirects) as RedirectPlan;
  const kind = published._type as PageKind;
  return {
    change: { oldPath, newPath: proposal.path, set: pathFieldValues(kind, { ...request, key: request.key.trim() }), redirects: plan },
    problem: null,
  };
}

/** The writes of a path change, in the order one transaction applies them: the page (and its draft), then its redirects. */
export function pathChangeOperations(publishedId: string, hasDraft: boolean, change: PathChange): PageMoveOperation[] {
  const id = publishedId.replace(/^drafts\./, "");
  return [
    { op: "patch", id, set: change.set },
    // A draft in progress keeps its edits and takes the new address, so publishing it later does not move the page back.
    ...(hasDraft ? [{ op: "patch" as const, id: `drafts.${id}`, set: change.set }] : []),
    ...redirectOperations(change.redirects),
  ];
}

/**
 * Checks a requested move against the dataset (another page at the new address, the redirects)
 * and applies it in one transaction: the page's new path and its redirects together, or nothing.
 * Returns the change made, or why it was refused.
 */
export async function applyPathChange(
  client: PageMoveClient,
  page: { id: string; published: Record<string, unknown>; hasDraft: boolean },
  request: PathChangeRequest,
): Promise<{ change: PathChange; problem: null } | { change: null; problem: string }> {
  const target = proposedPath(page.published, request);
  if (target.problem !== null) return { change: null, problem: target.problem };
  const [free, redirects] = await Promise.all([
    isPathFreeFor(client, page.id, target.path),
    client.fetch<RedirectDocument[]>(REDIRECTS_QUERY),
  ]);
  const planned = planPathChange(page.published, request, !free, redirects);
  if (planned.problem !== null) return planned;
  await commitOperations(client, pathChangeOperations(page.id, page.hasDraft, planned.change));
  return planned;
}
