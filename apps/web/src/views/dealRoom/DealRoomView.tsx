import { agreementPath, dealRoomDocumentPath, dealRoomPath, dealRoomViewPath, listingPath } from "@agency/paths";
import { formatTorontoTime } from "@agency/supabase/notification-email";
import Link from "next/link";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { getSiteSettings } from "@/src/content/content.server";
import { REFUSAL_MESSAGES } from "@/src/dealRoom/access/access";
import { enterDealRoom } from "@/src/dealRoom/access/guard";
import { formatFileSize } from "@/src/dealRoom/documents/format";
import { isWatermarked } from "@/src/dealRoom/documents/watermark";
import type { DealRoomDocument } from "@/src/dealRoom/store";
import { telHref } from "@/src/navigation/contact";
import { logError } from "@/src/log";
import { OfferSection } from "./OfferSection";
import { SignedAgreementLink } from "./SignedAgreementLink";
import { QuestionSection } from "./QuestionSection";
import { DueDiligenceSection } from "./DueDiligenceSection";
import { signerDocuments } from "@/src/dealRoom/dueDiligence/gate";
import { COUNT_ANSWERS } from "@/src/dealRoom/competingOffers/countWords";

/**
 * A confidential listing's deal room (issue 17): its documents, for the holder of the room's cookie
 * (given for the e-mailed link's token by the link exchange, issue 31); each download goes through
 * the site, which checks the cookie again and logs it; and its offers (issue 36: the letter-of-intent
 * form, what the signer sent, the call-for-offers date). Each opening counts as part of a visit. Rendered per request and never cached or
 * indexed. A refused visitor gets a page saying why and what to do.
 */
export async function DealRoomView({
  slug,
  offerReceived = false,
  notice = {},
  dueDiligenceAsked = false,
  countAnswer = null,
}: {
  slug: string;
  offerReceived?: boolean;
  /** A form's answer posted without JavaScript (`?done=` / `?refused=`): the questions' banner (issue 46). */
  notice?: { done?: unknown; refused?: unknown };
  dueDiligenceAsked?: boolean;
  /** After "E-mail me the count" (deal-room/offer-count/ answers 303 with ?count=): a known answer, or ignored. */
  countAnswer?: unknown;
}) {
  // The deal room's door (src/dealRoom/access/guard.ts): the listing, then the room's cookie
  // checked against the database.
  const [entry, settings] = await Promise.all([enterDealRoom(slug, { cookie: await cookies() }), getSiteSettings()]);
  if (!entry.listing) notFound();
  const { listing } = entry;
  const path = dealRoomPath(slug);

  if (!entry.ok) {
    const refusal = REFUSAL_MESSAGES[entry.reason];
    return (
      <PageShell path={path} crumbLabel="Deal room">
        <section className="mx-auto max-w-3xl px-4 py-12" data-testid="deal-room-refused" data-reason={entry.reason}>
          <p className="text-sm font-semibold tracking-wider text-amber-700 uppercase">Deal room · {listing.title}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{refusal.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{refusal.text}</p>
          <p className="mt-8 flex flex-wrap gap-4">
            <Link href={agreementPath(slug)} className="rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-400">
              Sign the agreement
            </Link>
            <a href={telHref(settings.phone)} className="px-2 py-3 font-medium text-slate-900 underline">
              Call {settings.phone}
            </a>
          </p>
        </section>
      </PageShell>
    );
  }

  const access = entry.admitted;
  const store = await access.backend.dealRoom();
  const now = new Date();
  // An opening of the room counts towards the signer's engagement (issue 36); never at the cost of the page.
  await store.recordVisit(access.signature.id, now, false).catch((error: unknown) => logError("A deal room visit was not counted", error));
  const [documents, viewOnly, offers, roundCounts, published, ownQuestions] = await Promise.all([
    // Each stage's gate applied (decision 0059): due-diligence documents only once approved.
    signerDocuments(store, slug, access.signature.id),
    store.viewOnlyDocuments(slug),
    store.signerOffers(access.signature.id),
    store.signerRoundCounts(access.signature.id),
    store.publishedQuestions(slug),
    store.signerQuestions(access.signature.id),
  ]);
  return (
    <PageShell path={path} crumbLabel="Deal room">
      <section className="mx-auto max-w-4xl px-4 py-10">
        <p className="text-sm font-semibold tracking-wider text-amber-700 uppercase">Deal room</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{listing.title}</h1>
        <p className="mt-4 text-slate-700">
          Welcome, {access.signature.name}.{" "}
          <span data-testid="signed-in-as">
            You are signed in as <strong>{access.signature.email}</strong>; downloads and offers are recorded under that address.
          </span>{" "}
          These documents are shared under the confidentiality agreement you signed on{" "}
          {formatTorontoTime(new Date(access.signature.acceptedAt))}. Your access in this browser lasts until{" "}
          {formatTorontoTime(access.expiresAt)}; each download is recorded.
        </p>
        <p className="mt-2 text-slate-700">
          PDF documents are watermarked: each page of your copy carries your name, company and e-mail, the time of the download and its ID.
          Other files are the team&apos;s originals.
        </p>
        <SignedAgreementLink slug={slug} />
        <DocumentList slug={slug} documents={documents} viewOnly={viewOnly} phone={settings.phone} />
        <DueDiligenceSection slug={slug} signatureId={access.signature.id} store={store} asked={dueDiligenceAsked} />
        <OfferSection
          slug={slug}
          signerEmail={access.signature.email}
          callForOffersAt={listing.callForOffersAt}
          offers={offers}
          roundCounts={roundCounts}
          received={offerReceived}
          countAnswer={COUNT_ANSWERS.find((answer) => answer === countAnswer) ?? null}
          now={now}
        />
        <QuestionSection slug={slug} published={published} own={ownQuestions} done={notice.done} refused={notice.refused} now={now} />
        <p className="mt-8">
          <Link href={listingPath(slug)} className="font-medium text-slate-900 underline">
            Back to the listing
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

/** The room's documents, each with its download link, or what to expect while there are none. */
function DocumentList({
  slug,
  documents,
  viewOnly,
  phone,
}: {
  slug: string;
  documents: DealRoomDocument[];
  viewOnly: string[];
  phone: string;
}) {
  return documents.length === 0 ? (
    <p className="mt-8 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="deal-room-empty">
      The team is preparing this listing&apos;s documents. You will find them here within one business day; call{" "}
      <a href={telHref(phone)} className="font-semibold underline">
        {phone}
      </a>{" "}
      if you need them sooner.
    </p>
  ) : (
    <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{document.fileName}</p>
            <p className="text-sm text-slate-600">
              {formatFileSize(document.sizeBytes)} · added {formatTorontoTime(new Date(document.uploadedAt))}
              {isWatermarked(document) && " · watermarked with your name"}
              {viewOnly.includes(document.id) && " · view only, page by page in your browser (deters casual copying, not a screenshot)"}
            </p>
          </div>
          {viewOnly.includes(document.id) ? (
            <Link
              href={dealRoomViewPath(slug, document.id)}
              className="shrink-0 rounded-md bg-slate-900 px-4 py-2 text-center font-semibold text-white hover:bg-slate-700"
            >
              View<span className="sr-only"> {document.fileName}</span>
            </Link>
          ) : (
            <a
              href={dealRoomDocumentPath(slug, document.id)}
              download={document.fileName}
              className="shrink-0 rounded-md bg-slate-900 px-4 py-2 text-center font-semibold text-white hover:bg-slate-700"
            >
              Download<span className="sr-only"> {document.fileName}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
