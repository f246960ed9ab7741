import { revalidateTag } from "next/cache";
import { createRevalidateHandler } from "@/src/content/revalidate";
import { serverEnv } from "@/src/env";
import { clearPageCache } from "@/src/http/pageCache";

export const POST = createRevalidateHandler({
  secret: serverEnv().SANITY_REVALIDATE_SECRET,
  revalidate: (tag) => {
    revalidateTag(tag, "max");
    // Pages the server holds in memory are captured again from the regenerated ones.
    clearPageCache();
  },
});
