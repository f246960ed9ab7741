import { dealRoomPageImagePath, dealRoomPath, dealRoomViewPath } from "@agency/paths";
import Link from "next/link";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { enterDealRoom } from "@/src/dealRoom/access/guard";
import { documentKey } from "@/src/dealRoom/documents/documentStorage";
import { readAll } from "@/src/dealRoom/documents/loggedBody";
import { pdfPageCount } from "@/src/dealRoom/viewOnly/render";
import { pageNumber, viewOnlyDocument } from "@/src/dealRoom/viewOnly/pageImage.server";

/**
 * A view-only document in the room (issue 46, decision 0060): one page at a time, as an image the
 * server renders from the PDF stamped with the signer, with previous and next links. A visitor the
 * room does not admit is sent to the room, which says why; a page outside the document is 404.
 */
export async function ViewOnlyDocumentView({ slug, documentId, pageText }: { slug: string; documentId: string; pageText: string }) {
  const entry = await enterDealRoom(slug, { cookie: await cookies() });
  if (!entry.listing) notFound();
  if (!entry.ok) redirect(dealRoomPath(slug));
  const { backend } = entry.admitted;
  const page = pageNumber(pageText);
  const document = page === null ? null : await viewOnlyDocument(backend, slug, documentId);
  if (!document || page === null) notFound();
  const stored = await backend.documents.get(documentKey(slug, document.id));
  if (!stored) notFound();
  const pageCount = await pdfPageCount(await readAll(stored));
  if (page > pageCount) notFound();
  const label = `Page ${page} of ${pageCount}`;
  return (
    <PageShell path={dealRoomViewPath(slug, document.id)} crumbLabel="Deal room document">
      <section className="mx-auto max-w-4xl px-4 py-10">
        <p className="text-sm font-semibold tracking-wider text-amber-700 uppercase">Deal room · {entry.listing.title}</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900">{document.fileName}</h1>
        <p className="mt-3 text-slate-700" data-testid="view-only-notice">
          This document is view only: it has no download, and each page shows your name, e-mail and the time. This deters casual copying,
          not a determined one: a screenshot or a phone camera copies any page a screen shows. Each page you open is recorded.
        </p>
        <PageLinks slug={slug} documentId={document.id} page={page} pageCount={pageCount} label={label} />
        {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-signer PNG: next/image would route it through its optimiser and cache */}
        <img
          src={dealRoomPageImagePath(slug, document.id, page)}
          alt={`${label} of ${document.fileName}`}
          className="mt-4 w-full rounded border border-slate-300 bg-white"
        />
        <p className="mt-8">
          <Link href={dealRoomPath(slug)} className="font-medium text-slate-900 underline">
            Back to the deal room
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

function PageLinks({
  slug,
  documentId,
  page,
  pageCount,
  label,
}: {
  slug: string;
  documentId: string;
  page: number;
  pageCount: number;
  label: string;
}) {
  const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100";
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center gap-4">
      {page > 1 ? (
        <Link href={dealRoomViewPath(slug, documentId, page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <p className="text-slate-800" data-testid="view-only-page">
        {label}
      </p>
      {page < pageCount ? (
        <Link href={dealRoomViewPath(slug, documentId, page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
