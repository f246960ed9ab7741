import Link from "next/link";
import { buttonClasses } from "@agency/ui";
import { NotFoundLogger } from "@/src/components/notFound/NotFoundLogger";
import { SiteSearch } from "@/src/components/notFound/SiteSearch";
import { metadataForPath } from "@/src/views/pageMetadata";
import { finalPath } from "@/src/routing/redirects";

// docs/product.md#404-page: noindex with canonical to home; unknown paths use the default record.
export const generateMetadata = () => metadataForPath("*", { noindex: true, canonicalPath: "/" });

const POPULAR = [
  { href: "/self-storage/listings/", label: "Self-storage listings" },
  { href: finalPath("/roi-guide"), label: "Self-storage ROI guide" },
  { href: "/sell/", label: "Sell your property" },
  { href: "/off-market/", label: "Off-market investor signup" },
  { href: "/insights/", label: "Market insights" },
  { href: "/tools/roi-calculator/", label: "ROI calculator" },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <NotFoundLogger />
      <p className="text-7xl font-extrabold text-amber-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Oops! We couldn&apos;t find that page.</h1>
      <p className="mt-3 text-slate-700">The page may have moved. Search the site or pick one of the popular pages below.</p>
      <SiteSearch />
      <h2 className="mt-12 text-lg font-semibold">Popular pages</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {POPULAR.map((link) => (
          <li key={link.href}>
            <Link className="block min-h-11 rounded-md border border-slate-200 bg-white px-4 py-3 hover:border-amber-500" href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href="/self-storage/" className={buttonClasses("primary")}>
          Explore investment properties
        </Link>
        <Link href="/contact/" className={buttonClasses("secondary")}>
          Contact us
        </Link>
        <Link href="/" className={buttonClasses("secondary")}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
