import type { Metadata } from "next";
import { getPageMetadata, getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import type { DocumentSeo } from "@/src/content/types";
import { buildPageHead, documentRecord, toNextMetadata, type PageHeadInput } from "@/src/seo/metadata";

/** Next.js metadata for a path, from its record in the content (or the default record). */
export async function metadataForPath(
  path: string,
  options: Pick<PageHeadInput, "ogType" | "noindex" | "canonicalPath"> = {},
): Promise<Metadata> {
  const [record, settings] = await Promise.all([getPageMetadata(path), getSiteSettings()]);
  return toNextMetadata(buildPageHead({ record, path, settings, siteUrl: serverEnv().SITE_URL, ...options }));
}

/**
 * Metadata for a page published from a document (a guide, market page, news article, listing or
 * list page): its own "Search & sharing" fields, else a record an editor wrote for the path, else
 * the document's title and description, so a new page never shares the site's default title.
 */
export async function metadataForDocument(
  path: string,
  page: { title: string; description: string; seo?: DocumentSeo | null },
  options: Pick<PageHeadInput, "ogType" | "noindex"> = {},
): Promise<Metadata> {
  const [record, settings] = await Promise.all([getPageMetadata(path), getSiteSettings()]);
  const own = documentRecord(record, page, settings.agencyName);
  return toNextMetadata(buildPageHead({ record: own, path, settings, siteUrl: serverEnv().SITE_URL, ...options }));
}
