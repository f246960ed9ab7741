import { revalidateTag } from "next/cache";
import { announcePublishedListing } from "@/src/announcements/triggers.server";
import { readListingSlug } from "@agency/supabase/lead-fields";
import { createRevalidateHandler } from "@/src/content/revalidate";
import { serverEnv } from "@/src/env";
import { clearPageCache } from "@/src/http/pageCache";
import { forgetContentRedirects } from "@/src/routing/contentRedirects";
import { forgetSiteSearch } from "@/src/search/siteSearch.server";

export const POST = createRevalidateHandler({
  secret: serverEnv().SANITY_REVALIDATE_SECRET,
  revalidate: (tag) => {
    // Expired at once, not served stale once more: a page published a moment ago (a 404 until
    // then) must answer 200 on its next request (decision 0020, "Hosted mode").
    revalidateTag(tag, { expire: 0 });
    if (tag === "redirect") forgetContentRedirects();
    // Site search asks the Content Lake at once whether its index is current (the other instances within 15 s).
    forgetSiteSearch();
    // Pages the server holds in memory are captured again from the regenerated ones.
    clearPageCache();
  },
  // A published listing is announced to the investors whose buy box it fits, once
  // (docs/decisions/0029-investor-announcements.md); its sender is woken when it queues any.
  published: async (type, slug) => {
    const listing = type === "listing" ? readListingSlug(slug) : null;
    if (listing) await announcePublishedListing(listing);
  },
});
