import { TransferIcon } from "@sanity/icons/Transfer";
import { FIXED_ROUTES, RESERVED_PREFIXES } from "@agency/paths";
import { isPrivatePath } from "@agency/paths/private-routes";
import { defineField, defineType, type ValidationContext } from "sanity";
import { isPathFree } from "../validation";
import { STUDIO_API_VERSION } from "../../env";

const SOURCE_PATTERN = /^\/[a-z0-9\-/]*$/;
const TARGET_PATTERN = /^(\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?|https:\/\/\S+)$/;

/** "/old/" and "/old" are the same source; letter case does not matter either. */
export const redirectKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();

/**
 * Why a redirect may not start from this path (already in the source's form), or null: a page of
 * the site, or a private route (a deal room, an agreement, a signed link, the team's pages), whose
 * address may carry a signed token that a redirect would carry off the site (issue 41). The site
 * refuses such a document too, whatever wrote it (apps/web/src/routing/contentRedirects.ts).
 */
export function reservedSourceProblem(path: string): string | null {
  const slashed = path.endsWith("/") ? path : `${path}/`;
  if (isPrivatePath(slashed.toLowerCase()))
    return `${slashed} is a private page of the site (a deal room, an agreement or a signed link): it is never redirected`;
  if (FIXED_ROUTES.includes(slashed) || RESERVED_PREFIXES.some((prefix) => slashed.startsWith(prefix)))
    return `${slashed} is a page of the site: a redirect would hide it`;
  return null;
}

/** Other redirect documents (published or another draft) whose `field` is this path, with or without its slash. */
async function otherRedirects(field: "from" | "to", path: string, context: ValidationContext): Promise<number> {
  const { document, getClient } = context;
  if (!document) return 0;
  const id = document._id.replace(/^drafts\./, "");
  const bare = redirectKey(path);
  return getClient({ apiVersion: STUDIO_API_VERSION }).fetch<number>(
    `count(*[_type == "redirect" && !(_id in [$id, $draft]) && lower(${field}) in [$bare, $bare + "/"]])`,
    { id, draft: `drafts.${id}`, bare },
  );
}

async function sourceRule(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value !== "string" || value === "") return true;
  if (!SOURCE_PATTERN.test(value)) return 'A path on this site, lower-case, such as "/old-article/"';
  const slashed = value.endsWith("/") ? value : `${value}/`;
  const reserved = reservedSourceProblem(value);
  if (reserved) return reserved;
  if (!(await isPathFree(slashed, context))) return `${slashed} is a published page: unpublish it first, or redirect another path`;
  if ((await otherRedirects("from", value, context)) > 0) return "Another redirect already starts from this path";
  // Someone already redirects here: this one would make a chain (or a loop).
  if ((await otherRedirects("to", value, context)) > 0)
    return "Another redirect points to this path, which would make a chain: point that one at the final page instead";
  return true;
}

async function targetRule(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value !== "string" || value === "") return true;
  if (!TARGET_PATTERN.test(value)) return 'A path on this site ("/contact/") or an https:// address';
  const from = (context.document as { from?: string } | undefined)?.from;
  if (from && redirectKey(value) === redirectKey(from)) return "A redirect cannot point to itself";
  if (value.startsWith("/") && (await otherRedirects("from", value.split(/[?#]/)[0] ?? value, context)) > 0) {
    return "That path is redirected again, which would make a chain (or a loop): point at the final page instead";
  }
  return true;
}

/** A redirect an editor publishes: applied by the site next to the fixed ones (decision 0020). */
export const redirect = defineType({
  name: "redirect",
  icon: TransferIcon,
  title: "Redirect",
  type: "document",
  fields: [
    defineField({
      name: "from",
      title: "From (old path)",
      type: "string",
      description: 'e.g. "/insights/old-slug/"',
      validation: (r) => r.required().custom(sourceRule),
    }),
    defineField({
      name: "to",
      title: "To (page or https address)",
      type: "string",
      description: 'e.g. "/insights/new-slug/"',
      validation: (r) => r.required().custom(targetRule),
    }),
    defineField({
      name: "permanent",
      type: "boolean",
      initialValue: true,
      description:
        "Permanent (308) tells search engines to move the old address's ranking to the new one; turn off for a temporary move (307).",
    }),
  ],
  preview: { select: { title: "from", subtitle: "to" } },
});
