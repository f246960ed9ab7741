import type { SlugValidationContext, ValidationContext } from "sanity";

/** A site path ("/buy/"), a same-page anchor ("#faq"), a mailto:/tel: link or an https URL. */
export const LINK_PATTERN = /^(\/[a-z0-9\-/.#]*|#[a-z0-9-]+|mailto:\S+|tel:\+?[0-9]+|https:\/\/\S+)$/;

const API_VERSION = "2025-10-01";

/**
 * True when no other document of the same type (published or draft of another id) has this
 * value in `field`. Used for paths and city/area keys, which the site turns into routes.
 */
export async function isUniqueAmongType(field: string, value: unknown, context: ValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (value === undefined || value === null || !document) return true;
  const id = document._id.replace(/^drafts\./, "");
  const count = await getClient({ apiVersion: API_VERSION }).fetch<number>(
    `count(*[_type == $type && ${field} == $value && !(_id in [$id, $draft])])`,
    { type: document._type, value, id, draft: `drafts.${id}` },
  );
  return count === 0;
}

export const uniqueSlug = (slug: string, context: SlugValidationContext) =>
  isUniqueAmongType("slug.current", slug, context as unknown as ValidationContext);
