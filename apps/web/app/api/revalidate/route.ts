import { revalidateTag } from "next/cache";
import { createRevalidateHandler } from "@/src/content/revalidate";
import { serverEnv } from "@/src/env";
import { clearPageCache } from "@/src/http/pageCache";
import { forgetContentRedirects } from "@/src/routing/contentRedirects";

export const POST = createRevalidateHandler({
  secret: serverEnv().SANITY_REVALIDATE_SECRET,
  revalidate: (tag) => {
    // Expired at once, not served stale once more: a page published a moment ago (a 404 until
    // then) must answer 200 on its next request (decision 0020, "Hosted mode").
    revalidateTag(tag, { expire: 0 });
    if (tag === "redirect") forgetContentRedirects();
    // Pages the server holds in memory are captured again from the regenerated ones.
    clearPageCache();
  },
});
