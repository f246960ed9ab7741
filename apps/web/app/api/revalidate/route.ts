import { revalidateTag } from "next/cache";
import { createRevalidateHandler } from "../../../src/content/revalidate";
import { serverEnv } from "../../../src/env";

export const POST = createRevalidateHandler({
  secret: serverEnv().SANITY_REVALIDATE_SECRET,
  revalidate: (tag) => revalidateTag(tag, "max"),
});
