/**
 * A page's head as plain data (docs/product.md#page-head), built by pure functions from its
 * metadata record, then mapped to Next.js Metadata. Everything lands in server-rendered HTML.
 */
import { cleanStega } from "@/src/content/stega";
import type { Metadata } from "next";
import type { DocumentSeo, PageMetadataRecord, SiteSettings } from "@/src/content/types";
import { resolveImageSrc } from "@/src/content/images";
import { NEWS_FEED_PATH } from "@agency/paths";
import { feedTitle } from "./feed";
import type { JsonLd } from "./jsonLd";
import { DEFAULT_OG_IMAGE_PATH, HREFLANGS, LOCALE, OG_IMAGE_SIZE, absoluteUrl } from "./site";

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  /** The sharing image's alternative text: the editor's, else the page title. */
  ogImageAlt: string;
  ogType: "website" | "article";
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  noindex: boolean;
  keywords: string[];
  jsonLd: JsonLd[];
  hreflang: { lang: string; url: string }[];
  siteName: string;
  contactEmail: string;
  /** The news feed, announced in every page's head (rel="alternate"). */
  feed: { url: string; title: string };
}

export interface PageHeadInput {
  record: PageMetadataRecord;
  /** The path being rendered, in its canonical form. */
  path: string;
  settings: SiteSettings;
  siteUrl: string;
  jsonLd?: JsonLd[];
  ogType?: PageHead["ogType"];
  /** Forces noindex whatever the record says (404 page, operator pages). */
  noindex?: boolean;
  /** Overrides the canonical path (the 404 page points at home). */
  canonicalPath?: string;
}

/**
 * The metadata record of a page published from a document. Each field comes from the first of:
 * the document's own "Search & sharing" fields; a record an editor wrote for its path (fixed
 * pages, and records older than those fields); the document's title ("… | agency") and summary.
 */
export function documentRecord(
  record: PageMetadataRecord,
  page: { title: string; description: string; seo?: DocumentSeo | null },
  agencyName: string,
): PageMetadataRecord {
  const base = record.isDefault ? { ...record, title: `${page.title} | ${agencyName}`, description: page.description } : record;
  const seo = page.seo;
  if (!seo) return base;
  const text = (value: string | null | undefined) => (value && value.trim() !== "" ? value : null);
  return {
    ...base,
    title: text(seo.title) ?? base.title,
    description: text(seo.description) ?? base.description,
    keywords: seo.keywords?.length ? seo.keywords : base.keywords,
    ogImage: seo.ogImage?.src ? seo.ogImage : base.ogImage,
  };
}

export function buildPageHead(input: PageHeadInput): PageHead {
  // A draft preview's click-to-edit marks belong in the page, never in its head.
  const { record, settings, siteUrl } = cleanStega(input);
  // A path without its own record keeps its own canonical; the default record's "*" is no URL.
  const canonicalPath = input.canonicalPath ?? (record.isDefault ? input.path : record.canonical || input.path);
  const canonical = absoluteUrl(siteUrl, canonicalPath);
  const ogImage = absoluteUrl(siteUrl, resolveImageSrc(record.ogImage?.src, OG_IMAGE_SIZE.width) ?? DEFAULT_OG_IMAGE_PATH);
  return {
    title: record.title,
    description: record.description,
    canonical,
    ogTitle: record.title,
    ogDescription: record.description,
    ogImage,
    ogImageAlt: record.ogImage?.src && record.ogImage.alt ? record.ogImage.alt : record.title,
    ogType: input.ogType ?? "website",
    twitterTitle: record.title,
    twitterDescription: record.description,
    twitterImage: ogImage,
    noindex: input.noindex ?? record.noindex ?? false,
    keywords: record.keywords ?? [],
    jsonLd: input.jsonLd ?? [],
    hreflang: HREFLANGS.map((lang) => ({ lang, url: canonical })),
    siteName: settings.agencyName,
    contactEmail: settings.email,
    feed: { url: absoluteUrl(siteUrl, NEWS_FEED_PATH), title: feedTitle(settings.agencyName) },
  };
}

export function toNextMetadata(head: PageHead): Metadata {
  const image = { url: head.ogImage, width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt: head.ogImageAlt };
  return {
    title: { absolute: head.title },
    description: head.description,
    keywords: head.keywords.length > 0 ? head.keywords : null,
    alternates: {
      canonical: head.canonical,
      languages: Object.fromEntries(head.hreflang.map(({ lang, url }) => [lang, url])),
      types: { "application/rss+xml": [{ url: head.feed.url, title: head.feed.title }] },
    },
    openGraph: {
      title: head.ogTitle,
      description: head.ogDescription,
      url: head.canonical,
      siteName: head.siteName,
      locale: LOCALE,
      type: head.ogType,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: head.twitterTitle,
      description: head.twitterDescription,
      images: [image],
    },
    robots: head.noindex
      ? { index: false, follow: false }
      : { index: true, follow: true, "max-image-preview": "large", "max-snippet": -1, "max-video-preview": -1 },
    other: { contact: head.contactEmail },
  };
}
