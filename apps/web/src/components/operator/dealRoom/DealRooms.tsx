import { formatTorontoTime } from "@agency/supabase/notification-email";
import { Badge } from "@agency/ui";
import { getDealRoomListings } from "@/src/content/content.server";
import { formatFileSize } from "@/src/dealRoom/documents/format";
import type { DealRoomDocument, DownloadLogEntry, Signer } from "@/src/dealRoom/store";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { logError } from "@/src/log";
import { OperatorActionButton } from "@/src/components/operator/OperatorActionButton";
import { isWatermarked } from "@/src/dealRoom/documents/watermark";
import { WITHHELD_REASONS } from "@/src/dealRoom/mail/mail";
import { DocumentUpload } from "./DocumentUpload";
import { DownloadLookup } from "./DownloadLookup";
import type { OfferRound } from "@/src/dealRoom/rounds/roundStore";
import type { RoundClosure } from "@/src/dealRoom/competingOffers/roundCloseStore";
import { ClosingDeals } from "./ClosingDeals";
import type { ListingOffer, SignerActivity } from "@/src/dealRoom/offers/offerStore";
import { funnelSteps, type FunnelStep } from "@/src/dealRoom/reports/ownerReport";
import { listReportLinks, type ListedReportLink } from "@/src/dealRoom/reports/reportOperator.server";
import { listingPath } from "@agency/paths";
import { ListingFunnel } from "./ListingFunnel";
import { OwnerReportControls } from "./OwnerReportControls";
import { OperatorTable } from "@/src/components/operator/OperatorTable";
import { ViewOnlyToggle } from "./ViewOnlyToggle";
import { personPath } from "@/src/team/paths";
import { Pager } from "@/src/components/team/Pager";
import { signerView, signerViewHref, type SignerViewRequest } from "./signerView";
import type { OfferViewRequest } from "./offerView";
import type { DocumentStage, ListingDueDiligenceRequest } from "@/src/dealRoom/dueDiligence/dueDiligenceStore";
import { DocumentStageForm, DueDiligenceRequests } from "./DueDiligenceRequests";

/** How many downloads each listing shows; the signers' CSV counts them all. */
export const LATEST_DOWNLOADS = 50;

interface Room {
  slug: string;
  title: string;
  /** Hosted storage: the browser uploads straight to Supabase Storage (decision 0050). */
  directUpload: boolean;
  documents: DealRoomDocument[];
  /** The IDs of the documents shown page by page, never downloaded (issue 46). */
  viewOnly: string[];
  signers: Signer[];
  downloads: DownloadLogEntry[];
  activity: SignerActivity[];
  offers: ListingOffer[];
  funnel: FunnelStep[];
  weeklyEmail: boolean;
  /** The owner's report links made for the listing, newest first (issue 41). */
  reportLinks: ListedReportLink[];
  /** Each document's stage and the buyers' due-diligence requests (issue 46, decision 0059). */
  dueDiligence: { stages: Map<string, DocumentStage>; requests: ListingDueDiligenceRequest[] };
  /** The listing's best-and-final rounds (issue 46). */
  rounds: OfferRound[];
  /** The rounds closed, and their counts of competing offers e-mailed (issue 46). */
  closures: RoundClosure[];
}

const time = (iso: string) => formatTorontoTime(new Date(iso));

/**
 * The deal rooms, one per confidential listing for sale (issues 17, 31): documents (upload,
 * remove; PDFs watermarked), signers with the agreement version they signed (revoke, grant a
 * withheld link, CSV), the download log with each download's ID, and the look-up of an ID.
 */
