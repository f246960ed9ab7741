import { LISTINGS_PREFIX, agreementPath, listingPath } from "@agency/paths";
import { getEditAttributes } from "@/src/content/editAttributes.server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageShell } from "@/src/components/PageShell";
import { RichText } from "@/src/components/richText/RichText";
import { getListing, getSiteSettings } from "@/src/content/content.server";
import { formatArticleDate } from "@/src/content/dates";
import { resolveImageSrc } from "@/src/content/images";
import type { ListingPage, RichTextBlock } from "@/src/content/types";
import { serverEnv } from "@/src/env";
import { listingEnquiryPath } from "@/src/listings/enquiry";
import { assetClassLabel } from "@/src/listings/filters";
import { listingJsonLd } from "@/src/seo/listingJsonLd";
import { metadataForDocument } from "@/src/views/pageMetadata";
import { ListingImage, ListingStatusBadge } from "./ListingCard";
import { formatPrice, keyFigures, type KeyFigure } from "./figures";

type EditField = (field: string) => { "data-sanity"?: string };

/**
 * A listing's own page (issue 16): figures table, highlights, photos, description, an enquiry
 * link that opens the contact form naming the listing, and RealEstateListing structured data. A
 * confidential listing shows its teaser and region only: its query already leaves out the
 * address and photos.
 */
export async function ListingView({ slug }: { slug: string }) {
  const [listing, settings, edit] = await Promise.all([getListing(slug), getSiteSettings(), getEditAttributes()]);
  if (!listing) notFound();
  const editField: EditField = (field) => edit({ id: listing._id, type: "listing" }, field);
  const path = listingPath(slug);
  const title = listing.title ?? slug;
  const confidential = listing.confidential === true;
  const figures: KeyFigure[] = [
    { label: "Asking price", value: formatPrice(listing.askingPrice), field: "askingPrice" },
    ...keyFigures(listing),
  ];
  const photos = confidential
    ? []
    : listing.photos.flatMap((photo) => {
        const src = resolveImageSrc(photo.src, 1200);
        return src ? [{ src, alt: photo.alt ?? "" }] : [];
      });
  const jsonLd = listingJsonLd({ listing, path, title, siteUrl: serverEnv().SITE_URL, settings, images: photos.map((photo) => photo.src) });
  return (
    <PageShell path={path} jsonLd={[jsonLd]} crumbLabel={title}>
      <article>
        <ListingHeader listing={listing} slug={slug} title={title} editField={editField} />
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
          <div className="space-y-10 lg:col-span-2">
            {confidential && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-800">
                Confidential listing: the address, photos and offering memorandum are shared with qualified buyers who sign the
                confidentiality agreement.
              </p>
            )}
            <ListingPhotos photos={photos} attributes={editField("photos")} />
            <ListingHighlights highlights={listing.highlights} />
            <ListingDescription description={listing.description} />
          </div>
          <ListingFigures listing={listing} figures={figures} editField={editField} />
        </div>
      </article>
      <p className="mx-auto max-w-6xl px-4 pb-12">
        <Link href={LISTINGS_PREFIX} className="font-medium text-slate-900 underline">
          All listings
        </Link>
      </p>
    </PageShell>
  );
}

/** Asset class, region, status, title, teaser or address, price, and the enquiry (and agreement) links. */
function ListingHeader({ listing, slug, title, editField }: { listing: ListingPage; slug: string; title: string; editField: EditField }) {
  const confidential = listing.confidential === true;
  // A confidential listing for sale shares its documents in a deal room, after the agreement (issue 17).
  const dealRoom = confidential && listing.status !== "sold";
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-wider text-amber-400 uppercase">
          <span>
            {assetClassLabel(listing.assetClass)} · {listing.region}
          </span>
          <ListingStatusBadge status={listing.status} />
        </p>
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {confidential ? (
          <p className="mt-5 max-w-3xl text-lg text-slate-200" data-testid="listing-teaser">
            {listing.teaser}
          </p>
        ) : (
          listing.address && (
            <p className="mt-5 text-lg text-slate-200" data-testid="listing-address">
              {listing.address}
            </p>
          )
        )}
        <p className="mt-6 text-2xl font-bold" {...editField("askingPrice")}>
          {formatPrice(listing.askingPrice)}
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          {dealRoom && (
            <Link
              href={agreementPath(slug)}
              className="inline-block rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-400"
            >
              Request the offering memorandum
            </Link>
          )}
          <Link
            href={listingEnquiryPath(slug)}
            className={
              dealRoom
                ? "inline-block rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
                : "inline-block rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-400"
            }
          >
            Enquire about this listing
          </Link>
        </p>
      </div>
    </header>
  );
}

function ListingPhotos({ photos, attributes }: { photos: { src: string; alt: string }[]; attributes: { "data-sanity"?: string } }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="listing-photos-heading">
      <h2 id="listing-photos-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Photos
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {photos.map((photo) => (
          <li key={photo.src} className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
            <ListingImage
              src={photo.src}
              alt={photo.alt}
              sizes="(min-width: 1152px) 368px, (min-width: 640px) 50vw, 100vw"
              attributes={attributes}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListingHighlights({ highlights }: { highlights: ListingPage["highlights"] }) {
  if ((highlights?.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby="listing-highlights-heading">
      <h2 id="listing-highlights-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Highlights
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {highlights?.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </section>
  );
}

function ListingDescription({ description }: { description: ListingPage["description"] }) {
  if ((description?.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby="listing-description-heading" className="text-slate-800">
      <h2 id="listing-description-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Description
      </h2>
      <RichText value={description as RichTextBlock[]} />
    </section>
  );
}

/** The key figures table: price and figures, then the listing and sale dates. */
function ListingFigures({ listing, figures, editField }: { listing: ListingPage; figures: KeyFigure[]; editField: EditField }) {
  return (
    <aside aria-labelledby="listing-figures-heading">
      <h2 id="listing-figures-heading" className="text-lg font-semibold text-slate-900">
        Key figures
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.label} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                {figure.label}
              </th>
              <td className="py-2 font-semibold text-slate-900 tabular-nums" {...editField(figure.field)}>
                {figure.value}
              </td>
            </tr>
          ))}
          {listing.listedAt && <ListingDateRow label="Listed" date={listing.listedAt} attributes={editField("listedAt")} />}
          {listing.status === "sold" && listing.soldAt && (
            <ListingDateRow label="Sold" date={listing.soldAt} attributes={editField("soldAt")} />
          )}
        </tbody>
      </table>
    </aside>
  );
}

function ListingDateRow({ label, date, attributes }: { label: string; date: string; attributes: { "data-sanity"?: string } }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
        {label}
      </th>
      <td className="py-2 text-slate-900" {...attributes}>
        <time dateTime={date}>{formatArticleDate(date)}</time>
      </td>
    </tr>
  );
}

export async function listingMetadata(slug: string) {
  const listing = await getListing(slug);
  if (!listing) return {};
  const title = listing.title ?? slug;
  const description = listing.confidential
    ? (listing.teaser ?? `${assetClassLabel(listing.assetClass)} property for sale in ${listing.region}`)
    : `${assetClassLabel(listing.assetClass)} property for sale in ${listing.region}: ${formatPrice(listing.askingPrice)}.`;
  return metadataForDocument(listingPath(slug), { title, description, seo: listing.seo });
}
