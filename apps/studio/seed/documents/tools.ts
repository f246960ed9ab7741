import { contentPage, type SeedDocument } from "../compose.ts";

/** /tools/: the investor tools (the ROI calculator's "Tools" breadcrumb points here). */
export const documents: SeedDocument[] = [
  contentPage("/tools/", {
    eyebrow: "Investor tools",
    heading: "Self-Storage Investment Tools",
    lead: "Free calculators and checklists for buyers and owners of self-storage facilities in Ontario. Run your own numbers first, then talk them through with Daniel before you make an offer or set an asking price.",
    heroActions: [
      { label: "Open the ROI calculator", href: "/tools/roi-calculator/" },
      { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
    ],
    sections: [
      {
        heading: "Calculators",
        body: [
          {
            columns: 2,
            cards: [
              {
                badge: "Buyers",
                title: "ROI calculator",
                text: "Enter a purchase price, down payment, income, expenses and mortgage terms to see net operating income, annual cash flow, cap rate, cash-on-cash return and a year-by-year projection of value and equity.",
                href: "/tools/roi-calculator/",
                linkLabel: "Calculate returns",
              },
              {
                badge: "Owners",
                title: "Facility value calculator",
                text: "Count your units, containers and parking spots, set occupancy, expense ratio and cap rate, and get an instant estimate of what your facility's net operating income could be worth.",
                href: "/#valuation-heading",
                linkLabel: "Estimate a value",
              },
            ],
          },
          {
            callout: {
              tone: "info",
              title: "Estimates, not appraisals",
              text: "The calculators use the figures you enter and standard formulas. They are a starting point for a conversation, not an appraisal, a lending decision or financial advice.",
            },
          },
        ],
      },
      {
        heading: "Guides and checklists",
        tone: "muted",
        body: [
          {
            cards: [
              {
                title: "Due diligence checklist",
                text: "Six sections, eight checkpoints each, with the four critical sections marked, a 30-day timeline and a printable PDF.",
                href: "/insights/due-diligence-checklist/",
                linkLabel: "Open the checklist",
              },
              {
                title: "Valuation guide",
                text: "Cap rates by market tier, the metrics buyers and lenders look at, and a four-step valuation process.",
                href: "/insights/storage-valuation-guide/",
                linkLabel: "Read the guide",
              },
              {
                title: "ROI guide for Ontario",
                text: "Rental rates by market, a worked example on a $3.2M facility and how occupancy changes the return.",
                href: "/self-storage/insights/roi-guide-ontario/",
                linkLabel: "Read the guide",
              },
            ],
          },
        ],
      },
      {
        heading: "Want a second opinion on your numbers?",
        body: [
          "Send Daniel the property you are looking at, or the facility you own, and he will walk you through the assumptions that matter most: achievable rents, stabilised occupancy, expenses and financing.",
          {
            buttons: [
              { label: "Contact Daniel", href: "/contact/" },
              { label: "Request a valuation", href: "/sell/", style: "secondary" },
            ],
          },
        ],
      },
    ],
  }),
];
