import { agreementPath, listingPath } from "@agency/paths";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AgreementForm } from "@/src/components/dealRoom/AgreementForm";
import { PageShell } from "@/src/components/PageShell";
import { getConfidentialityAgreement, getDealRoomListings, getListing, getSiteSettings } from "@/src/content/content.server";
import { agreementVersion } from "@/src/dealRoom/access/agreement";
import { telHref } from "@/src/navigation/contact";
import { metadataForDocument } from "@/src/views/pageMetadata";

/** A deal room listing (confidential, not sold) by slug, or null. */
async function dealRoomListing(slug: string) {
  const listings = await getDealRoomListings();
  return listings.find((listing) => listing.slug === slug) ?? null;
}

/**
 * A confidential listing's confidentiality agreement and its signing form (issue 17). The text is
 * the published agreement, exactly as hashed and stored with each signature; the form carries that
 * hash, so a signature against a version that changed meanwhile is refused.
 */
export async function AgreementView({ slug }: { slug: string }) {
  const [listing, content, settings] = await Promise.all([dealRoomListing(slug), getConfidentialityAgreement(), getSiteSettings()]);
  if (!listing) notFound();
  const agreement = agreementVersion(content);
  const teaser = (await getListing(slug))?.teaser ?? null;
  return (
    <PageShell path={agreementPath(slug)} crumbLabel="Confidentiality agreement">
      <section className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm font-semibold tracking-wider text-amber-700 uppercase">Offering memorandum</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{listing.title}</h1>
        {teaser && <p className="mt-4 text-lg text-slate-700">{teaser}</p>}
        <p className="mt-4 text-slate-700">
          The offering memorandum, rent roll and financials of this confidential listing are shared after you sign the agreement below. We
          e-mail you a personal link to the listing&apos;s deal room, valid for 7 days.
        </p>
        {agreement ? (
          <>
            <article aria-labelledby="agreement-heading" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
              <h2 id="agreement-heading" className="text-xl font-bold text-slate-900">
                {agreement.title}
              </h2>
              <p className="mt-1 text-xs text-slate-600">Version {agreement.version}</p>
              <div
                className="mt-4 max-h-[32rem] space-y-3 overflow-y-auto pr-2 text-sm leading-relaxed text-slate-800"
                tabIndex={0}
                role="region"
                aria-label="Agreement text"
              >
                {agreement.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </article>
            <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="mb-4 text-xl font-bold text-slate-900">Sign and request the documents</h2>
              <AgreementForm listing={slug} agreementSha256={agreement.sha256} />
            </div>
          </>
        ) : (
          <p role="alert" className="mt-8 rounded-md bg-amber-50 p-4 text-slate-800">
            The agreement is being updated and cannot be signed online right now. Call{" "}
            <a href={telHref(settings.phone)} className="font-semibold underline">
              {settings.phone}
            </a>{" "}
            or e-mail{" "}
            <a href={`mailto:${settings.email}`} className="font-semibold underline">
              {settings.email}
            </a>{" "}
            and we will send it to you.
          </p>
        )}
        <p className="mt-8">
          <Link href={listingPath(slug)} className="font-medium text-slate-900 underline">
            Back to the listing
          </Link>
        </p>
      </section>
    </PageShell>
  );
}

export async function agreementMetadata(slug: string) {
  const listing = await dealRoomListing(slug);
  if (!listing) return {};
  return metadataForDocument(
    agreementPath(slug),
    {
      title: `Confidentiality agreement: ${listing.title}`,
      description: `Sign the confidentiality agreement to receive the offering memorandum of ${listing.title}.`,
    },
    { noindex: true },
  );
}
