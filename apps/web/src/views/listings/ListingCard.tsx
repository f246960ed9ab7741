import { listingPath } from "@agency/paths";
import { getImageProps } from "next/image";
import Link from "next/link";
import { Badge, type BadgeTone } from "@agency/ui";
import { resolveImageSrc } from "@/src/content/images";
import type { ListingCard as ListingCardData } from "@/src/content/types";
import { assetClassLabel, statusLabel } from "@/src/listings/filters";
import { formatPrice, keyFigures } from "./figures";

const STATUS_TONES: Record<string, BadgeTone> = { available: "success", "under-contract": "warning", sold: "sold" };

export function ListingStatusBadge({ status, className }: { status: string | null; className?: string }) {
  return (
    <Badge tone={STATUS_TONES[status ?? ""] ?? "neutral"} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

/** A plain <img> with next/image's srcset (as the success stories do: no client component needed). */
export function ListingImage({
  src,
  alt,
  sizes,
  attributes = {},
}: {
  src: string;
  alt: string;
  sizes: string;
  attributes?: Record<string, string>;
}) {
  const { props } = getImageProps({ src, alt, fill: true, sizes, className: "object-cover" });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} {...attributes} />;
}

/** One card of the listings page: photo (or a neutral placeholder), title, region, status, price, key figures. */
export function ListingCard({ listing }: { listing: ListingCardData }) {
  const src = listing.photo ? resolveImageSrc(listing.photo.src, 800) : null;
  const figures = keyFigures(listing).slice(0, 3);
  const title = listing.title ?? listing.slug;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-listing={listing.slug}
    >
      <div className="relative aspect-[4/3] bg-slate-200">
        {src ? (
          <ListingImage src={src} alt={listing.photo?.alt ?? ""} sizes="(min-width: 1152px) 368px, (min-width: 768px) 33vw, 100vw" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm font-medium text-slate-600">
            {listing.confidential ? "Confidential location" : "Photos on request"}
          </div>
        )}
        <ListingStatusBadge status={listing.status} className="absolute top-4 left-4" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
          {assetClassLabel(listing.assetClass)} · {listing.region}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-slate-900">
          <Link href={listingPath(listing.slug)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="mt-2 text-xl font-bold text-slate-900">{formatPrice(listing.askingPrice)}</p>
        {figures.length > 0 && (
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-slate-600">{figure.label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
