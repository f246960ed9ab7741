import { faq, guideArticle, type SeedDocument } from "../compose.ts";

/** The two long insight articles under /insights/: the valuation guide and the due diligence checklist. */

const ESTIMATES = "Estimates as of 2024; verify against current data.";

const valuationFaqs: SeedDocument[] = [
  faq(
    "faq.valuation.cap-rate-ontario",
    "What cap rate should I expect for a self-storage facility in Ontario?",
    "It depends mainly on the market tier. As estimates for 2024, GTA premium facilities have traded at roughly 5.5–6.5%, secondary markets such as Hamilton, Ottawa, Kitchener-Waterloo and London at about 6.5–7.5%, and tertiary markets at about 7.0–8.5%.\n\nWithin each range, newer climate-controlled buildings with stable occupancy and professional management sit at the low end; older drive-up sites, facilities with deferred maintenance or thin operating history sit at the high end. Verify these ranges against current data before relying on them.",
    "Valuation",
  ),
  faq(
    "faq.valuation.which-method",
    "Which valuation method matters most for self-storage?",
    "The income approach. Buyers, lenders and appraisers all start from net operating income (NOI) and a market cap rate, then test the result with a discounted cash flow (DCF) model and recent comparable sales.\n\nThe cost approach is mainly a cross-check for newer buildings and for insurance; it rarely sets the price of an operating facility.",
    "Valuation",
  ),
  faq(
    "faq.valuation.how-long",
    "How long does it take to get a valuation of my facility?",
    "For a broker's opinion of value, we typically need the trailing 12-month income statement, the current rent roll, the last two or three years of financial statements, the property tax bill and basic site details. Once we have those, we can walk you through an indicative value range and the assumptions behind it.\n\nA formal appraisal by a designated appraiser, which a lender will require for financing, takes longer and is ordered separately.",
    "Valuation",
  ),
  faq(
    "faq.valuation.hst",
    "Is HST charged on the sale of a self-storage facility in Ontario?",
    "The sale of commercial real property in Ontario is generally subject to 13% HST where applicable. In many transactions the buyer is an HST registrant and self-assesses the tax rather than paying it to the seller, which avoids a large cash outlay at closing.\n\nThe treatment depends on the parties and the property, so speak to your accountant or tax adviser before signing an agreement, and make sure the HST clause in the agreement reflects their advice.",
    "Valuation",
  ),
  faq(
    "faq.valuation.increase-value",
    "What can I do before a sale to increase my facility's value?",
    "Focus on what buyers capitalize: clean, verifiable NOI. Reconcile your income statements to bank deposits, bring existing-customer rates closer to street rates where the market allows, collect or write off old receivables, and document every expense.\n\nFix visible deferred maintenance (roofs, paving, doors, lighting), make sure your management software can export a full rent roll, and resolve any zoning or permit questions early. Twelve months of clean records usually does more for your price than any single upgrade.",
    "Valuation",
  ),
  faq(
    "faq.valuation.broker-vs-appraisal",
    "Is a broker's opinion of value the same as an appraisal?",
    "No. A broker's opinion of value is a market-based estimate of what buyers are likely to pay today, based on the facility's income, comparable sales and current investor demand. It is useful for deciding whether and when to sell and at what asking price.\n\nAn appraisal is a formal report by a designated appraiser, usually ordered by the lender during financing. The two often land close together, but they are prepared for different purposes.",
    "Valuation",
  ),
];

const dueDiligenceFaqs: SeedDocument[] = [
  faq(
    "faq.due-diligence.how-long",
    "How long does due diligence on a self-storage facility take?",
    "Due diligence typically takes 30–60 days. A well-documented facility with clean financials can be reviewed in about 30 days; larger portfolios, sites that need a Phase II environmental assessment, or deals with complex financing often need the full 60 days.\n\nNegotiate the length of the conditional period before you sign, because extending it later depends on the seller's goodwill.",
    "Due diligence",
  ),
  faq(
    "faq.due-diligence.phase-one",
    "Do I need a Phase I Environmental Site Assessment for a storage facility?",
    "In practice, yes. Most lenders require one, and it is the buyer's main protection against inheriting contamination from a previous use of the land. Self-storage sites are often on former industrial or commercial land, so the historical review matters.\n\nIf the Phase I identifies areas of potential environmental concern, a Phase II with soil or groundwater sampling may follow, which adds time to the conditional period.",
    "Due diligence",
  ),
  faq(
    "faq.due-diligence.walk-away",
    "Can I walk away if due diligence uncovers a problem?",
    "That depends on the conditions in your agreement of purchase and sale. Most commercial offers include a due diligence condition that lets the buyer waive or terminate within a set period, but the exact wording matters.\n\nHave your commercial real estate lawyer review the conditions before you sign. Problems found during due diligence are also a basis for renegotiating the price or asking for credits at closing.",
    "Due diligence",
  ),
  faq(
    "faq.due-diligence.documents",
    "What documents should I ask the seller for first?",
    "Start with the trailing 12-month income statement, the current rent roll, two or three years of annual financial statements, recent property tax bills, service and management contracts, the survey, and any existing building condition or environmental reports.\n\nThese let you test the numbers behind the price in the first week and order third-party reports early, which keeps the rest of the timeline on track.",
    "Due diligence",
  ),
];

