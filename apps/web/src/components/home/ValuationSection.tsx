import Link from "next/link";
import { buttonClasses } from "@agency/ui";

interface ValuationSectionProps {
  heading: string;
  lead: string | null;
}

/** The home page's valuation section; the instant value calculator is added by the calculators issue. */
export function ValuationSection({ heading, lead }: ValuationSectionProps) {
  return (
    <section aria-labelledby="valuation-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="valuation-heading" className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/sell/" className={buttonClasses("primary")}>
            Request a free valuation
          </Link>
          <Link href="/tools/roi-calculator/" className={buttonClasses("secondary")}>
            Open the ROI calculator
          </Link>
        </div>
      </div>
    </section>
  );
}
