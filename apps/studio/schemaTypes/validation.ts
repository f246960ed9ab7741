import { documentPath, pathProblem, slugProblem, type PageKind } from "@agency/paths";
import { privatePathProblem } from "@agency/paths/private-routes";
import type { SlugValidationContext, ValidationContext } from "sanity";
import { STUDIO_API_VERSION } from "../env";

/** A site path ("/buy/"), a same-page anchor ("#faq"), a mailto:/tel: link or an https URL. */
export const LINK_PATTERN = /^(\/[a-z0-9\-/.#]*|#[a-z0-9-]+|mailto:\S+|tel:\+?[0-9]+|https:\/\/\S+)$/;

/** What LINK_PATTERN asks for, in the editor's words (Sanity's default names only the pattern). */
export const LINK_MESSAGE =
  "Enter a link: a path on this site (/buy/), an anchor on this page (#faq), mailto:name@example.com, tel:+14165550100 or an https:// address";

/**
 * True when no other document of the same type (published or draft of another id) has this
 * value in `field`. Used for paths and city/area keys, which the site turns into routes.
 */
export async function isUniqueAmongType(field: string, value: unknown, context: ValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (value === undefined || value === null || !document) return true;
  const id = document._id.replace(/^drafts\./, "");
  const count = await getClient({ apiVersion: STUDIO_API_VERSION }).fetch<number>(
    `count(*[_type == $type && ${field} == $value && !(_id in [$id, $draft])])`,
    { type: document._type, value, id, draft: `drafts.${id}` },
  );
  return count === 0;
}

/** The read times an editor chooses from: 1 to 30 minutes. */
export const READ_TIMES: readonly string[] = Array.from({ length: 30 }, (_, index) => `${index + 1} min read`);

/** Today in Toronto as a Sanity date ("2026-11-24"): the initial value of date fields. */
export function todayInToronto(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * At most one news article is featured (the list shows one, first and larger): true, or the
 * message naming the article that already is.
 */
export async function onlyFeaturedArticle(value: unknown, context: ValidationContext): Promise<true | string> {
  const { document, getClient } = context;
  if (value !== true || !document) return true;
  const id = document._id.replace(/^drafts\./, "");
  const other = await getClient({ apiVersion: STUDIO_API_VERSION }).fetch<{ title?: string } | null>(
    `*[_type == "newsArticle" && featured == true && !(_id in [$id, $draft]) && !(_id in path("drafts.**"))][0]{title}`,
    { id, draft: `drafts.${id}` },
  );
  return other
    ? `"${other.title ?? "Another article"}" is already featured: untick it there first (the list shows one featured article)`
    : true;
}

export const uniqueSlug = (slug: string, context: SlugValidationContext) => isUniqueAmongType("slug.current", slug, context);

/**
 * The path each page-like document type gets, as a GROQ expression over the document: the same
 * rules as packages/paths (documentPath), so a clash is found whatever type holds the other page.
 */
const PATH_EXPRESSION = /* groq */ `select(
  _type == "newsArticle" => "/insights/" + slug.current + "/",
  _type == "guideArticle" && section == "insights" => "/insights/" + slug.current + "/",
  _type == "guideArticle" && section == "self-storage-insights" => "/self-storage/insights/" + slug.current + "/",
  _type == "selfStorageMarket" => "/self-storage/ontario/" + city + "/",
  _type == "industrialMarket" && area == "hub" => "/industrial/",
  _type == "industrialMarket" && area == "ontario" => "/industrial/ontario/",
  _type == "industrialMarket" => "/industrial/ontario/" + area + "/",
  _type == "listing" => "/self-storage/listings/" + slug.current + "/",
  _type == "contentPage" => path
)`;

/** The subset of a Sanity client the path checks use. */
interface FetchClient {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>;
}

/** True when no document but `documentId` (published or draft) has this path, of any page type. */
export async function isPathFreeFor(client: FetchClient, documentId: string, path: string): Promise<boolean> {
  const id = documentId.replace(/^drafts\./, "");
  const count = await client.fetch<number>(`count(*[!(_id in [$id, $draft]) && ${PATH_EXPRESSION} == $path])`, {
    path,
    id,
    draft: `drafts.${id}`,
  });
  return count === 0;
}

/** True when no other document (of any page type, published or another draft) has this path. */
export async function isPathFree(path: string, context: ValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document) return true;
  return isPathFreeFor(getClient({ apiVersion: STUDIO_API_VERSION }), document._id, path);
}

/**
 * Validates the key (slug, city or area) that gives a document its path: lower-case slug form,
 * no fixed route or reserved prefix of the site (packages/paths), and no other page there.
 * `fixedKeys` are values that name a fixed page on purpose (the industrial hub and overview).
 */
export function pathKeyRule(kind: PageKind, field: "slug" | "city" | "area", fixedKeys: readonly string[] = []) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    const key = typeof value === "object" && value !== null ? (value as { current?: string }).current : value;
    if (typeof key !== "string" || key === "") return true;
    const slugIssue = slugProblem(key);
    if (slugIssue) return slugIssue;
    const document = context.document as Record<string, unknown> | undefined;
    const path = documentPath(kind, { [field]: key, section: typeof document?.section === "string" ? document.section : null });
    if (!path) return true;
    if (!fixedKeys.includes(key)) {
      const problem = pathProblem(path) ?? privatePathProblem(path);
      if (problem) return `Choose another: ${problem}`;
    }
    return (await isPathFree(path, context)) ? true : `Another page already uses ${path}`;
  };
}
