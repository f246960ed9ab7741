/**
 * "Enquire about this listing" (issue 16): the listing page links to /contact/?listing={slug};
 * the contact form shows the listing and sends the slug in a hidden field, and without JavaScript
 * the server reads it from the form post's Referer (decision 0022's carried figures do the same).
 * Runs in the browser too: no server imports.
 */
import { LISTING_FIELD, readListingSlug } from "@agency/supabase/lead-fields";

export { LISTING_FIELD, readListingSlug };

export function listingEnquiryPath(slug: string): string {
  return `/contact/?${LISTING_FIELD}=${encodeURIComponent(slug)}`;
}

/** The listing slug of a query string ("?listing=x"), once and well-formed, or null. */
export function listingSlugFromQuery(search: string): string | null {
  const values = new URLSearchParams(search).getAll(LISTING_FIELD);
  return values.length === 1 ? readListingSlug(values[0]) : null;
}

/** "barrie-storage-portfolio" → "Barrie Storage Portfolio": how the contact form names a listing it only knows by slug. */
export function listingNameFromSlug(slug: string): string {
  return slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}
