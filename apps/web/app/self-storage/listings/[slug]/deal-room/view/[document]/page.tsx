import type { Metadata } from "next";
import { ViewOnlyDocumentView } from "@/src/views/dealRoom/ViewOnlyDocumentView";

// Per request: the page checks the visitor's cookie against the database every time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Deal room document", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ slug: string; document: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A view-only document, page by page (issue 46, decision 0060). */
export default async function ViewOnlyDocumentPage({ params, searchParams }: Props) {
  const { slug, document } = await params;
  const page = (await searchParams).page;
  return <ViewOnlyDocumentView slug={slug} documentId={document} pageText={typeof page === "string" ? page : "1"} />;
}