export async function DealRooms({
  only,
  back,
  signers,
  offers = { query: "", page: 1 },
}: {
  only: string;
  back: string;
  signers: SignerViewRequest;
  /** The offers comparison's page and search (offerView.ts). */
  offers?: OfferViewRequest;
}) {
  let rooms: Room[];
  const now = new Date();
  try {
    const listings = (await getDealRoomListings()).filter((listing) => listing.slug === only);
    const backend = await getDealRoomBackend();
    const store = await backend.dealRoom();
    const directUpload = backend.documents.kind === "supabase";
    const weeklyEmailOff = new Set(await store.weeklyEmailOff());
    rooms = await Promise.all(
      listings.map(async ({ slug, title }) => {
        const [documents, viewOnly, signers, downloads, activity, offers, funnel, reportLinks, rounds] = await Promise.all([
          store.documents(slug),
          store.viewOnlyDocuments(slug),
          store.signers(slug),
          store.downloadLog(slug, LATEST_DOWNLOADS),
          store.activity(slug),
          store.listingOffers(slug),
          store.funnel(slug, listingPath(slug)),
          listReportLinks(slug, now),
          store.offerRounds(slug),
        ]);
        const weeklyEmail = !weeklyEmailOff.has(slug);
        const [stages, requests, closures] = await Promise.all([
          store.documentStages(slug),
          store.listingDueDiligence(slug),
          store.roundClosures(slug),
        ]);
        return {
          slug,
          title,
          directUpload,
          documents,
          viewOnly,
          signers,
          downloads,
          activity,
          offers,
          funnel: funnelSteps(funnel),
          weeklyEmail,
          reportLinks,
          dueDiligence: { stages, requests },
          rounds,
          closures,
        };
      }),
    );
  } catch (error) {
    logError("The operator's deal rooms could not be read", error);
    return (
      <section id="deal-rooms" aria-labelledby="deal-rooms-title" className="mt-10">
        <h2 id="deal-rooms-title" className="text-2xl font-bold tracking-tight">
          Deal rooms
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          The deal rooms could not be read from the database. Run the database test above for details.
        </p>
      </section>
    );
  }
  return (
    <section id="deal-rooms" aria-labelledby="deal-rooms-title" className="mt-10">
      <h2 id="deal-rooms-title" className="text-2xl font-bold tracking-tight">
        Deal rooms
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each confidential listing for sale has one. Investors sign the confidentiality agreement on the listing&apos;s page and receive a
        personal link, valid for 7 days, to its documents. Every PDF is downloaded stamped on each page with the signer&apos;s name,
        company, e-mail, the time and a download ID; an address gets at most 3 links a day.
      </p>
      <DownloadLookup />
      {rooms.length === 0 && (
        <p className="mt-4 text-slate-700">
          No confidential listing is for sale. Mark a listing confidential in the Studio to open its deal room.
        </p>
      )}
      {rooms.map((room) => (
        <DealRoomCard key={room.slug} room={room} now={now} back={back} signers={signers} offers={offers} />
      ))}
    </section>
  );
}

