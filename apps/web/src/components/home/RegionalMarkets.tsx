import Link from "next/link";

interface RegionalMarketsProps {
  heading: string;
  lead: string | null;
  links: { label: string; href: string }[];
}

export function RegionalMarkets({ heading, lead, links }: RegionalMarketsProps) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="markets-heading" className="bg-slate-100">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="markets-heading" className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-11 items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium hover:border-amber-500"
              >
                {link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
