import type { Metadata } from "next";
import { getPageMetadata, getSiteSettings } from "../content/content";
import { serverEnv } from "../env";
import { buildPageHead, toNextMetadata, type PageHeadInput } from "../seo/metadata";

/** Next.js metadata for a path, from its record in the content (or the default record). */
export async function metadataForPath(
  path: string,
  options: Pick<PageHeadInput, "ogType" | "noindex" | "canonicalPath"> = {},
): Promise<Metadata> {
  const [record, settings] = await Promise.all([getPageMetadata(path), getSiteSettings()]);
  return toNextMetadata(buildPageHead({ record, path, settings, siteUrl: serverEnv().SITE_URL, ...options }));
}
