import type { SeedDocument } from "../compose.ts";

/** Search-engine metadata per path; "*" is the default record. */
export const documents: SeedDocument[] = [
  {
    "_id": "pageMetadata.default",
    "_type": "pageMetadata",
    "path": "*",
    "title": "Self-Storage Investment Agents | Ontario Storage Advisors",
    "description": "Expert commercial real estate agents for self-storage investments across Ontario: ROI guides, off-market deals and investor connections.",
    "keywords": [
      "self-storage investment",
      "Ontario commercial real estate"
    ],
    "noindex": false
  },
  {
    "_id": "pageMetadata.home",
    "_type": "pageMetadata",
    "path": "/",
    "title": "Self-Storage for Sale in Ontario | Ontario Storage Advisors",
    "description": "Buy or sell a self-storage facility in Ontario. Instant value calculator, off-market deals for 1,000+ investors and free confidential valuations.",
    "keywords": [
      "self-storage for sale Ontario",
      "sell self-storage facility",
      "self-storage investment Ontario",
      "self-storage valuation"
    ],
    "noindex": false,
    "heading": "Buy and sell self-storage facilities in Ontario"
  },
  {
    "_id": "pageMetadata.buy",
    "_type": "pageMetadata",
    "path": "/buy/",
    "title": "Buy Self-Storage in Ontario | Off-Market Deals",
    "description": "Access off-market self-storage facilities in Ontario under NDA: a 6-step process from first look to buyer representation.",
    "keywords": [
      "buy self-storage Ontario",
      "off-market self-storage",
      "self-storage acquisition"
    ],
    "noindex": false,
    "heading": "Buy self-storage in Ontario"
  },
  {
    "_id": "pageMetadata.about",
    "_type": "pageMetadata",
    "path": "/about/",
    "title": "About Daniel Mercer, Self-Storage Specialist",
    "description": "Meet Daniel Mercer, a Toronto commercial sales representative focused on self-storage and industrial investment property in Ontario.",
    "keywords": [
      "commercial real estate agent Toronto",
      "self-storage broker Ontario"
    ],
    "noindex": false,
    "heading": "About Daniel Mercer"
  },
  {
    "_id": "pageMetadata.contact",
    "_type": "pageMetadata",
    "path": "/contact/",
    "title": "Contact Us | Ontario Storage Advisors",
    "description": "Talk to a self-storage investment specialist in Ontario. Send a message or call; we reply within one business day.",
    "keywords": [
      "contact self-storage broker",
      "commercial real estate Toronto contact"
    ],
    "noindex": false,
    "heading": "Contact us"
  },
  {
    "_id": "pageMetadata.sell",
    "_type": "pageMetadata",
    "path": "/sell/",
    "title": "Sell Your Self-Storage Facility | Free Valuation",
    "description": "Request a free, confidential valuation of your self-storage or industrial property in Ontario from a specialist.",
    "keywords": [
      "sell self-storage facility Ontario",
      "self-storage valuation",
      "sell industrial property"
    ],
    "noindex": false,
    "heading": "Sell your property"
  },
  {
    "_id": "pageMetadata.off-market",
    "_type": "pageMetadata",
    "path": "/off-market/",
    "title": "Off-Market Investor Signup | Ontario Storage Advisors",
    "description": "Join an investor network of 1,000+ buyers and hear about Ontario self-storage facilities before they reach the market.",
    "keywords": [
      "off-market self-storage deals",
      "self-storage investor network"
    ],
    "noindex": false,
    "heading": "Off-market investor signup"
  },
  {
    "_id": "pageMetadata.insights",
    "_type": "pageMetadata",
    "path": "/insights/",
    "title": "Self-Storage Market News & Insights | Ontario",
    "description": "News and analysis for self-storage investors in Ontario: market trends, investment, industry news and regulations.",
    "keywords": [
      "self-storage news",
      "Ontario self-storage market"
    ],
    "noindex": false,
    "heading": "Market news & insights"
  },
  {
    "_id": "pageMetadata.self-storage",
    "_type": "pageMetadata",
    "path": "/self-storage/",
    "title": "Self-Storage Investing in Ontario | Ontario Storage Advisors",
    "description": "Everything for self-storage investors in Ontario: listings, off-market deals, regional markets and investment guides.",
    "keywords": [
      "self-storage Ontario",
      "self-storage investing"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Ontario"
  },
  {
    "_id": "pageMetadata.self-storage.listings",
    "_type": "pageMetadata",
    "path": "/self-storage/listings/",
    "title": "Self-Storage Listings in Ontario | Coming Soon",
    "description": "Public self-storage listings for Ontario are coming soon. Investors can already see off-market deals under NDA.",
    "keywords": [
      "self-storage listings Ontario",
      "storage facility for sale"
    ],
    "noindex": false,
    "heading": "Self-storage listings"
  },
  {
    "_id": "pageMetadata.self-storage.insights",
    "_type": "pageMetadata",
    "path": "/self-storage/insights/",
    "title": "Self-Storage Investment Guides | Ontario",
    "description": "Guides for Ontario self-storage investors: ROI guide, Ontario market report and financing a facility in Ontario.",
    "keywords": [
      "self-storage ROI",
      "self-storage financing Ontario"
    ],
    "noindex": false,
    "heading": "Self-storage investment guides"
  },
  {
    "_id": "pageMetadata.self-storage.ontario",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/",
    "title": "Ontario Self-Storage Markets by Region",
    "description": "Compare Ontario self-storage markets: Toronto, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa and Niagara.",
    "keywords": [
      "Ontario self-storage markets",
      "self-storage by city"
    ],
    "noindex": false,
    "heading": "Ontario self-storage markets"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.toronto",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/toronto/",
    "title": "Toronto Self-Storage Investment Market",
    "description": "Self-storage investment in Toronto, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Toronto self-storage",
      "self-storage for sale Toronto"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Toronto"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.york-region",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/york-region/",
    "title": "York Region Self-Storage Investment Market",
    "description": "Self-storage investment in York Region, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "York Region self-storage",
      "self-storage for sale York Region"
    ],
    "noindex": false,
    "heading": "Self-storage investment in York Region"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.london",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/london/",
    "title": "London Self-Storage Investment Market",
    "description": "Self-storage investment in London, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "London self-storage",
      "self-storage for sale London"
    ],
    "noindex": false,
    "heading": "Self-storage investment in London"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.hamilton",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/hamilton/",
    "title": "Hamilton Self-Storage Investment Market",
    "description": "Self-storage investment in Hamilton, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Hamilton self-storage",
      "self-storage for sale Hamilton"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Hamilton"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.ottawa",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/ottawa/",
    "title": "Ottawa Self-Storage Investment Market",
    "description": "Self-storage investment in Ottawa, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Ottawa self-storage",
      "self-storage for sale Ottawa"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Ottawa"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.niagara",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/niagara/",
    "title": "Niagara Self-Storage Investment Market",
    "description": "Self-storage investment in Niagara, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Niagara self-storage",
      "self-storage for sale Niagara"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Niagara"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.mississauga",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/mississauga/",
    "title": "Mississauga Self-Storage Investment Market",
    "description": "Self-storage investment in Mississauga, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Mississauga self-storage",
      "self-storage for sale Mississauga"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Mississauga"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.kitchener-waterloo",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/kitchener-waterloo/",
    "title": "Kitchener-Waterloo Self-Storage Investment Market",
    "description": "Self-storage investment in Kitchener-Waterloo, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    "keywords": [
      "Kitchener-Waterloo self-storage",
      "self-storage for sale Kitchener-Waterloo"
    ],
    "noindex": false,
    "heading": "Self-storage investment in Kitchener-Waterloo"
  },
  {
    "_id": "pageMetadata.self-storage.ontario.gta.investment-opportunities",
    "_type": "pageMetadata",
    "path": "/self-storage/ontario/gta/investment-opportunities/",
    "title": "GTA Self-Storage Investment Opportunities",
    "description": "Self-storage investment opportunities in the Greater Toronto Area: fundamentals, prime markets, returns and deal sizes.",
    "keywords": [
      "GTA self-storage investment",
      "Toronto self-storage opportunities"
    ],
    "noindex": false,
    "heading": "GTA self-storage investment opportunities"
  },
  {
    "_id": "pageMetadata.industrial",
    "_type": "pageMetadata",
    "path": "/industrial/",
    "title": "Industrial Property Investment in Ontario",
    "description": "Industrial investment property in Toronto, the GTA, York Region, Peel and Durham, with market overviews and buyer representation.",
    "keywords": [
      "industrial property Ontario",
      "industrial investment Toronto"
    ],
    "noindex": false,
    "heading": "Industrial investment property"
  },
  {
    "_id": "pageMetadata.industrial.ontario",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/",
    "title": "Ontario Industrial Real Estate Market Overview",
    "description": "Ontario's industrial real estate market: 500M+ sq ft of space, $150B+ in output and access to 150M consumers (estimates).",
    "keywords": [
      "Ontario industrial market",
      "industrial real estate Ontario"
    ],
    "noindex": false,
    "heading": "Ontario industrial market overview"
  },
  {
    "_id": "pageMetadata.industrial.ontario.toronto",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/toronto/",
    "title": "Toronto Industrial Real Estate Market",
    "description": "Industrial real estate in Toronto: market overview, property types, demand drivers and investment opportunities.",
    "keywords": [
      "Toronto industrial property",
      "industrial for sale Toronto"
    ],
    "noindex": false,
    "heading": "Toronto industrial real estate"
  },
  {
    "_id": "pageMetadata.industrial.ontario.gta",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/gta/",
    "title": "GTA Industrial Real Estate Market",
    "description": "Industrial real estate in GTA: market overview, property types, demand drivers and investment opportunities.",
    "keywords": [
      "GTA industrial property",
      "industrial for sale GTA"
    ],
    "noindex": false,
    "heading": "GTA industrial real estate"
  },
  {
    "_id": "pageMetadata.industrial.ontario.york-region",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/york-region/",
    "title": "York Region Industrial Real Estate Market",
    "description": "Industrial real estate in York Region: market overview, property types, demand drivers and investment opportunities.",
    "keywords": [
      "York Region industrial property",
      "industrial for sale York Region"
    ],
    "noindex": false,
    "heading": "York Region industrial real estate"
  },
  {
    "_id": "pageMetadata.industrial.ontario.peel",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/peel/",
    "title": "Peel Region Industrial Real Estate Market",
    "description": "Industrial real estate in Peel Region: market overview, property types, demand drivers and investment opportunities.",
    "keywords": [
      "Peel Region industrial property",
      "industrial for sale Peel Region"
    ],
    "noindex": false,
    "heading": "Peel Region industrial real estate"
  },
  {
    "_id": "pageMetadata.industrial.ontario.durham",
    "_type": "pageMetadata",
    "path": "/industrial/ontario/durham/",
    "title": "Durham Region Industrial Real Estate Market",
    "description": "Industrial real estate in Durham Region: market overview, property types, demand drivers and investment opportunities.",
    "keywords": [
      "Durham Region industrial property",
      "industrial for sale Durham Region"
    ],
    "noindex": false,
    "heading": "Durham Region industrial real estate"
  },
  {
    "_id": "pageMetadata.self-storage.insights.roi-guide-ontario",
    "_type": "pageMetadata",
    "path": "/self-storage/insights/roi-guide-ontario/",
    "title": "Self-Storage ROI Guide for Ontario Investors",
    "description": "Rents, occupancy, cap rates, NOI margins and financing for Ontario self-storage, with a worked ROI example (estimates).",
    "keywords": [
      "self-storage ROI Ontario",
      "self-storage cap rates"
    ],
    "noindex": false,
    "heading": "Self-storage ROI guide for Ontario"
  },
  {
    "_id": "pageMetadata.self-storage.insights.ontario-storage-report",
    "_type": "pageMetadata",
    "path": "/self-storage/insights/ontario-storage-report/",
    "title": "Ontario Self-Storage Market Report",
    "description": "Ontario has about 37.3M sq ft of self-storage, up 4.2M in three years. Key insights and expert views for investors.",
    "keywords": [
      "Ontario self-storage report",
      "self-storage supply Ontario"
    ],
    "noindex": false,
    "heading": "Ontario self-storage market report"
  },
  {
    "_id": "pageMetadata.self-storage.insights.financing-in-ontario",
    "_type": "pageMetadata",
    "path": "/self-storage/insights/financing-in-ontario/",
    "title": "Self-Storage Financing in Ontario",
    "description": "How Ontario investors finance self-storage: lenders, loan-to-cost, rates, amortisation and what lenders review.",
    "keywords": [
      "self-storage financing Ontario",
      "self-storage loan"
    ],
    "noindex": false,
    "heading": "Financing a self-storage facility in Ontario"
  },
  {
    "_id": "pageMetadata.insights.storage-valuation-guide",
    "_type": "pageMetadata",
    "path": "/insights/storage-valuation-guide/",
    "title": "Self-Storage Valuation Guide for Ontario",
    "description": "How self-storage facilities are valued in Ontario: cap rates, income approach, key metrics and common mistakes.",
    "keywords": [
      "self-storage valuation",
      "self-storage cap rate Ontario"
    ],
    "noindex": false,
    "heading": "Self-storage valuation guide"
  },
  {
    "_id": "pageMetadata.insights.due-diligence-checklist",
    "_type": "pageMetadata",
    "path": "/insights/due-diligence-checklist/",
    "title": "Self-Storage Due Diligence Checklist (48 Points)",
    "description": "A 48-point due diligence checklist for buying a self-storage facility in Ontario: financial, legal, physical, environmental, market and operations.",
    "keywords": [
      "self-storage due diligence",
      "buying self-storage checklist"
    ],
    "noindex": false,
    "heading": "Self-storage due diligence checklist"
  },
  {
    "_id": "pageMetadata.tools",
    "_type": "pageMetadata",
    "path": "/tools/",
    "title": "Investment Tools for Self-Storage Investors",
    "description": "Free tools for self-storage investors in Ontario: an ROI calculator and an instant facility value calculator.",
    "keywords": [
      "self-storage calculator",
      "ROI calculator"
    ],
    "noindex": false,
    "heading": "Investment tools"
  },
  {
    "_id": "pageMetadata.privacy",
    "_type": "pageMetadata",
    "path": "/privacy/",
    "title": "Privacy Policy | Ontario Storage Advisors",
    "description": "What the website's forms collect, why, how long it is kept and how to reach us about your personal information.",
    "keywords": [
      "privacy policy"
    ],
    "noindex": false,
    "heading": "Privacy policy"
  },
  {
    "_id": "pageMetadata.tools.roi-calculator",
    "_type": "pageMetadata",
    "path": "/tools/roi-calculator/",
    "title": "Self-Storage ROI Calculator | Ontario",
    "description": "Calculate cash flow, cap rate, cash-on-cash return and projected equity for a self-storage investment in Ontario.",
    "keywords": [
      "self-storage ROI calculator",
      "cash-on-cash calculator"
    ],
    "noindex": false,
    "heading": "Self-storage ROI calculator"
  },
  {
    "_id": "pageMetadata.diagnostics",
    "_type": "pageMetadata",
    "path": "/diagnostics",
    "title": "System Diagnostics | Ontario Storage Advisors",
    "heading": "System diagnostics",
    "description": "Operator diagnostics for the website's forms, database and e-mail.",
    "keywords": [],
    "noindex": true
  }
];