/** One listing's deal room: its documents, its signers and its download log. */
function DealRoomCard(props: { room: Room; now: Date; back: string; signers: SignerViewRequest; offers: OfferViewRequest }) {
  const { room, now, back, signers, offers } = props;
  return (
    <article
      id={`deal-room-${room.slug}`}
      aria-labelledby={`deal-room-${room.slug}-title`}
      className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`deal-room-${room.slug}-title`} className="text-xl font-semibold text-slate-900">
          {room.title}
        </h3>
        <a href={`/api/operator/deal-room/${room.slug}/signers.csv`} className="text-sm font-medium underline" download>
          Signers (CSV)
        </a>
      </div>

      <h4 className="mt-5 font-semibold text-slate-900">Documents</h4>
      {room.documents.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">None yet: signers see a note that the documents are being prepared.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={`Documents of ${room.title}`}>
          {room.documents.map((document) => (
            <li key={document.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 break-words">
                <span className="font-medium">{document.fileName}</span>
                <span className="block text-sm text-slate-600">
                  {formatFileSize(document.sizeBytes)} · {time(document.uploadedAt)}
                  {isWatermarked(document) ? " · watermarked" : ""}
                  {room.viewOnly.includes(document.id) ? " · view only (no download)" : ""}
                </span>
              </span>
              <DocumentStageForm
                documentId={document.id}
                fileName={document.fileName}
                stage={room.dueDiligence.stages.get(document.id) ?? "memorandum"}
                back={back}
              />
              <ViewOnlyToggle document={document} viewOnly={room.viewOnly.includes(document.id)} back={back} />
              <OperatorActionButton
                url={`/api/operator/deal-room/documents/${document.id}`}
                method="DELETE"
                label="Remove"
                pendingLabel="Removing..."
                confirmText={`Remove ${document.fileName} from the deal room? Signers will no longer see or download it.`}
                accessibleName={`Remove: ${document.fileName}`}
              />
            </li>
          ))}
        </ul>
      )}
      <DocumentUpload listing={room.slug} title={room.title} direct={room.directUpload} />

      <DueDiligenceRequests slug={room.slug} title={room.title} requests={room.dueDiligence.requests} back={back} />

      <ListingFunnel slug={room.slug} title={room.title} steps={room.funnel} />
      <OwnerReportControls
        slug={room.slug}
        title={room.title}
        weeklyEmail={room.weeklyEmail}
        links={room.reportLinks}
        now={now}
        back={back}
      />

      <ClosingDeals
        slug={room.slug}
        title={room.title}
        signers={room.signers}
        activity={room.activity}
        offers={room.offers}
        rounds={{ back, now, list: room.rounds, closures: room.closures }}
        view={{ back, request: offers }}
      />

      <SignerTable room={room} back={back} request={signers} />

      <h4 className="mt-6 font-semibold text-slate-900">Downloads</h4>
      {room.downloads.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No document has been downloaded yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm" aria-label={`Downloads of ${room.title}`}>
          {room.downloads.map((entry, index) => (
            <li key={`${entry.downloadedAt}-${index}`}>
              <time dateTime={entry.downloadedAt}>{time(entry.downloadedAt)}</time>: {entry.name}
              {entry.company ? ` (${entry.company})` : ""} downloaded <span className="font-medium">{entry.fileName}</span>
              {entry.bytesSent !== null && ` (${formatFileSize(entry.bytesSent)})`}
              {entry.downloadId && <span className="block font-mono text-xs text-slate-600">ID {entry.downloadId}</span>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/**
 * Who signed the listing's agreement, which version, whether the link went out and the address is
 * proved: a page of them at a time, searchable by name, company or e-mail without JavaScript.
 */
function SignerTable({ room, back, request }: { room: Room; back: string; request: SignerViewRequest }) {
  const view = signerView(room.signers, request);
  const href = (page: number) => signerViewHref(back, room.slug, { query: view.query, page });
  return (
    <>
      <h4 id={`signers-${room.slug}`} className="mt-6 font-semibold text-slate-900">
        Signers ({room.signers.length})
      </h4>
      {room.signers.length > 0 && (
        <form method="get" action={`${back}#signers-${room.slug}`} role="search" className="mt-2 flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1">
            <span className="font-medium">Find a signer</span>
            <input
              type="search"
              name="signer"
              defaultValue={view.query}
              maxLength={254}
              placeholder="Name, company or e-mail"
              className="rounded-md border border-slate-400 px-2 py-1"
            />
          </label>
          <button type="submit" className="rounded-md border border-slate-400 px-3 py-1 font-medium">
            Search
          </button>
          {view.query && (
            <a href={signerViewHref(back, room.slug, { query: "", page: 1 })} className="py-1 underline">
              Show every signer
            </a>
          )}
        </form>
      )}
      {view.query && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {view.matched} of {view.total} signers match &ldquo;{view.query}&rdquo;.
        </p>
      )}
      <OperatorTable
        caption={`Signers of ${room.title}, page ${view.page} of ${view.pages}`}
        captionHidden
        name={`signers-${room.slug}`}
        minWidth="min-w-[44rem]"
        rows={view.rows}
        rowKey={(signer) => signer.id}
        empty={
          view.query
            ? "No signer matches this search."
            : "Nobody has signed yet. Each signer of the confidentiality agreement would appear here."
        }
        columns={[
          { header: "Signer", cell: (signer) => <SignerName signer={signer} />, rowHeader: true },
          { header: "Signed", cell: (signer) => time(signer.acceptedAt) },
          { header: "Version", cell: (signer) => <SignedVersion signer={signer} /> },
          { header: "Link e-mailed", cell: (signer) => <LinkSent signer={signer} /> },
          {
            header: "Address",
            // Anyone can type an address; opening the e-mailed link proves it (issue 31).
            cell: (signer) =>
              signer.confirmedAt ? (
                <Badge tone="success">Confirmed {time(signer.confirmedAt)}</Badge>
              ) : (
                <Badge tone="warning">Unconfirmed: link not opened yet</Badge>
              ),
          },
          { header: "Downloads", cell: (signer) => signer.downloads, numeric: true },
          { header: "Access", cell: (signer) => <SignerAccess signer={signer} title={room.title} /> },
        ]}
      />
      {view.pages > 1 && <Pager page={view.page} pages={view.pages} total={view.matched} href={href} label={`Signers of ${room.title}`} />}
    </>
  );
}

/** The version signed, and the agreement as signed, a PDF made from the record (issue 46). */
function SignedVersion({ signer }: { signer: Signer }) {
  return (
    <>
      <span className="font-mono text-xs">{signer.agreementVersion}</span>
      <br />
      <a href={`/api/operator/deal-room/signatures/${signer.id}/agreement.pdf`} className="text-sm underline" download>
        Agreement as signed<span className="sr-only"> by {signer.name}</span> (PDF)
      </a>
    </>
  );
}

function SignerName({ signer }: { signer: Signer }) {
  return (
    <>
      <a href={personPath(signer.email)} className="font-medium underline">
        {signer.name}
      </a>
      {signer.company && <span className="block font-normal">{signer.company}</span>}
      <span className="block font-normal break-all">{signer.email}</span>
      <span className="block font-normal text-slate-600">
        {signer.role === "broker" ? `Broker for ${signer.clientName ?? "—"}` : "Principal"}
      </span>
    </>
  );
}

function LinkSent({ signer }: { signer: Signer }) {
  if (signer.accessWithheld) return <Badge tone="warning">Withheld: {WITHHELD_REASONS[signer.accessWithheld]}</Badge>;
  if (signer.accessSentAt) return <>{time(signer.accessSentAt)}</>;
  if (signer.mailFailedAt) return <Badge tone="danger">Failed: {signer.mailLastError}</Badge>;
  return <Badge tone="warning">{signer.mailLastError ? `Retrying: ${signer.mailLastError}` : "Sending"}</Badge>;
}

/** One signer's access, with the action it allows: grant a withheld link, or revoke. */
function SignerAccess({ signer, title }: { signer: Signer; title: string }) {
  if (signer.revokedAt) return <Badge tone="neutral">Revoked {time(signer.revokedAt)}</Badge>;
  // One revocation covers the person (issue 41): their other signatures are closed too.
  if (signer.barredAt && signer.accessWithheld !== "revoked")
    return <Badge tone="neutral">Barred {time(signer.barredAt)}: this person&apos;s access was revoked</Badge>;
  return signer.accessWithheld ? (
    <OperatorActionButton
      url={`/api/operator/deal-room/signatures/${signer.id}`}
      method="POST"
      body={{ action: "grant" }}
      label="Grant access"
      pendingLabel="Granting..."
      variant="primary"
      accessibleName={`Grant access: ${signer.name}`}
    />
  ) : (
    <OperatorActionButton
      url={`/api/operator/deal-room/signatures/${signer.id}`}
      method="POST"
      body={{ action: "revoke" }}
      label="Revoke"
      pendingLabel="Revoking..."
      confirmText={`Revoke ${signer.name}'s access to ${title}? Every link of ${signer.email} for this listing stops working at once, and a new signature from that address waits for you.`}
      accessibleName={`Revoke: ${signer.name}`}
    />
  );
}