const valuationGuide = guideArticle({
  section: "insights",
  slug: "storage-valuation-guide",
  seo: {
    title: "Self-Storage Valuation Guide for Ontario",
    description: "How self-storage facilities are valued in Ontario: cap rates, income approach, key metrics and common mistakes.",
    keywords: ["self-storage valuation", "self-storage cap rate Ontario"],
  },
  excerpt:
    "How self-storage facilities are valued in Ontario: the income approach, DCF, sales comparison and cost approach, cap rates by market tier, the metrics buyers check, Ontario tax and zoning considerations, and common mistakes.",
  author: "Daniel Mercer",
  publishedAt: "2024-11-12",
  readTime: "14 min read",
  eyebrow: "Valuation guide",
  heading: "How to Value a Self-Storage Facility in Ontario",
  lead: "A self-storage facility is valued as an operating business on real estate: buyers pay for the income it produces and the confidence they have in that income. This guide explains the four valuation methods, the cap rates buyers apply across Ontario's market tiers, the operating metrics that move a price, and the Ontario-specific tax, zoning and environmental issues that owners and investors should plan for.",
  heroActions: [
    { label: "Request a valuation", href: "/sell/" },
    { label: "Talk to our team", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Why self-storage valuation is different",
      anchor: "overview",
      body: [
        "Most commercial properties are valued on long leases to a handful of tenants. A self-storage facility is the opposite: hundreds of customers on month-to-month agreements, rates that can be adjusted throughout the year, and results that depend heavily on how the facility is managed. That makes the income both more flexible and more exposed to local competition.",
        "As a result, two facilities with the same building size on similar land can be worth very different amounts. What separates them is **net operating income (NOI)**, how reliably that income has been documented, and how much room a buyer sees to grow it. A valuation that ignores the operating side and looks only at bricks and land will usually be wrong in one direction or the other.",
        { h3: "Valuation benchmarks at a glance" },
        {
          tiles: [
            { value: "5.5–6.5%", label: "GTA premium cap rates", note: "Estimate, 2024" },
            { value: "6.5–7.5%", label: "Secondary market cap rates", note: "Estimate, 2024" },
            { value: "7.0–8.5%", label: "Tertiary market cap rates", note: "Estimate, 2024" },
            { value: "85–92%", label: "Target occupancy" },
            { value: "35–45%", label: "Operating expense ratio", note: "Share of revenue" },
            { value: "8–10%", label: "DCF discount rate" },
          ],
        },
        `These figures are ranges, not rules. ${ESTIMATES} Where your facility lands within a range depends on its location, age, unit mix, occupancy history and the quality of its records.`,
      ],
    },
    {
      heading: "The four valuation methods",
      anchor: "methods",
      tone: "muted",
      body: [
        "Professional valuations of self-storage use up to four methods. Each answers a different question, and a credible value reconciles at least two of them.",
        { h3: "1. Income approach (direct capitalization)" },
        "This is the method that sets most prices. You take a stabilized year of **net operating income** — revenue minus operating expenses, before debt service, depreciation and income tax — and divide it by a market **capitalization rate**:",
        { quote: "Value = Net operating income ÷ Cap rate" },
        "Because the cap rate sits in the denominator, small changes move the value a lot. The table below is purely illustrative: the same facility, with the same income, is worth very different amounts depending on the cap rate the market applies to it.",
        {
          table: {
            caption: "Illustrative only: one $300,000 NOI at different cap rates",
            head: ["Cap rate", "Indicated value"],
            rows: [
              ["5.5%", "$5.45M"],
              ["6.5%", "$4.62M"],
              ["7.5%", "$4.00M"],
              ["8.5%", "$3.53M"],
            ],
            note: "Hypothetical NOI chosen for arithmetic clarity; not a market figure.",
          },
        },
        "Two questions decide whether a direct capitalization value holds up: is the NOI real (verified against bank deposits and the rent roll, with a realistic management fee and reserves), and is the cap rate supported by comparable sales and current lender terms?",
        { h3: "2. Discounted cash flow (DCF)" },
        "A DCF model projects income and expenses year by year over a holding period, adds a sale price at the end (the reversion), and discounts everything back to today at the investor's required return. It is the better tool when income is not yet stable — a facility in lease-up, one with below-market rates, or one with expansion land — because it shows when the upside arrives and what it is worth today.",
        "The weakness of a DCF is that it is only as good as its assumptions. Optimistic rent growth or an exit cap rate lower than today's can justify almost any price, which is why buyers and lenders scrutinize every input. Typical inputs are set out in the DCF section below.",
        { h3: "3. Sales comparison approach" },
        "The sales comparison approach looks at recent sales of similar facilities and adjusts for differences in location, size, age, climate control, occupancy and condition. In self-storage it is most useful for confirming which cap rate the market is paying, and as a check on price per rentable square foot.",
        "Ontario has a relatively small number of storage sales in any given year, and many trade privately or off-market, so published comparables are thin. Brokers who see a steady flow of deals, including off-market ones, have a clearer view of where pricing actually sits.",
        { h3: "4. Cost approach" },
        "The cost approach estimates the land value plus the cost to build the improvements today, less depreciation. It rarely sets the price of an operating facility, because it ignores the value of an established customer base. It is useful for newer buildings, for insurance purposes, for build-versus-buy decisions and as a ceiling: if a buyer can build a comparable facility nearby for less than the asking price, and zoning allows it, the asking price is hard to defend.",
        {
          table: {
            caption: "How the four methods compare",
            head: ["Method", "Best used for", "Main limitation"],
            rows: [
              [
                "Income approach (direct capitalization)",
                "Stabilized facilities with reliable records",
                "Only as good as the NOI and cap rate chosen",
              ],
              ["Discounted cash flow", "Lease-up, value-add and expansion opportunities", "Sensitive to growth and exit cap assumptions"],
              ["Sales comparison", "Confirming market cap rates and price per sq ft", "Few public comparables in Ontario"],
              ["Cost approach", "New builds, insurance, build-versus-buy decisions", "Ignores the value of the operating business"],
            ],
          },
        },
      ],
    },
    {
      heading: "Cap rates by market tier in Ontario",
      anchor: "cap-rates",
      body: [
        "Cap rates reflect risk and growth expectations. Deep, high-income markets with strong barriers to new supply attract the lowest cap rates (the highest prices per dollar of income); smaller markets with thinner buyer pools and more volatile demand carry higher cap rates.",
        {
          table: {
            caption: "Self-storage cap rates by Ontario market tier",
            head: ["Market tier", "Cap rate range", "Examples"],
            rows: [
              ["GTA premium", "5.5–6.5%", "Toronto, Mississauga, York Region"],
              ["Secondary markets", "6.5–7.5%", "Hamilton, Ottawa, Kitchener-Waterloo, London, Niagara"],
              ["Tertiary markets", "7.0–8.5%", "Smaller cities, towns and rural communities across Ontario"],
            ],
            note: ESTIMATES,
          },
        },
        {
          chart: {
            title: "Cap rate ranges by market tier",
            description:
              "GTA premium facilities trade at the lowest cap rates (5.5–6.5%), secondary markets at 6.5–7.5% and tertiary markets at 7.0–8.5%.",
            kind: "range",
            unit: "Cap rate (%)",
            from: { table: "Self-storage cap rates by Ontario market tier", columns: ["Cap rate range"] },
          },
        },
        { h3: "What moves a facility within its range" },
        {
          ul: [
            "**Location and visibility:** frontage on a busy road, easy access and dense surrounding housing push cap rates down.",
            "**Building quality:** multi-storey, climate-controlled buildings with modern security typically trade at lower cap rates than older single-storey drive-up sites.",
            "**Occupancy history:** several years at or near target occupancy is worth more than a recent spike just before a sale.",
            "**Rate position:** in-place rates well below street rates are upside for a buyer, but only if the local market can absorb increases.",
            "**Scale:** larger facilities attract institutional buyers and more competitive bidding; very small sites have a narrower buyer pool.",
            "**Records and systems:** clean financials and a modern management system reduce perceived risk, and risk is what the cap rate prices.",
            "**Expansion potential:** excess land or convertible space can add value beyond the current NOI, usually captured through a DCF.",
          ],
        },
        "The tiers are not fixed. Strong secondary locations can trade close to GTA levels, and a weak site inside the GTA can trade well above the premium range. For a view on where a specific facility sits today, [contact our team](/contact/).",
      ],
    },
    {
      heading: "Key metrics buyers and appraisers check",
      anchor: "metrics",
      tone: "muted",
      body: [
        "Before anyone applies a cap rate, they test the operating numbers against market norms. Figures well outside these ranges are not necessarily wrong, but they will be questioned — and an explanation backed by records protects your price.",
        {
          table: {
            caption: "Self-storage operating benchmarks in Ontario",
            head: ["Metric", "Typical range", "What it tells a buyer"],
            rows: [
              ["Revenue per sq ft, annual (GTA)", "$25–40", "Pricing power and unit mix in the GTA"],
              ["Revenue per sq ft, annual (secondary markets)", "$15–25", "Pricing power outside the GTA"],
              ["Occupancy target", "85–92%", "Whether the facility is stabilized or has room to fill"],
              ["Rental rate growth", "3–5% per year", "How much revenue growth the market supports"],
              ["Operating expense ratio", "35–45% of revenue", "Cost discipline; very low ratios suggest missing costs"],
              ["EBITDA margin", "60–70%", "Operating profitability before financing"],
              ["Property tax", "8–12% of revenue", "Often the largest single expense line"],
              ["Management fee", "4–7% of revenue", "Cost of third-party management; charged even if the owner self-manages"],
            ],
            note: ESTIMATES,
          },
        },
        { h3: "Reading the metrics together" },
        "**Revenue per square foot** compares facilities of different sizes. Ask whether a quoted figure is calculated on rentable or gross building area, and whether it includes ancillary income such as truck rentals, locks, boxes and tenant protection plans.",
        "**Occupancy** should be checked both physically (units occupied) and economically (revenue collected versus revenue at full street rates). A facility that is 92% physically occupied but full of discounted units may be earning far less than its occupancy suggests.",
        "**Expense ratio and EBITDA margin** are often calculated on different bases — for example, with or without a management fee, reserves or owner-level costs — so the two figures do not always add up to 100%. Ask how any quoted margin was calculated. Owner-operated facilities frequently show low expenses because the owner's time is not charged; a buyer will add a market management fee of 4–7% of revenue and value the facility on that basis.",
        "**Property tax** deserves special attention in Ontario: at 8–12% of revenue, a change in assessment moves NOI, and therefore value, materially. See the Ontario considerations below.",
      ],
    },
    {
      heading: "Discounted cash flow assumptions",
      anchor: "dcf",
      body: [
        "A DCF is where sellers and buyers most often disagree, because small changes in assumptions compound over ten years. These are the inputs most commonly used for Ontario self-storage, and the ones a lender's appraiser is likely to accept.",
        {
          table: {
            caption: "Typical DCF inputs for Ontario self-storage",
            head: ["Assumption", "Typical input", "Why it matters"],
            rows: [
              ["Holding period", "10 years", "Long enough to capture rate growth and one reversion"],
              ["Revenue growth", "3–4% per year", "Below headline rate growth to allow for occupancy swings and discounts"],
              ["Expense inflation", "2–3% per year", "Property tax, insurance, utilities and wages"],
              ["Terminal (exit) cap rate", "Going-in cap rate + 50–75 bps", "Allows for an older building and market risk at sale"],
              ["Discount rate", "8–10%", "The investor's required unlevered return"],
            ],
            note: ESTIMATES,
          },
        },
        "For example, if a facility is bought at a 6.0% going-in cap rate, a conservative model would assume a sale at 6.5–6.75% at the end of year 10. Assuming an exit cap rate equal to or lower than today's is one of the quickest ways to overstate value.",
        "Revenue growth of 3–4% is deliberately lower than the 3–5% annual rate growth many facilities achieve on street rates: not every year delivers the same increases, new competitors can force promotions, and occupancy rarely stays at its peak for a decade.",
        {
          callout: {
            tone: "info",
            title: "Run your own numbers",
            text: "Our ROI calculator lets you test purchase price, financing, expenses and growth assumptions side by side. Use it to see how sensitive your return is to each input, then talk to us about what the market is paying today.",
          },
        },
        {
          buttons: [
            { label: "Open the ROI calculator", href: "/tools/roi-calculator/" },
            { label: "Read the ROI guide", href: "/self-storage/insights/roi-guide-ontario/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "A four-step valuation process",
      anchor: "process",
      tone: "muted",
      body: [
        "Whether you are pricing a facility for sale or deciding what to offer, the same four steps apply. Skipping any of them is how valuations go wrong.",
        {
          steps: [
            {
              title: "Gather and normalize the financials",
              text: "Collect the trailing 12-month income statement, the current rent roll and two to three years of annual statements. Reconcile revenue to bank deposits, remove one-time items, add a market management fee and reserves, and separate ancillary income. The result is a stabilized NOI that a buyer and lender will accept.",
            },
            {
              title: "Analyze the local market",
              text: "Map competing facilities and new supply in the trade area, compare street rates for similar unit sizes, and look at population, housing and business growth. This tells you whether current occupancy and rate growth are sustainable and which market tier and cap rate range apply.",
            },
            {
              title: "Apply the valuation methods",
              text: "Capitalize the stabilized NOI at a supported cap rate, build a 10-year DCF with realistic growth, exit cap and discount rate, and check both against comparable sales and, for newer facilities, replacement cost.",
            },
            {
              title: "Reconcile and stress-test",
              text: "Weigh the results by how reliable each one is for this facility, then test the value against lower occupancy, slower rate growth and higher interest rates. Check that the price supports the financing a buyer can actually obtain — lenders size loans on NOI, not on asking price.",
            },
          ],
        },
        "Financing is often the practical limit on value: a buyer can only pay what the debt and equity will support. Our guide to [financing a self-storage facility in Ontario](/self-storage/insights/financing-in-ontario/) explains how lenders look at storage assets.",
      ],
    },
    {
      heading: "Ontario-specific considerations",
      anchor: "ontario",
      body: [
        "Valuation principles are the same everywhere, but several Ontario rules affect the net price a seller receives and the total cost a buyer pays. Build them into your numbers early.",
        { h3: "HST on commercial property" },
        "The sale of commercial real property in Ontario is generally subject to **13% HST where applicable**. Buyers who are HST registrants often self-assess the tax instead of paying it to the seller at closing, which keeps it out of the cash required to close. Whether that applies depends on the parties and the property, so speak to your accountant before signing, and make sure the agreement of purchase and sale states how HST will be handled.",
        { h3: "Land transfer tax" },
        "Buyers pay Ontario land transfer tax on the purchase price, and properties within the City of Toronto also attract the municipal land transfer tax. On a multi-million-dollar facility this is a significant closing cost that reduces what a buyer can pay for the property itself; include it in every return calculation.",
        { h3: "Municipal zoning" },
        "Zoning varies by municipality. Some bylaws list self-storage as its own use, others treat it as a form of warehousing, and some restrict it on employment lands or main streets. Confirm that the current use is permitted (or legally non-conforming) and whether expansion, additional storeys or outdoor vehicle storage would be allowed. Expansion potential only adds value if zoning and site plan approval support it.",
        { h3: "Property tax and MPAC assessment" },
        "Property assessments in Ontario are set by the Municipal Property Assessment Corporation (MPAC), and the province has postponed the general reassessment, so current assessments still reflect an older valuation date. Because property tax typically runs at 8–12% of revenue, a buyer should model what happens when assessments are next updated rather than assume today's bill will hold. Owners who believe their assessment is too high can request a reconsideration; check the deadlines on your notice.",
        { h3: "Environmental condition" },
        "Many storage facilities sit on land with a previous industrial or commercial use. Lenders generally require a Phase I Environmental Site Assessment, and any contamination found will reduce value or stop a sale. Sellers who commission a recent Phase I before marketing the property remove a common source of delay and price renegotiation.",
        {
          callout: {
            tone: "warning",
            title: "Tax and legal questions need professional advice",
            text: "HST, land transfer tax and assessment appeals depend on your circumstances. Speak to your accountant and a commercial real estate lawyer before you list or make an offer.",
          },
        },
      ],
    },
    {
      heading: "Common valuation mistakes",
      anchor: "mistakes",
      tone: "muted",
      body: [
        "These are the errors we see most often, from both sellers and buyers.",
        {
          ol: [
            "**Valuing on gross revenue instead of NOI.** Revenue multiples ignore the cost structure; two facilities with the same revenue can have very different NOI.",
            "**Leaving out a management fee.** An owner-operator's unpaid time is still a cost to a buyer. Expect a 4–7% fee to be added before capitalizing.",
            "**Using a cap rate from the wrong tier.** A GTA cap rate applied to a tertiary-market facility overstates value by a wide margin.",
            "**Capitalizing pro forma income as if it were achieved.** Projected rate increases or lease-up belong in a DCF with realistic timing, not in today's NOI.",
            "**Ignoring deferred maintenance.** Roofs, paving, doors and HVAC at the end of their life are deducted from the price, usually at a premium for uncertainty.",
            "**Assuming property tax stays flat.** At 8–12% of revenue, a reassessment can change NOI meaningfully.",
            "**Overlooking transaction taxes.** HST treatment and land transfer tax change the economics for both sides.",
            "**Unsupported records.** Income that cannot be reconciled to deposits is discounted or excluded entirely by buyers and lenders.",
          ],
        },
        "Before you buy, work through our [self-storage due diligence checklist](/insights/due-diligence-checklist/) to test each of these points.",
      ],
    },
    {
      heading: "Thinking of selling? Get a valuation",
      anchor: "get-a-valuation",
      body: [
        "If you own a self-storage facility in Ontario, a market-based valuation is the first step to deciding whether and when to sell. We review your financials and your market, and give you an opinion of value based on what today's buyers are actually paying — including the qualified buyers in our investor network.",
        "Sellers who prefer discretion can sell off-market: in our 6-step off-market process, qualified buyers sign an NDA before they receive any details, which helps keep the sale confidential from customers, staff and competitors.",
        {
          buttons: [
            { label: "Request a valuation", href: "/sell/" },
            { label: "Contact Daniel Mercer", href: "/contact/", style: "secondary" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
          ],
        },
        "Prefer to talk first? Call [(416) 555-0148](tel:+14165550148) or e-mail [info@ontariostorageadvisors.ca](mailto:info@ontariostorageadvisors.ca), Monday–Friday, 9 a.m. to 5 p.m.",
      ],
    },
    {
      heading: "Frequently asked questions",
      anchor: "faq",
      tone: "muted",
      body: [{ faqs: valuationFaqs.map((doc) => doc._id) }],
    },
  ],
  relatedLinks: [
    { label: "Self-storage due diligence checklist", href: "/insights/due-diligence-checklist/" },
    { label: "Financing a self-storage facility in Ontario", href: "/self-storage/insights/financing-in-ontario/" },
    { label: "Self-storage ROI guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
    { label: "Market news & insights", href: "/insights/" },
    { label: "Contact our team", href: "/contact/" },
  ],
  disclaimer:
    "This guide is general information, not appraisal, legal, tax or financial advice, and it is not a formal appraisal of any property. Cap rates, operating benchmarks and DCF inputs are estimates as of 2024 and vary by property and market; verify them against current data. Consult a designated appraiser, your accountant and a commercial real estate lawyer before making decisions. Daniel Mercer is a commercial real estate sales representative with Lakeshore Commercial Realty Inc., Brokerage.",
});

const dueDiligenceChecklist = guideArticle({
  section: "insights",
  slug: "due-diligence-checklist",
  seo: {
    title: "Self-Storage Due Diligence Checklist (48 Points)",
    description:
      "A 48-point due diligence checklist for buying a self-storage facility in Ontario: financial, legal, physical, environmental, market and operations.",
    keywords: ["self-storage due diligence", "buying self-storage checklist"],
  },
  excerpt:
    "A 48-point due diligence checklist for buying a self-storage facility in Ontario: financial, legal and title, physical, environmental, market and operational checks, a 30-day timeline, red flags and the professionals to hire.",
  author: "Daniel Mercer",
  publishedAt: "2025-01-15",
  readTime: "12 min read",
  eyebrow: "Buyer's checklist",
  heading: "Self-Storage Due Diligence Checklist for Ontario Buyers",
  lead: "The price you agree on is only as good as the facts behind it. This checklist sets out the 48 checks we recommend before you waive conditions on a self-storage facility in Ontario — organized into six sections, with a realistic timeline, the red flags that should slow you down, and the professionals who should be on your team.",
  heroActions: [
    { label: "Schedule a consultation", href: "/contact/" },
    { label: "Go to the checklist", href: "#checklist", style: "secondary" },
  ],
  sections: [
    {
      heading: "Overview",
      anchor: "overview",
      body: [
        "Buying a self-storage facility means buying two things at once: a piece of real estate and an operating business with hundreds of month-to-month customers. Due diligence has to test both. The conditional period in your agreement of purchase and sale is the only time you can verify the seller's figures, inspect the buildings and land, and walk away or renegotiate if what you find does not match what you were told.",
        "A disciplined review does more than avoid bad deals. It gives you the information you need to finance the purchase, plan your first year of ownership, and negotiate from facts rather than impressions.",
        {
          cards: [
            {
              title: "Risk mitigation",
              text: "Uncover overstated income, deferred maintenance, title defects, zoning issues or environmental contamination before you are committed, while you can still renegotiate or walk away.",
            },
            {
              title: "Value discovery",
              text: "Find the upside a seller may have missed: in-place rates below street rates, unused land, ancillary income, or expenses that a professional operator can reduce.",
            },
            {
              title: "Informed decisions",
              text: "Waive conditions, close and set your business plan with verified numbers, and give your lender the documentation it needs to approve financing on time.",
            },
          ],
          columns: 3,
        },
        {
          checklistDownload: {
            title: "Take the checklist with you",
            text: "All six sections and 48 checkpoints in a printable PDF, ready to share with your lawyer, lender and inspectors.",
            label: "Download the PDF checklist",
          },
        },
      ],
    },
    {
      heading: "The checklist",
      anchor: "checklist",
      tone: "muted",
      body: [
        "The first four sections are critical: a serious problem in any of them can change the price or end the deal. The market and operational sections shape your business plan and your view of future growth. Work through them in parallel — several items depend on third-party reports that take time to order and complete.",
        {
          checklist: {
            title: "Financial Analysis",
            critical: true,
            items: [
              "Trailing 12-month income statement reconciled to bank deposits",
              "Two to three years of annual financial statements compared year over year",
              "Current rent roll tied to the unit mix, occupied square footage and management software",
              "Physical occupancy compared with economic occupancy (revenue versus full street rates)",
              "Aged receivables and delinquency report, including lien sale and write-off history",
              "Street rates, in-place rates and the history of existing-customer rate increases",
              "Expenses normalized for a market management fee, payroll, repairs and capital reserves",
              "Ancillary income (truck rental, locks, boxes, tenant protection) verified separately",
            ],
          },
        },
        "**Why it matters:** the purchase price is a multiple of net operating income, so every dollar of overstated income costs you many dollars of value. Lenders will size your loan on the same numbers, so anything you cannot verify now may also reduce your financing.",
        {
          checklist: {
            title: "Legal & Title Review",
            critical: true,
            items: [
              "Title search confirming the registered owner, legal description and registered instruments",
              "Mortgages, liens, easements and rights-of-way identified and discharged or accepted",
              "Current survey or reference plan checked for encroachments and boundary issues",
              "Zoning compliance letter confirming self-storage is a permitted or legal non-conforming use",
              "Building permits, open permits, work orders and outstanding municipal orders searched",
              "Standard rental agreement reviewed against Ontario's Repair and Storage Liens Act",
              "Management, service, cell tower and billboard contracts reviewed for assignability and termination",
              "HST status of both parties and land transfer tax confirmed with your accountant and lawyer",
            ],
          },
        },
        "**Why it matters:** title defects, zoning problems and unassignable contracts survive closing and become your problem. In self-storage, the rental agreement and lien procedures also decide whether you can actually collect from customers who stop paying.",
        {
          checklist: {
            title: "Physical Property Inspection",
            critical: true,
            items: [
              "Building condition assessment by a qualified inspector or engineer for every building",
              "Roof age, condition and remaining life, with repair and replacement history",
              "Structure, foundations, walls, unit partitions and roll-up and swing doors",
              "Paving, drainage, grading, snow storage areas and site lighting",
              "HVAC and humidity control in climate-controlled areas, with service records",
              "Fire protection, alarms and sprinklers where present, and recent fire inspection reports",
              "Security systems: gate access, keypads, cameras, door alarms and recording retention",
              "Unit count and sizes physically verified against the rent roll by walking the units",
            ],
          },
        },
        "**Why it matters:** roofs, paving and doors are the largest capital items on most storage sites, and their remaining life belongs in your price. Walking the units also catches the most common rent roll error: units listed as rented that are vacant, combined or unusable.",
        {
          checklist: {
            title: "Environmental Assessment",
            critical: true,
            items: [
              "Phase I Environmental Site Assessment by a qualified environmental consultant",
              "Historical land use review for former fuel, manufacturing, dry cleaning or fill activity",
              "Phase II sampling scoped wherever the Phase I finds potential environmental concerns",
              "Underground and above-ground storage tanks identified, with removal or inspection records",
              "Designated substances survey for older buildings (asbestos, lead, mould)",
              "Floodplain mapping and conservation authority regulations checked for the site",
              "Rental agreement rules and site practices for hazardous or prohibited goods reviewed",
              "Lender and insurer environmental requirements confirmed before conditions are waived",
            ],
          },
        },
        "**Why it matters:** contamination can cost more to remediate than the property is worth, and in Ontario it can follow the land to a new owner. Environmental reports also take the longest to complete, so order the Phase I in the first week.",
        {
          checklist: {
            title: "Market Analysis",
            critical: false,
            items: [
              "Competing facilities mapped within a 3, 5 and 10 km radius of the site",
              "New supply under construction, approved or proposed in the trade area",
              "Competitor street rates for comparable standard and climate-controlled units",
              "Population, household growth, housing starts and density in the trade area",
              "Nearby demand drivers: apartments and condominiums, post-secondary campuses, small businesses",
              "Access, visibility and traffic on the frontage road",
              "Recent comparable sales and cap rates for Ontario self-storage facilities",
              "Online search visibility and review ratings compared with the main competitors",
            ],
          },
        },
        "**Why it matters:** a facility's past performance only predicts its future if the market around it stays the same. New supply nearby is the most common reason occupancy and rates fall after a purchase, and it is usually visible in municipal planning records well before it opens.",
        {
          checklist: {
            title: "Operational Review",
            critical: false,
            items: [
              "Management software, full data export and reporting access after closing",
              "Staffing: roles, hours, wages and which employees will transfer with the sale",
              "Marketing spend, channels and cost per new rental",
              "Move-ins, move-outs and seasonality over the last 24 months",
              "Rate-increase policy for existing customers and its effect on move-outs",
              "Delinquency, lien notice and lien sale procedures as followed in practice",
              "Online rentals, contactless move-in and automatic payment adoption",
              "Expansion potential: excess land, convertible space or additional storeys",
            ],
          },
        },
        "**Why it matters:** operations are where a new owner creates value — better pricing, marketing and collections — and also where a seller's results can depend on habits that will not transfer. Understand what you are inheriting so your first-year business plan is realistic.",
        "Use the checklist to organize the work, not to replace professional advice: your lawyer, lender and consultants will each have their own requirements for the specific property.",
      ],
    },
    {
      heading: "Due diligence timeline",
      anchor: "timeline",
      body: [
        "Due diligence on a self-storage facility typically takes **30–60 days**. A single, well-documented facility can usually be reviewed in about 30 days; portfolios, sites that need Phase II environmental work, and deals with complex financing often need the full 60. The sequence below assumes a 30-day conditional period.",
        {
          steps: [
            {
              label: "Days 1–7",
              title: "Documents and financial review",
              text: "Receive the seller's documents through a shared data room, reconcile the T12 to bank deposits and the rent roll to the software, and order third-party reports immediately: Phase I ESA, building condition assessment, survey update and, if financing, the appraisal.",
            },
            {
              label: "Days 8–21",
              title: "Site inspections and third-party reports",
              text: "Inspect the buildings and walk the units, complete title, zoning and permit searches, review contracts, study the local market and competitors, and interview the site manager. Environmental and building reports should arrive in this window.",
            },
            {
              label: "Days 22–30",
              title: "Findings, negotiation and financing",
              text: "Review every report with your advisers, quantify repairs and risks, negotiate price adjustments or closing credits, secure your lender's commitment, and decide whether to waive conditions, extend, or terminate.",
            },
          ],
        },
        {
          callout: {
            tone: "info",
            title: "Agree on the timeline before you sign",
            text: "If a Phase II environmental assessment or a lender's appraisal might be needed, negotiate a 45- to 60-day conditional period up front. Extensions requested later depend on the seller's goodwill.",
          },
        },
      ],
    },
    {
      heading: "Red flags to watch for",
      anchor: "red-flags",
      tone: "muted",
      body: [
        "None of these automatically ends a deal, but each one deserves a clear explanation backed by documents — and, often, a price adjustment.",
        { h3: "Financial red flags" },
        {
          ul: [
            "Reported revenue that cannot be reconciled to bank deposits",
            "Occupancy that jumped shortly before the sale, especially through free months or deep discounts",
            "A large share of customers paying well below street rates with no history of increases",
            "Rising delinquency or a backlog of accounts that have never gone through the lien process",
            "Expenses that look too low: no management fee, no payroll for the owner's work, minimal repairs",
            "Cash income the seller cannot document",
            "A large share of revenue from a few commercial customers who could leave at once",
            "Unexplained changes in financial statements between years, or missing months",
          ],
        },
        { h3: "Operational red flags" },
        {
          ul: [
            "Deferred maintenance on roofs, paving, doors or climate-control systems",
            "No management software, or data that cannot be exported in full",
            "Lien sales carried out without the notices required by the rental agreement and Ontario law",
            "Security gaps: broken gates, cameras that do not record, poor lighting",
            "High staff turnover or a site that depends entirely on the owner",
            "A unit mix that no longer matches local demand, leaving one size category mostly vacant",
            "A new competing facility approved or under construction nearby",
            "Zoning or permit issues with the current use, additions or outdoor storage",
          ],
        },
        "Our [valuation guide](/insights/storage-valuation-guide/) explains how issues like these flow through to value, and how buyers and appraisers adjust for them.",
      ],
    },
    {
      heading: "The professionals on your team",
      anchor: "professionals",
      body: [
        "No buyer should do due diligence alone. These six professionals cover the areas where specialist knowledge protects you; engage them as soon as your offer is accepted.",
        {
          cards: [
            {
              title: "Commercial real estate lawyer",
              text: "Reviews the agreement and its conditions, searches title, permits and work orders, reviews contracts and rental agreements, and manages closing.",
            },
            {
              title: "Commercial appraiser",
              text: "Provides an independent opinion of market value, which most lenders require before they commit to financing.",
            },
            {
              title: "Environmental consultant",
              text: "Completes the Phase I Environmental Site Assessment and, where needed, scopes and carries out Phase II sampling.",
            },
            {
              title: "Structural engineer",
              text: "Assesses the buildings, roofs, foundations and site works, and estimates the cost and timing of repairs and replacements.",
            },
            {
              title: "CPA / financial analyst",
              text: "Audits the income and expenses, reconciles revenue to deposits, and advises on HST, land transfer tax and the structure of the purchase.",
            },
            {
              title: "Insurance broker",
              text: "Confirms the property can be insured at a realistic cost, and prices property, liability and business interruption coverage before closing.",
            },
          ],
          columns: 3,
        },
        "Your real estate agent coordinates the process: obtaining documents from the seller, keeping reports on schedule, and turning findings into negotiation points.",
      ],
    },
    {
      heading: "Get help with your due diligence",
      anchor: "consultation",
      tone: "muted",
      body: [
        "We represent buyers of self-storage facilities across Ontario, from the first look at a deal through closing. We help you request the right documents, organize the review in a realistic timeline, and use what you find to negotiate. Investors in our network also see off-market facilities under NDA, often with documents already assembled in a shared folder for review.",
        {
          checklistDownload: {
            title: "Download the full checklist",
            text: "The 48 checkpoints in this article as a printable PDF, for your own review or to share with your advisers.",
            label: "Download the PDF checklist",
          },
        },
        {
          buttons: [
            { label: "Schedule a consultation", href: "/contact/" },
            { label: "Join the investor network", href: "/off-market/", style: "secondary" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
          ],
        },
        "You can also call [(416) 555-0148](tel:+14165550148) or e-mail [info@ontariostorageadvisors.ca](mailto:info@ontariostorageadvisors.ca), Monday–Friday, 9 a.m. to 5 p.m. Planning your financing? Read our guide to [financing a self-storage facility in Ontario](/self-storage/insights/financing-in-ontario/).",
      ],
    },
    {
      heading: "Frequently asked questions",
      anchor: "faq",
      body: [{ faqs: dueDiligenceFaqs.map((doc) => doc._id) }],
    },
  ],
  relatedLinks: [
    { label: "How to value a self-storage facility in Ontario", href: "/insights/storage-valuation-guide/" },
    { label: "Financing a self-storage facility in Ontario", href: "/self-storage/insights/financing-in-ontario/" },
    { label: "Market news & insights", href: "/insights/" },
    { label: "Buy self-storage in Ontario", href: "/buy/" },
    { label: "Schedule a consultation", href: "/contact/" },
  ],
  disclaimer:
    "This checklist is general information for buyers of self-storage facilities in Ontario and is not legal, tax, environmental, engineering or financial advice. Every property and transaction is different; rely on qualified professionals for advice on a specific purchase. Daniel Mercer is a commercial real estate sales representative with Lakeshore Commercial Realty Inc., Brokerage.",
});

export const documents: SeedDocument[] = [valuationGuide, dueDiligenceChecklist, ...valuationFaqs, ...dueDiligenceFaqs];
