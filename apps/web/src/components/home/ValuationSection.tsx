import Link from "next/link";
import { buttonClasses } from "@agency/ui";
import { ValueCalculator } from "@/src/components/tools/ValueCalculator";

interface ValuationSectionProps {
  heading: string;
  lead: string | null;
}

/** The home page's instant value calculator, with the way on to a full valuation. */
export function ValuationSection({ heading, lead }: ValuationSectionProps) {
  return (
    <section aria-labelledby="valuation-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="valuation-heading" className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
        <div className="mt-8">
          {/* The calculator renders "Request a free valuation" itself: its link carries the figures. */}
          <ValueCalculator>
            <Link href="/tools/roi-calculator/" className={buttonClasses("secondary")}>
              Open the ROI calculator
            </Link>
          </ValueCalculator>
        </div>
      </div>
    </section>
  );
}
