import type { ReactNode } from "react";
import { getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { buildBreadcrumbs, type TrailKind } from "@/src/seo/breadcrumbs";
import { buildJsonLd, type FaqEntry, type JsonLd } from "@/src/seo/jsonLd";
import { Breadcrumbs } from "./Breadcrumbs";
import { GoBackButton } from "./GoBackButton";
import { JsonLdScript } from "./JsonLdScript";

interface PageShellProps {
  path: string;
  faqs?: FaqEntry[];
  /** Page-specific structured data (an article, a place), added after the site-wide records. */
  jsonLd?: JsonLd[];
  /** The last breadcrumb's name, for a page whose name comes from its document. */
  crumbLabel?: string | undefined;
  /** A trail the path alone cannot tell (a guide: Home > Self Storage > Insights > page). */
  trail?: TrailKind;
  children: ReactNode;
}

/**
 * Every page's frame: breadcrumbs and Go Back (not on home), and its structured data. The
 * structured data comes after the page's content: its FAQ answers and headings then sit within
 * compression's reach of the same words in the page (about 1 KB less gzip on a long guide), and
 * the browser reaches the content first.
 */
export async function PageShell({ path, faqs, jsonLd: pageJsonLd = [], crumbLabel, trail, children }: PageShellProps) {
  const settings = await getSiteSettings();
  const crumbs = buildBreadcrumbs(path, crumbLabel, trail);
  const jsonLd = [...buildJsonLd({ settings, siteUrl: serverEnv().SITE_URL, crumbs, faqs }), ...pageJsonLd];
  return (
    <>
      {crumbs.length > 0 && (
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-6 print:hidden">
          <Breadcrumbs crumbs={crumbs} />
          <GoBackButton />
        </div>
      )}
      {children}
      <JsonLdScript data={jsonLd} />
    </>
  );
}
