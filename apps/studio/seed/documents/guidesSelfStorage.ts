import { faq, guideArticle, type SeedDocument } from "../compose.ts";

/**
 * Self-storage insight articles under /self-storage/insights/: the Ontario ROI guide, the Ontario
 * market report and the financing guide, plus the FAQ items they place. Figures follow docs/product.md#editorial-figures
 * ("Editorial figures", stated as estimates) and are repeated here exactly.
 */

const AUTHOR = "Daniel Mercer";
const BROKERAGE = "Lakeshore Commercial Realty Inc., Brokerage";

// ---------------------------------------------------------------------------------------------
// FAQ items
// ---------------------------------------------------------------------------------------------

const roiFaqs: SeedDocument[] = [
  faq(
    "faq.roi-guide.good-cash-on-cash",
    "What is a good cash-on-cash return for an Ontario self-storage facility?",
    "It depends on your risk tolerance and the asset. As a rough benchmark, many investors treat 8–10% as a conservative target, 10–12% as moderate and 12%+ as aggressive. Our worked example in this guide produces about 8.9% on a $3,200,000 facility financed at 65% loan-to-cost.\n\nA stabilized facility in a strong GTA location will usually show a lower cash-on-cash return than a value-add facility in a smaller town, because you pay a higher price for lower risk. Compare returns only between properties with similar risk.",
    "ROI",
  ),
  faq(
    "faq.roi-guide.cap-rates",
    "What cap rates are self-storage facilities trading at in Ontario?",
    "Our market snapshot puts cap rates for quality Ontario self-storage at roughly 5.0–6.25% (estimates as of 2024; verify against current data). Premium GTA assets sit at the low end. Smaller, older or under-managed facilities in secondary and tertiary markets trade at higher cap rates. Our valuation guide uses broader benchmarks of 5.5–6.5% for GTA premium, 6.5–7.5% for secondary markets and 7.0–8.5% for tertiary markets.\n\nThe cap rate on any specific deal depends on its location, occupancy history, rent levels, condition and expansion potential. Ask us for recent comparable sales before you make an offer.",
    "ROI",
  ),
  faq(
    "faq.roi-guide.occupancy",
    "What occupancy should I underwrite for a self-storage facility?",
    "Stabilized Ontario facilities generally run at about 88–92% occupancy, and our current snapshot puts the typical range at 90–92% (estimates). Base your underwriting on the facility's own trailing occupancy, not the market average. If a new competitor is opening nearby or the facility is still leasing up, use a lower figure.\n\nThe sensitivity table in this guide shows the effect. In our example, dropping from 91% to 85% occupancy cuts annual cash flow from $100,000 to $84,120.",
    "ROI",
  ),
  faq(
    "faq.roi-guide.noi-margin",
    "What NOI margin does a well-run self-storage facility achieve?",
    "Well-run Ontario facilities typically convert about 60–65% of revenue into net operating income (estimates). Margins are lower at small facilities, where fixed costs such as property taxes, insurance and snow removal are spread over fewer units, and at facilities that pay for third-party management.\n\nOur worked example has a 38% expense ratio, which leaves an NOI margin of 62%.",
    "ROI",
  ),
  faq(
    "faq.roi-guide.financing-terms",
    "How much can I borrow to buy a self-storage facility in Ontario?",
    "Lenders typically finance 60–65% of cost (loan-to-cost). Mortgage rates are roughly 5.25–7.0% and vary with the lender, the asset and the borrower (estimates as of 2024). Expect to fund the rest, plus closing costs, with equity. In owner-operator sales, vendor take-back financing sometimes covers part of the gap.\n\nOur financing guide explains lender types, what lenders review and how debt service affects your returns.",
    "ROI",
  ),
  faq(
    "faq.roi-guide.find-deals",
    "How do I find self-storage facilities for sale in Ontario?",
    "Many Ontario facilities change hands privately and are never publicly listed. We run a 6-step off-market process: qualified buyers sign an NDA and then receive confidential opportunities that match their criteria.\n\nJoin the off-market investor list or contact us to discuss your acquisition criteria.",
    "ROI",
  ),
];

const financingFaqs: SeedDocument[] = [
  faq(
    "faq.financing-guide.down-payment",
    "How much equity do I need to buy a self-storage facility in Ontario?",
    "With typical financing at 60–65% loan-to-cost, plan to fund 35–40% of the total cost with equity. Add closing costs and any working capital the lender requires. In our worked example, a $3,200,000 facility with a 65% loan ($2,080,000) requires a $1,120,000 down payment before closing costs.\n\nVendor take-back financing or a second-position lender can reduce the cash you need. Both add cost and risk, so check whether the deal still works with them.",
    "Financing",
  ),
  faq(
    "faq.financing-guide.rates",
    "What interest rate will I pay on a self-storage mortgage?",
    "As an estimate, self-storage mortgage rates in Ontario have been in the range of 5.25–7.0% (estimates as of 2024; verify against current data). Your rate depends on the lender type, the loan-to-cost ratio, the term, the facility's occupancy history and condition, and your own experience and financial strength. Private and mezzanine lenders charge more than banks, credit unions and insurance-company lenders.\n\nGet term sheets from more than one type of lender before you firm up an offer.",
    "Financing",
  ),
  faq(
    "faq.financing-guide.dscr",
    "What is DSCR and why does it matter?",
    "The debt service coverage ratio (DSCR) is net operating income divided by annual debt service (principal and interest). It shows lenders how comfortably the property's income covers the mortgage. In our example, an NOI of $241,800 and debt service of $141,800 give a DSCR of about 1.71x.\n\nEach lender sets its own minimum DSCR. If a facility's income doesn't support the loan you want at that minimum, the lender will reduce the loan amount, and you'll need more equity.",
    "Financing",
  ),
  faq(
    "faq.financing-guide.cmhc",
    "Can I use CMHC-insured financing for a self-storage facility?",
    "No. CMHC mortgage insurance programs are designed for residential housing, such as homes and multi-unit rental buildings. They are not a financing route for self-storage. Self-storage is financed as commercial real estate through banks, credit unions, insurance-company lenders, private and mezzanine lenders, and vendor take-back arrangements.",
    "Financing",
  ),
  faq(
    "faq.financing-guide.vtb",
    "What is vendor take-back financing?",
    "In a vendor take-back (VTB), the seller lends part of the purchase price to the buyer, usually secured by a mortgage behind the main lender. VTBs are common in sales by owner-operators. They can close a gap between the bank loan and the buyer's equity, and they can help a seller reach their price or spread out the tax on the gain.\n\nThe main lender must approve any secondary financing, and the VTB terms (rate, term, repayment and priority) should be drafted by your lawyer.",
    "Financing",
  ),
  faq(
    "faq.financing-guide.timeline",
    "How long does it take to finance a self-storage purchase?",
    "Plan for financing to run alongside a due diligence period of typically 30–60 days. In that window the lender orders or reviews the appraisal, the Phase I Environmental Site Assessment and a building condition review, and underwrites your financial information. Have your trailing-12 financials, rent roll and personal net worth statement ready before you sign an offer, so the financing condition doesn't become the bottleneck.",
    "Financing",
  ),
];

// ---------------------------------------------------------------------------------------------
// 1. Self-Storage ROI Guide for Ontario
// ---------------------------------------------------------------------------------------------

const roiGuide = guideArticle({
  section: "self-storage-insights",
  slug: "roi-guide-ontario",
  seo: {
    title: "Self-Storage ROI Guide for Ontario Investors",
    description: "Rents, occupancy, cap rates, NOI margins and financing for Ontario self-storage, with a worked ROI example (estimates).",
    keywords: ["self-storage ROI Ontario", "self-storage cap rates"],
  },
  excerpt:
    "Rents by market, occupancy, cap rates, NOI margins and financing for Ontario self-storage, with a fully worked $3.2M ROI example and sensitivity table.",
  author: AUTHOR,
  publishedAt: "2024-09-20",
  updatedAt: "2025-01-10",
  readTime: "18 min read",
  eyebrow: "Investor guide",
  heading: "Self-Storage ROI Guide for Ontario",
  lead: "What does a self-storage facility in Ontario actually return? This guide covers rents by market, occupancy, cap rates, operating margins and financing, then works through a $3.2M acquisition line by line, from revenue to cash-on-cash return. Use it to test a deal before you make an offer.",
  heroActions: [
    { label: "Talk to Daniel", href: "/contact/" },
    { label: "Try the ROI calculator", href: "/tools/roi-calculator/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Ontario self-storage market snapshot",
      anchor: "market-snapshot",
      body: [
        "Self-storage has become a mainstream income property in Ontario. Demand comes from the same forces that shape the province's housing market: population growth, smaller homes and condominium suites, downsizing, renovations, moves and small businesses that need flexible space near their customers. Facilities are simple to operate compared with apartments or retail, leases are month to month, and rents can be adjusted as the market changes.",
        "That doesn't mean every facility is a good investment. Supply has grown quickly in several markets, rents in the most competitive parts of the GTA have softened slightly, and higher borrowing costs have narrowed the gap between cap rates and mortgage rates. The figures below are our working ranges for stabilized Ontario facilities.",
        {
          tiles: [
            { value: "90–92%", label: "Typical occupancy", note: "Stabilized facilities; 88–92% across the markets in this guide" },
            { value: "5.0–6.25%", label: "Cap rates", note: "Quality assets; higher in smaller markets" },
            { value: "60–65%", label: "NOI margin", note: "Share of revenue left after operating expenses" },
            { value: "60–65% LTC", label: "Typical financing", note: "Loan-to-cost" },
            { value: "5.25–7.0%", label: "Mortgage rates", note: "Varies with lender, asset and sponsor" },
          ],
        },
        {
          callout: {
            tone: "info",
            title: "About these figures",
            text: "All market figures in this guide are estimates as of 2024; verify against current data. Occupancy is shown as 90–92% in the snapshot for stabilized facilities, while across the markets and facility types discussed in this guide we use a wider 88–92% range. Underwrite each property on its own operating history.",
          },
        },
        "In short, a stabilized facility bought at a market cap rate and financed at today's rates will usually produce a steady but modest cash return. Stronger returns come from buying well: under-managed facilities, below-market rents, expansion land, or markets where supply has not kept up with population growth.",
      ],
    },
    {
      heading: "Rental rates by market",
      anchor: "rental-rates",
      tone: "muted",
      body: [
        "Rents vary widely across Ontario. Toronto and the surrounding GTA command the highest rates, driven by land costs, density and limited sites for new facilities. Mid-sized cities such as Ottawa, Hamilton, Kitchener-Waterloo and London sit in the middle, and smaller towns have the lowest rents but also lower land and construction costs.",
        {
          table: {
            caption: "Self-storage asking rents by Ontario market (monthly, per sq ft)",
            head: ["Market", "Standard ($/sq ft)", "Climate-controlled ($/sq ft)", "Trend"],
            rows: [
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
              ["Ottawa", "$1.20–2.20", "$1.60–2.80", "stable"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["London", "$0.90–1.60", "$1.30–2.00", "stable"],
              ["Smaller towns", "$0.80–1.30", "$1.10–1.70", "variable"],
            ],
            note: "Monthly asking rents per sq ft of unit area. Estimates as of 2024; verify against current data. Trend is the recent direction of asking rents. Actual in-place rents depend on unit size, floor level, access and promotions.",
          },
        },
        {
          chart: {
            title: "Asking rents by Ontario market",
            description:
              "Standard and climate-controlled asking rent ranges per sq ft per month for six Ontario markets; Toronto and the GTA have the highest ranges and smaller towns the lowest.",
            kind: "range",
            unit: "$ per sq ft per month",
            from: {
              table: "Self-storage asking rents by Ontario market (monthly, per sq ft)",
              columns: ["Standard ($/sq ft)", "Climate-controlled ($/sq ft)"],
            },
          },
        },
        { h3: "How to read the rent table" },
        {
          ul: [
            "**Smaller units rent for more per square foot.** A 5x5 locker carries a much higher rate per sq ft than a 10x30 drive-up unit, so a facility's unit mix affects its average rent as much as its location.",
            "**Climate control earns a premium** in every market, usually enough to cover the extra heating, cooling and construction cost when local demand supports it. Customers storing documents, furniture, electronics and business inventory look for it.",
            "**Asking rents are not in-place rents.** Operators use move-in promotions and then raise rates over time for existing tenants. Always compare the rent roll with advertised rates.",
            "**Trends are small but they matter.** A -1% move in the GTA reflects new competition rather than falling demand. Kitchener-Waterloo's +2% reflects steady population growth and a large student market.",
          ],
        },
        "For more market detail, see our pages for [Toronto](/self-storage/ontario/toronto/), [Ottawa](/self-storage/ontario/ottawa/), [Hamilton](/self-storage/ontario/hamilton/), [Kitchener-Waterloo](/self-storage/ontario/kitchener-waterloo/) and [London](/self-storage/ontario/london/), or the full [Ontario self-storage market report](/self-storage/insights/ontario-storage-report/).",
      ],
    },
    {
      heading: "The four numbers that drive returns",
      anchor: "return-drivers",
      body: [
        "Most of a facility's investment performance comes down to four figures. Get these right in your underwriting and the rest of the analysis is usually straightforward.",
        {
          columns: 2,
          cards: [
            {
              badge: "Occupancy",
              title: "88–92% for stabilized facilities",
              text: "Our snapshot puts typical stabilized occupancy at 90–92%. Above that, operators usually raise rents rather than chase the last few units. Well below it, look for the cause: new competition, poor visibility, weak management or the wrong unit mix.",
            },
            {
              badge: "Cap rate",
              title: "5.0–6.25% for quality assets",
              text: "Cap rate is NOI divided by price. Premium GTA facilities trade at the low end of the range. Older, smaller or under-managed facilities in secondary and tertiary markets trade higher, and that's often where value-add buyers find their returns.",
            },
            {
              badge: "NOI margin",
              title: "60–65% of revenue",
              text: "Self-storage has lean operations: no appliances, little tenant improvement and small staff. A well-run facility keeps about 60–65% of revenue as net operating income. Small facilities and those with third-party management often come in lower.",
            },
            {
              badge: "Financing",
              title: "60–65% LTC at 5.25–7.0%",
              text: "Lenders typically finance 60–65% of cost, at rates of roughly 5.25–7.0% depending on the lender, the asset and the sponsor. When mortgage rates are close to the cap rate, leverage adds little to your return, so check your cash-on-cash yield carefully.",
            },
          ],
        },
        { h3: "Why cap rate and mortgage rate must be read together" },
        "Leverage improves your return only when the property yields more than the debt costs. If you buy at a 6% cap rate and borrow at 6.5%, every borrowed dollar earns less than it costs, and your cash-on-cash return falls below the cap rate. This is why many current buyers focus on facilities where they can raise NOI after closing. Better management, rate optimization, added units or ancillary revenue (truck rental, parking, retail boxes and insurance) can lift the yield on cost above the purchase cap rate.",
        "For a deeper look at lender types, DSCR and how debt service shapes returns, read [Financing a Self-Storage Facility in Ontario](/self-storage/insights/financing-in-ontario/).",
      ],
    },
    {
      heading: "Operating challenges in Ontario",
      anchor: "operating-challenges",
      tone: "muted",
      body: [
        "Self-storage is a simple business, but Ontario adds its own costs and risks. Build these into your budget from the start. Don't rely on the seller's pro forma to include them.",
        { h3: "Property taxes" },
        "Property tax is usually the largest single expense and can change significantly after a sale or reassessment. Estimate taxes based on the price you're paying, not the seller's current bill, and check how the municipality classifies the property.",
        { h3: "Winter operations" },
        "Snow clearing for drive-up aisles, gates and parking is a real annual cost in Ontario, and the facility must stay accessible all winter. Heating climate-controlled buildings adds to utility costs. Roofs, doors and paving take more wear from freeze-thaw cycles.",
        { h3: "New supply and lease-up" },
        "A new facility nearby can hold down rents and occupancy for several years while it fills. Before you buy, check municipal planning records and drive the trade area to find projects under construction or approved.",
        { h3: "Rate management and customer churn" },
        "Month-to-month tenancies let you move rents with the market, but they also mean tenants can leave quickly. Facilities that rely on deep move-in discounts can show high occupancy and weak revenue at the same time. Compare revenue per occupied square foot, not just occupancy.",
        { h3: "Management, technology and security" },
        "Today's customers expect online rentals, digital access control, cameras and good lighting. Older facilities often need investment in these systems before rents can be raised. Decide early whether you'll self-manage or hire a third-party manager, and budget accordingly.",
        { h3: "Zoning and expansion approvals" },
        "Expansion is one of the best ways to add value, but it depends on zoning, site plan approval and servicing. Confirm what's permitted with the municipality before you pay for expansion potential in the price.",
      ],
    },
    {
      heading: "How to measure self-storage returns",
      anchor: "return-measures",
      body: [
        "Investors, lenders and brokers use a handful of standard measures. Each answers a different question, so look at all of them rather than relying on one headline number. The example column uses the figures from the worked scenario below.",
        {
          table: {
            caption: "Core return measures for a self-storage acquisition",
            head: ["Measure", "How it is calculated", "What it tells you", "Worked example"],
            rows: [
              [
                "Net operating income (NOI)",
                "Revenue − operating expenses (before debt service)",
                "The income the property produces on its own",
                "$241,800",
              ],
              ["Cap rate", "NOI ÷ purchase price", "The unlevered yield; how the market prices income", "7.6%"],
              ["Cash flow", "NOI − annual debt service", "The cash left for the owner each year", "$100,000"],
              ["Cash-on-cash return", "Annual cash flow ÷ cash invested", "The yield on your own money in year one", "8.9%"],
              ["Debt service coverage (DSCR)", "NOI ÷ annual debt service", "How safely income covers the mortgage", "≈ 1.71x"],
            ],
            note: "Worked-example figures are illustrative estimates. Cash invested here is the $1,120,000 down payment only.",
          },
        },
        { h3: "Total return and holding period" },
        "Cash-on-cash return captures only the first year. Over a longer hold, your total return also includes rent growth, the principal you pay down on the mortgage, and any increase in the facility's value when you sell or refinance. Our [ROI calculator](/tools/roi-calculator/) projects value and equity over a holding period you choose, using an appreciation rate you set.",
        "Be cautious with long-range projections. A sale price depends on the cap rate buyers will accept at that time, which may be higher than today's. Many buyers test their exit at a cap rate somewhat above their purchase cap rate to build in a margin of safety.",
      ],
    },
    {
      heading: "Worked ROI scenario: a $3.2M Ontario facility",
      anchor: "worked-example",
      tone: "muted",
      body: [
        "To show how these figures fit together, here is a simplified acquisition of a stabilized, mid-sized facility. It has 250 units in 28,000 rentable sq ft and is bought for $3,200,000, with 65% of the price financed at 6%. The numbers are illustrative. They are not a quote or a forecast for any specific property.",
        {
          table: {
            caption: "Worked example: acquisition and first-year returns",
            head: ["Item", "Figure"],
            rows: [
              ["Purchase price", "$3,200,000"],
              ["Rentable area", "28,000 sq ft"],
              ["Units", "250"],
              ["Occupancy", "91%"],
              ["Annual revenue", "$390,000"],
              ["Operating expenses (38% of revenue)", "$148,200"],
              ["Net operating income (NOI)", "$241,800"],
              ["Cap rate (NOI ÷ price)", "7.6%"],
              ["Loan (65% at 6%)", "$2,080,000"],
              ["Down payment", "$1,120,000"],
              ["Annual debt service", "$141,800"],
              ["Annual cash flow (NOI − debt service)", "$100,000"],
              ["Cash-on-cash return (cash flow ÷ down payment)", "8.9%"],
            ],
            note: "Illustrative example; figures are estimates and rounded. Debt service depends on the lender's amortization and terms. Cash-on-cash here is measured on the down payment only; including closing costs would lower it.",
          },
        },
        { h3: "Expense breakdown" },
        "Operating expenses of $148,200 equal 38% of revenue, which leaves an NOI margin of 62%, inside the 60–65% range for well-run facilities. Here is where the money goes:",
        {
          table: {
            caption: "Worked example: annual operating expenses",
            head: ["Expense", "Annual cost"],
            rows: [
              ["Property taxes", "$45,000"],
              ["Insurance", "$18,000"],
              ["Utilities", "$22,000"],
              ["Snow removal", "$12,000"],
              ["Management", "$28,000"],
              ["Repairs and maintenance", "$15,000"],
              ["Marketing and admin", "$8,200"],
              ["Total", "$148,200"],
            ],
            note: "Illustrative; actual costs vary by municipality, facility age, climate-controlled share and management arrangement.",
          },
        },
        { h3: "What the example tells you" },
        {
          ul: [
            "**NOI is what you buy.** At $241,800 of NOI, the $3,200,000 price works out to a 7.6% cap rate. That's above the 5.0–6.25% range for quality assets, which is typical of a smaller-market or value-add facility. The same NOI in a premium GTA location would command a higher price.",
            "**Debt takes a large share of NOI.** Debt service of $141,800 takes more than half of NOI, which leaves $100,000 of annual cash flow. Small changes in the interest rate or the amortization period move this figure noticeably.",
            "**An 8.9% cash-on-cash return is solid but not exceptional.** On the $1,120,000 down payment, the return sits within the conservative 8–10% band many investors use. Rent growth, expansion and principal repayment add to your total return over time.",
          ],
        },
        {
          callout: {
            tone: "highlight",
            title: "Model it yourself",
            text: "Enter your own price, income, expenses and financing terms in our ROI calculator to see cash flow, cap rate, cash-on-cash and projected total return.",
          },
        },
      ],
    },
    {
      heading: "Sensitivity: how occupancy changes your return",
      anchor: "sensitivity",
      body: [
        "Occupancy is the figure most likely to move after you buy. The table below keeps the price, loan and debt service of the worked example unchanged and shows how revenue, cash flow and cash-on-cash return respond when occupancy rises or falls.",
        {
          table: {
            caption: "Worked example: occupancy sensitivity",
            head: ["Occupancy", "Revenue", "Annual cash flow", "Cash-on-cash"],
            rows: [
              ["85%", "$364,000", "$84,120", "7.5%"],
              ["91% (base case)", "$390,000", "$100,000", "8.9%"],
              ["95%", "$407,000", "$110,460", "9.9%"],
            ],
            note: "Illustrative; same purchase price, loan and debt service as the worked example, with operating expenses adjusted for the change in revenue. Figures rounded.",
          },
        },
        "A six-point drop in occupancy takes about $16,000 off annual cash flow and pulls the cash-on-cash return down to 7.5%. Four points of gain adds roughly $10,000. The facility stays cash-flow positive in all three cases, which is the kind of margin of safety lenders and experienced buyers look for.",
        "Run the same test on rent levels and interest rates before you commit. If a facility only works at peak occupancy, peak rents and the lowest quoted rate, the deal is priced too tightly.",
      ],
    },
    {
      heading: "What best-in-class facilities have in common",
      anchor: "best-in-class",
      tone: "muted",
      body: [
        "When we review facilities for buyers, the strongest performers tend to share the same characteristics. Use this list to score a property before you spend money on due diligence.",
        {
          cards: [
            {
              title: "Visibility and access",
              text: "Frontage on a busy arterial road, clear signage, easy turning movements and drive-up access that works for trucks and trailers.",
            },
            {
              title: "A dense, growing trade area",
              text: "Plenty of households, condominiums and apartments within a short drive, steady population growth and limited competing supply.",
            },
            {
              title: "The right unit mix",
              text: "A balance of small, high-rate lockers and larger drive-up units, with climate control where the local market will pay for it.",
            },
            {
              title: "Modern operations",
              text: "Online rentals and payments, digital gate access, cameras and lighting, and a rate-management practice that tracks the market.",
            },
            {
              title: "Clean financial records",
              text: "Monthly trailing-12 statements, an accurate rent roll and bank deposits that match reported revenue. Lenders and buyers pay more for records they can verify.",
            },
            {
              title: "Room to grow",
              text: "Excess land, zoning that permits expansion, or under-used ancillary revenue such as vehicle and boat parking, truck rental and retail sales.",
            },
          ],
        },
      ],
    },
    {
      heading: "Due diligence checklist",
      anchor: "due-diligence",
      body: [
        "A strong pro forma isn't proof. Once your offer is accepted, you typically have 30–60 days of due diligence to confirm the numbers, the physical condition and the legal position before you waive conditions. These are the essentials:",
        {
          checklist: {
            title: "Before you waive conditions",
            items: [
              "Reconcile trailing-12 income statements with bank deposits and the rent roll",
              "Compare in-place rents with current asking rents and local competitors",
              "Review occupancy history for at least the last two to three years",
              "Confirm property taxes, insurance quotes and utility costs at the new owner's level",
              "Order a Phase I Environmental Site Assessment and a building condition review",
              "Check title, zoning, permits and any expansion approvals",
              "Inspect roofs, doors, paving, gates, cameras and access-control systems",
              "Confirm lender terms and the appraisal support your financing",
            ],
          },
        },
        "Our complete [due diligence checklist](/insights/due-diligence-checklist/) covers 48 checkpoints in six sections (financial, legal, physical, environmental, market and operational), with a 30-day working timeline.",
        {
          buttons: [
            { label: "Read the due diligence checklist", href: "/insights/due-diligence-checklist/" },
            { label: "Valuation guide", href: "/insights/storage-valuation-guide/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "Run your own numbers",
      anchor: "roi-calculator",
      tone: "muted",
      body: [
        "In place of an embedded calculator, we keep a full investment returns tool on its own page. Enter a purchase price, down payment, closing and renovation costs, income, expenses and loan terms. The calculator shows NOI, annual cash flow, cap rate, cash-on-cash return and a multi-year projection of equity and total return.",
        {
          ul: [
            "**Compare cap rates with benchmarks:** roughly 5.5–6.5% for GTA premium facilities, 6.5–7.5% for secondary markets and 7.0–8.5% for tertiary markets (estimates).",
            "**Check your expense ratio:** typical operating expenses run 35–45% of gross income, depending on size and management.",
            "**Set a cash-on-cash target:** 8–10% is conservative, 10–12% moderate and 12%+ aggressive.",
          ],
        },
        {
          buttons: [
            { label: "Open the ROI calculator", href: "/tools/roi-calculator/" },
            { label: "Ask us to review your model", href: "/contact/", style: "secondary" },
          ],
        },
        "A calculator is only as good as its inputs. If you're looking at a specific facility, send us the details. We'll compare the seller's figures with what we see in the market and tell you which assumptions need checking.",
      ],
    },
    {
      heading: "Next steps for buyers and sellers",
      anchor: "next-steps",
      body: [
        "Whether you're acquiring your first facility or thinking about selling one you've owned for years, we can help you put these numbers to work.",
        {
          cards: [
            {
              title: "See the Ontario market report",
              text: "Supply, rents, demand drivers and our view of where the market is heading.",
              href: "/self-storage/insights/ontario-storage-report/",
              linkLabel: "Read the report",
            },
            {
              title: "Browse listings",
              text: "Our public self-storage listings page, plus how to be first in line when new facilities come to market.",
              href: "/self-storage/listings/",
              linkLabel: "View listings",
            },
            {
              title: "Get off-market access",
              text: "Sign an NDA and receive confidential opportunities that match your criteria, through our 6-step process and our investor network.",
              href: "/off-market/",
              linkLabel: "Join the investor list",
            },
          ],
        },
        "Own a facility? Find out what it's worth in today's market with a confidential [property valuation](/sell/).",
        {
          buttons: [
            { label: "Talk to Daniel", href: "/contact/" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "Frequently asked questions",
      anchor: "faq",
      tone: "muted",
      body: [{ faqs: roiFaqs.map((item) => item._id) }],
    },
  ],
  relatedLinks: [
    { label: "Ontario Self-Storage Market Report", href: "/self-storage/insights/ontario-storage-report/" },
    { label: "Financing a Self-Storage Facility in Ontario", href: "/self-storage/insights/financing-in-ontario/" },
    { label: "Self-storage valuation guide", href: "/insights/storage-valuation-guide/" },
    { label: "Due diligence checklist", href: "/insights/due-diligence-checklist/" },
    { label: "ROI calculator", href: "/tools/roi-calculator/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
    { label: "Off-market investor access", href: "/off-market/" },
    { label: "Contact us", href: "/contact/" },
  ],
  disclaimer: `This guide is general information for Ontario investors. It is not financial, legal, tax or investment advice. All rents, occupancy, cap rates, margins, financing terms and the worked example are estimates and illustrations as of 2024. They may not reflect current conditions or any specific property, so verify them against current data. Consult your own lawyer, accountant, lender and other qualified professionals before making an investment decision. Ontario Storage Advisors is a team of commercial real estate sales representatives with ${BROKERAGE}.`,
});

// ---------------------------------------------------------------------------------------------
// 2. Ontario Self-Storage Market Report
// ---------------------------------------------------------------------------------------------

const marketReport = guideArticle({
  section: "self-storage-insights",
  slug: "ontario-storage-report",
  seo: {
    title: "Ontario Self-Storage Market Report",
    description: "Ontario has about 37.3M sq ft of self-storage, up 4.2M in three years. Key insights and expert views for investors.",
    keywords: ["Ontario self-storage report", "self-storage supply Ontario"],
  },
  excerpt:
    "Ontario has an estimated 37.3M sq ft of self-storage, up 4.2M sq ft in three years: five key insights and what they mean for buyers and sellers.",
  author: AUTHOR,
  publishedAt: "2024-09-05",
  readTime: "10 min read",
  eyebrow: "Market report",
  heading: "Ontario Self-Storage Market Report",
  lead: "Ontario's self-storage market has grown by an estimated 4.2M sq ft in three years, to about 37.3M sq ft. That growth has pushed rents down slightly in the most competitive markets while demand stays strong across the province. This report covers five key insights, our team's view of where the market is heading, and what it means if you're buying or selling a facility.",
  heroActions: [
    { label: "Contact us", href: "/contact/" },
    { label: "Read the ROI guide", href: "/self-storage/insights/roi-guide-ontario/", style: "secondary" },
  ],
  sections: [
    {
      heading: "The report at a glance",
      anchor: "at-a-glance",
      body: [
        {
          tiles: [
            { value: "37.3M sq ft", label: "Self-storage space in Ontario", note: "Industry estimate" },
            { value: "+4.2M sq ft", label: "Added in the last 3 years", note: "Industry estimate" },
            { value: "About 11%", label: "Supply growth in 3 years", note: "Industry estimate" },
            { value: "$4.3B by 2030", label: "Canadian market forecast", note: "Industry estimate" },
          ],
        },
        "Self-storage has grown from a niche business run mostly by local owner-operators into a recognized commercial real estate asset class. Ontario, Canada's most populous province, is at the centre of that shift. Regional and national operators are expanding, private investors are buying their first facilities, and many long-time owners are weighing whether to sell, refinance or expand.",
        "The figures in this report are industry estimates as of 2024; verify against current data. We combine them with what we see in our own conversations with buyers and owners across the province.",
      ],
    },
    {
      heading: "Five key insights",
      anchor: "key-insights",
      tone: "muted",
      body: [
        { h3: "1. Supply has grown by about 11% in three years" },
        {
          chart: {
            title: "Ontario self-storage supply and three years of growth",
            description: "Ontario has about 37.3M sq ft of self-storage; 4.2M sq ft of it, about 11%, was added in the last three years.",
            kind: "bar",
            unit: "Million sq ft",
            from: { figures: ["Self-storage space in Ontario", "Added in the last 3 years"] },
          },
        },
        "Ontario now has an estimated 37.3M sq ft of self-storage, an increase of 4.2M sq ft (about 11%) over three years. Most new space has opened in growth corridors around the GTA, along major highways, and in mid-sized cities where land and approvals were easier to obtain. Many of these facilities are modern, climate-controlled, multi-storey buildings with online rentals. They are competing directly with older drive-up facilities.",
        "For investors, the key question for any facility is how much of this new supply sits in its own trade area and how far along it is in lease-up. A new building down the road can hold back rents for several years.",
        { h3: "2. Rents have softened slightly where competition is strongest" },
        "Asking rents in Toronto and the GTA are estimated to have slipped by about 1%, and Hamilton's by about 0.5%. Ottawa and London have held stable, and Kitchener-Waterloo has risen by about 2%. Smaller towns vary widely. Toronto and the GTA still command the highest rents in the province. The full rate ranges by market, for standard and climate-controlled units, are in the [rental rate table in our ROI guide](/self-storage/insights/roi-guide-ontario/).",
        "These are small moves, and they reflect new supply more than weak demand. Operators in competitive markets are using move-in promotions to fill new space and then raising rates for existing tenants over time.",
        { h3: "3. Demand drivers are structural, not cyclical" },
        "Ontario's population keeps growing, and new housing is increasingly built as condominiums and smaller units with little storage. People moving, downsizing, renovating, going through a separation or settling an estate all need temporary space. Small businesses, trades and online sellers use storage units as low-cost inventory and equipment space. Large student populations in cities such as Kitchener-Waterloo add seasonal demand. None of these drivers depends on a strong economy, which is why self-storage has historically held up well in downturns.",
        { h3: "4. The Canadian market is forecast to reach $4.3B by 2030" },
        "Industry estimates forecast the Canadian self-storage market to reach $4.3B by 2030. That long-term outlook keeps institutional and private capital interested in the sector, and it is driving consolidation: larger operators are buying independent facilities to build regional networks. For well-located independent facilities, that competition among buyers supports pricing.",
        { h3: "5. Pricing now depends on financing and proof of income" },
        "Our working range for quality Ontario facilities is a 5.0–6.25% cap rate, with financing typically at 60–65% loan-to-cost and mortgage rates of roughly 5.25–7.0% (estimates). With cap rates and borrowing costs this close, buyers underwrite on verified, in-place income rather than projections. Facilities with clean trailing-12 financials, stable occupancy and room to add income get the most buyer interest. Facilities whose value depends on the seller's projections take longer to sell.",
      ],
    },
    {
      heading: "Rents and returns by market",
      anchor: "markets",
      body: [
        "Market conditions vary across Ontario, so a provincial average can mislead. Here's how we see the main markets, from most to least competitive. For each market's rent ranges, see the [ROI guide's rate table](/self-storage/insights/roi-guide-ontario/). For local detail, see our market pages.",
        {
          ul: [
            "**Toronto, Mississauga and York Region:** the highest rents and lowest cap rates in the province, with strong competition from new facilities. Sites are scarce and expensive, so existing well-located facilities keep their value even as rents soften slightly. See [Toronto](/self-storage/ontario/toronto/), [Mississauga](/self-storage/ontario/mississauga/) and [York Region](/self-storage/ontario/york-region/).",
            "**Ottawa:** a large, stable government and technology economy with steady rents, often overlooked by GTA-focused buyers. See [Ottawa](/self-storage/ontario/ottawa/).",
            "**Hamilton and Niagara:** lower entry prices than the GTA, with growing populations. Hamilton is absorbing new supply, so rents there have eased slightly. See [Hamilton](/self-storage/ontario/hamilton/) and [Niagara](/self-storage/ontario/niagara/).",
            "**Kitchener-Waterloo:** the only market in our table with rising asking rents, supported by population growth, a technology sector and large student demand. See [Kitchener-Waterloo](/self-storage/ontario/kitchener-waterloo/).",
            "**London and smaller towns:** lower rents and higher cap rates. Returns here come from buying well and operating well, and local supply and management quality matter more than in the big cities. See [London](/self-storage/ontario/london/).",
          ],
        },
        "See every market we cover on the [Ontario regional markets page](/self-storage/ontario/).",
      ],
    },
    {
      heading: "Our perspective",
      anchor: "perspective",
      tone: "muted",
      body: [
        "We speak with buyers and facility owners across Ontario every week. Here's how our team reads the current market.",
        {
          quote:
            "Ontario self-storage is moving from easy growth to disciplined growth. Demand is still there, but buyers no longer pay for potential they can't verify. The facilities that sell best have clean books, a clear story about local supply, and one or two real levers for adding income. — The Ontario Storage Advisors team",
        },
        { h3: "Where we see opportunity" },
        {
          ul: [
            "**Under-managed independent facilities** with below-market rents, no online rentals or dated access control. Professional operations can lift NOI without new construction.",
            "**Expansion land** at existing facilities in markets where new sites are hard to approve.",
            "**Secondary markets** with steady population growth and little new supply, where cap rates are higher than in the GTA.",
          ],
        },
        { h3: "Where we urge caution" },
        {
          ul: [
            "**Trade areas with several new facilities in lease-up.** Rents and occupancy can stay under pressure for years.",
            "**Pro formas built on peak occupancy and aggressive rate increases**, especially when the price only works with them.",
            "**Deferred maintenance** on roofs, paving, doors and security systems. It quickly eats into the first years of cash flow.",
          ],
        },
      ],
    },
    {
      heading: "What this means for buyers",
      anchor: "buyers",
      body: [
        "The market rewards preparation. Buyers who have their financing lined up, know their criteria and can move quickly through due diligence are winning the best facilities. Many of those facilities change hands before they're ever publicly listed.",
        {
          ol: [
            "**Underwrite on in-place income.** Use the facility's actual trailing-12 revenue and a realistic occupancy, then stress-test it. The sensitivity table in our [ROI guide](/self-storage/insights/roi-guide-ontario/) shows how quickly cash flow changes with occupancy.",
            "**Map the competition.** Before you make an offer, identify every facility in the trade area, including projects under construction or approved.",
            "**Line up financing early.** With typical financing at 60–65% loan-to-cost, know your equity and your lender's requirements before you bid. Our [financing guide](/self-storage/insights/financing-in-ontario/) explains the process.",
            "**Get access to off-market deals.** Our [off-market program](/off-market/) gives qualified buyers confidential access to facilities through a 6-step NDA process.",
          ],
        },
        {
          buttons: [
            { label: "Join the off-market list", href: "/off-market/" },
            { label: "How we help buyers", href: "/buy/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "What this means for sellers",
      anchor: "sellers",
      tone: "muted",
      body: [
        "Demand from buyers remains deep, from national operators building networks to private investors buying their first facility. But buyers are more selective than they were a few years ago, and they pay the most for facilities that are easy to underwrite.",
        {
          ul: [
            "**Organize your financials now.** Monthly trailing-12 statements, a current rent roll and records that match your bank deposits support your price and shorten due diligence.",
            "**Know your competitive position.** Be ready to explain how your facility compares with new supply nearby and why your occupancy and rents will hold.",
            "**Address visible deferred maintenance.** Buyers deduct more for repairs than they cost, so fix what's cheap to fix before marketing.",
            "**Consider how you sell.** A confidential sale to our investor network can protect your tenants and staff from uncertainty. A vendor take-back mortgage can widen the buyer pool in some cases.",
          ],
        },
        "Curious what your facility would sell for in this market? We'll prepare a confidential valuation based on your numbers and current buyer demand.",
        {
          buttons: [
            { label: "Request a valuation", href: "/sell/" },
            { label: "Read the valuation guide", href: "/insights/storage-valuation-guide/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "Talk to us about the market",
      anchor: "contact",
      body: [
        "Numbers in a report only go so far. If you're weighing a purchase, a sale, a refinance or an expansion in Ontario, we can walk you through recent activity in your market and what buyers are paying attention to right now.",
        "Call [(416) 555-0148](tel:+14165550148) Monday–Friday, 9 a.m. to 5 p.m., e-mail [info@ontariostorageadvisors.ca](mailto:info@ontariostorageadvisors.ca), or send us a message.",
        {
          buttons: [
            { label: "Contact us", href: "/contact/" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Self-Storage ROI Guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Financing a Self-Storage Facility in Ontario", href: "/self-storage/insights/financing-in-ontario/" },
    { label: "Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "GTA investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "Self-storage valuation guide", href: "/insights/storage-valuation-guide/" },
    { label: "Off-market investor access", href: "/off-market/" },
    { label: "Contact us", href: "/contact/" },
  ],
  disclaimer: `This report is general market information, not financial, legal, tax or investment advice. Supply, market size, rent, cap rate and financing figures are industry and internal estimates as of 2024. They may not reflect current conditions, so verify them against current data before relying on them. The perspectives expressed are those of the Ontario Storage Advisors team. Consult qualified professionals before making investment decisions. Ontario Storage Advisors is a team of commercial real estate sales representatives with ${BROKERAGE}.`,
});

// ---------------------------------------------------------------------------------------------
// 3. Financing a Self-Storage Facility in Ontario
// ---------------------------------------------------------------------------------------------

const financingGuide = guideArticle({
  section: "self-storage-insights",
  slug: "financing-in-ontario",
  seo: {
    title: "Self-Storage Financing in Ontario",
    description: "How Ontario investors finance self-storage: lenders, loan-to-cost, rates, amortisation and what lenders review.",
    keywords: ["self-storage financing Ontario", "self-storage loan"],
  },
  excerpt:
    "How Ontario investors finance self-storage: loan-to-cost, rates, lender types, what lenders review and how debt service shapes your return.",
  author: AUTHOR,
  publishedAt: "2024-10-01",
  readTime: "9 min read",
  eyebrow: "Investor guide",
  heading: "Financing a Self-Storage Facility in Ontario",
  lead: "Financing can make or break a self-storage deal. How much you can borrow, what it costs and what the lender needs from you determine your equity, your cash flow and how quickly you can close. This guide covers typical Ontario terms, the main types of lenders, what they look for, and how debt service affects your return, using a worked example.",
  heroActions: [
    { label: "Talk to Daniel", href: "/contact/" },
    { label: "Try the ROI calculator", href: "/tools/roi-calculator/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Self-storage financing at a glance",
      anchor: "at-a-glance",
      body: [
        {
          tiles: [
            { value: "60–65% LTC", label: "Typical loan size", note: "Loan-to-cost" },
            { value: "35–40%", label: "Typical equity", note: "Plus closing costs" },
            { value: "5.25–7.0%", label: "Mortgage rates", note: "Estimates; vary by lender, asset and sponsor" },
            { value: "1.71x", label: "DSCR in our worked example", note: "NOI ÷ annual debt service" },
          ],
        },
        "Self-storage is financed as commercial real estate. Lenders look first at the property's income, then at the borrower. Typical financing covers 60–65% of cost at mortgage rates of roughly 5.25–7.0%. The exact terms depend on the lender, the quality and location of the facility, its occupancy history, and the experience and financial strength of the buyer (often called the sponsor). These ranges are estimates as of 2024; verify against current data and get quotes for your specific deal.",
      ],
    },
    {
      heading: "Loan-to-cost, loan-to-value and why they differ",
      anchor: "ltc",
      tone: "muted",
      body: [
        "**Loan-to-cost (LTC)** compares the loan with your total cost: the purchase price plus, for some lenders, planned capital work such as expansion or upgrades. **Loan-to-value (LTV)** compares the loan with the appraised value. When a lender quotes 65%, ask which measure it means. The lender will usually lend against the lower of cost and appraised value.",
        "Three other terms shape your loan:",
        {
          ul: [
            "**Term:** the length of the mortgage contract before it must be renewed or refinanced. Shorter terms carry renewal risk if rates rise.",
            "**Amortization:** the period over which the loan would be fully repaid. A longer amortization lowers annual payments and improves cash flow, but you build equity more slowly.",
            "**Fixed or floating rate:** fixed rates give predictable debt service. Floating rates may start lower but expose your cash flow to rate changes.",
          ],
        },
        "Your equity covers whatever the loan does not, typically 35–40% of the cost. On top of that come closing costs: Ontario land transfer tax (plus Toronto's municipal land transfer tax for properties in the city), legal fees, lender fees, appraisal, environmental and building condition reports. HST at 13% can also apply to commercial property purchases. How it's handled depends on your registration status, so get tax advice before you sign.",
      ],
    },
    {
      heading: "Who lends on self-storage in Ontario",
      anchor: "lenders",
      body: [
        "Different lenders suit different deals. It often pays to get quotes from more than one type.",
        {
          columns: 2,
          cards: [
            {
              badge: "Banks",
              title: "Schedule I banks",
              text: "Canada's major chartered banks lend on stabilized facilities with strong borrowers. Terms are competitive, but expect full underwriting, personal guarantees in many cases, and a preference for sponsors with operating experience and an existing banking relationship.",
            },
            {
              badge: "Credit unions",
              title: "Credit unions",
              text: "Often more flexible with local owner-operators, smaller facilities and markets outside the GTA. Decisions are made locally, and they can take a practical view of an owner's experience and the community the facility serves.",
            },
            {
              badge: "Insurance companies",
              title: "Insurance-company lenders",
              text: "Life insurance companies lend on larger, well-located, stabilized properties with conservative leverage. They offer longer fixed-rate terms, but they are selective about asset quality and size and usually have prepayment restrictions.",
            },
            {
              badge: "Private and mezzanine",
              title: "Private and mezzanine lenders",
              text: "Faster and more flexible, for lease-up, repositioning, expansion or a borrower who does not fit bank criteria. Rates and fees are higher. Use them as a bridge with a clear plan to refinance into conventional debt.",
            },
          ],
        },
        {
          callout: {
            tone: "warning",
            title: "CMHC programs do not apply",
            text: "CMHC mortgage insurance programs are designed for residential housing, such as homes and rental apartment buildings. Self-storage is a commercial asset and is not financed through CMHC-insured programs. Plan for conventional commercial lending instead.",
          },
        },
      ],
    },
    {
      heading: "Vendor take-back financing in owner-operator sales",
      anchor: "vendor-take-back",
      tone: "muted",
      body: [
        "Many Ontario facilities are sold by the people who built or have run them for years. In these owner-operator sales, **vendor take-back (VTB)** financing is common: the seller lends the buyer part of the purchase price, secured by a mortgage that usually ranks behind the main lender.",
        {
          ul: [
            "**For buyers**, a VTB can close the gap between the bank loan and available equity, and it shows that the seller has confidence in the facility's income.",
            "**For sellers**, it can widen the pool of buyers, support the asking price, provide interest income and, with tax advice, help spread out the tax on the gain.",
            "**Watch the details:** the first-mortgage lender must approve any secondary financing. The VTB's rate, term, repayment and priority should be set by both parties' lawyers. The total debt has to leave enough cash flow to cover both loans.",
          ],
        },
      ],
    },
    {
      heading: "What lenders look at",
      anchor: "lender-review",
      body: [
        "Expect the lender to review the property and the borrower in detail. Having this package ready before you make an offer speeds up approval and improves the terms you're offered.",
        {
          checklist: {
            title: "Typical lender requirements",
            items: [
              "Debt service coverage ratio (DSCR): NOI divided by annual debt service, tested against the lender's minimum",
              "Occupancy history: usually several years, showing stability rather than a single strong month",
              "Trailing-12 (T-12) financials: monthly income and expense statements for the last 12 months, plus prior years",
              "Current rent roll, with unit mix, in-place rents and any discounts",
              "Sponsor experience: your track record owning or operating self-storage or similar commercial property, or your plan for third-party management",
              "Sponsor financial strength: net worth, liquidity and credit",
              "Phase I Environmental Site Assessment (ESA) and, where it recommends one, a Phase II",
              "Independent appraisal and building condition assessment",
              "Title, zoning, municipal permits and insurance",
            ],
          },
        },
        "The lender's DSCR minimum and maximum loan-to-cost together set your loan size. Whichever is more restrictive wins. A facility with thin or unverifiable income may support a smaller loan than the headline 60–65%.",
      ],
    },
    {
      heading: "How debt service shapes your return",
      anchor: "debt-service",
      tone: "muted",
      body: [
        "The worked example from our [ROI guide](/self-storage/insights/roi-guide-ontario/) shows how financing turns NOI into cash flow. A facility bought for $3,200,000 earns $241,800 of NOI. The buyer borrows 65% at 6%.",
        {
          table: {
            caption: "Financing the worked example",
            head: ["Item", "Figure"],
            rows: [
              ["Purchase price", "$3,200,000"],
              ["Loan (65% at 6%)", "$2,080,000"],
              ["Down payment", "$1,120,000"],
              ["Net operating income (NOI)", "$241,800"],
              ["Annual debt service", "$141,800"],
              ["Annual cash flow (NOI − debt service)", "$100,000"],
              ["Cash-on-cash return ($100,000 ÷ $1,120,000)", "8.9%"],
              ["DSCR ($241,800 ÷ $141,800)", "≈ 1.71x"],
            ],
            note: "Illustrative example; estimates, rounded. Debt service depends on the lender's amortization and terms. Cash-on-cash excludes closing costs.",
          },
        },
        { h3: "Reading the DSCR" },
        "A DSCR of about 1.71x means the facility earns $1.71 of NOI for every $1.00 of mortgage payments. That cushion is what lenders want to see: NOI could fall substantially before the property stopped covering its debt. In our sensitivity case of 85% occupancy, cash flow falls to $84,120 but remains positive.",
        { h3: "Where leverage helps and where it doesn't" },
        "The property yields 7.6% on its price (the cap rate), and the cash invested earns 8.9%. The gap is small because the 6% mortgage rate isn't far below the property's yield. At a higher rate or with a shorter amortization, debt service rises and the cash-on-cash return can fall below the cap rate. Leverage then works against you. At the 5.0–6.25% cap rates typical of quality assets, this happens quickly, so test every deal at the top of the rate range as well as the quote you hope to get.",
        {
          buttons: [
            { label: "Test your financing in the ROI calculator", href: "/tools/roi-calculator/" },
            { label: "Read the full ROI guide", href: "/self-storage/insights/roi-guide-ontario/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "The financing process, step by step",
      anchor: "process",
      body: [
        "Financing runs alongside your acquisition. Here is the usual sequence for an Ontario self-storage purchase:",
        {
          steps: [
            {
              label: "Step 1",
              title: "Prepare before you offer",
              text: "Assemble your personal financial statement and experience summary, decide how much equity you will commit, and speak with lenders about appetite and indicative terms.",
            },
            {
              label: "Step 2",
              title: "Underwrite the facility",
              text: "Obtain the seller's T-12, rent roll and occupancy history, then model NOI, debt service and DSCR at realistic rates. Our ROI calculator helps here.",
            },
            {
              label: "Step 3",
              title: "Make a conditional offer",
              text: "Include financing and due diligence conditions with enough time to satisfy them. Due diligence typically runs 30–60 days.",
            },
            {
              label: "Step 4",
              title: "Compare term sheets",
              text: "Submit the package to two or more lenders and compare rate, loan amount, amortization, term, fees, guarantees and prepayment terms, not just the rate.",
            },
            {
              label: "Step 5",
              title: "Complete lender due diligence",
              text: "The lender orders or reviews the appraisal, Phase I ESA and building condition report while you complete your own review of the facility.",
            },
            {
              label: "Step 6",
              title: "Commit, waive and close",
              text: "Accept the commitment letter, waive conditions once everything checks out, and let your lawyer coordinate funding and any vendor take-back documents on closing.",
            },
          ],
        },
        "For the property side of that 30–60 day window, use our [due diligence checklist](/insights/due-diligence-checklist/). To understand how lenders and buyers arrive at value, read the [valuation guide](/insights/storage-valuation-guide/).",
      ],
    },
    {
      heading: "Common financing mistakes",
      anchor: "mistakes",
      tone: "muted",
      body: [
        {
          ul: [
            "**Assuming the seller's numbers will satisfy the lender.** Lenders underwrite verified income, often with their own expense assumptions, so the loan may be smaller than you expected.",
            "**Leaving too little time for financing.** A short financing condition forces you to accept the first term sheet or risk your deposit.",
            "**Ignoring the property tax reset.** Taxes based on your purchase price can cut NOI and DSCR after closing.",
            "**Comparing rates only.** Fees, guarantees, prepayment penalties and renewal terms can matter more than a small difference in rate.",
            "**Stacking too much debt.** A VTB or mezzanine loan that closes the equity gap can leave too little cash flow if occupancy dips.",
          ],
        },
      ],
    },
    {
      heading: "Frequently asked questions",
      anchor: "faq",
      tone: "muted",
      body: [{ faqs: financingFaqs.map((item) => item._id) }],
    },
    {
      heading: "Plan your financing with us",
      anchor: "contact",
      tone: "muted",
      body: [
        "We work with buyers from first conversation to closing. We can help you structure an offer that leaves room for financing, prepare the property information lenders ask for, and evaluate whether a vendor take-back makes sense for both sides. If you're a seller, we can tell you how buyers' financing will affect the price and terms you're likely to receive.",
        {
          buttons: [
            { label: "Talk to Daniel", href: "/contact/" },
            { label: "Open the ROI calculator", href: "/tools/roi-calculator/", style: "secondary" },
            { label: "Get off-market access", href: "/off-market/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Self-Storage ROI Guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "ROI calculator", href: "/tools/roi-calculator/" },
    { label: "Self-storage valuation guide", href: "/insights/storage-valuation-guide/" },
    { label: "Due diligence checklist", href: "/insights/due-diligence-checklist/" },
    { label: "Ontario Self-Storage Market Report", href: "/self-storage/insights/ontario-storage-report/" },
    { label: "Contact us", href: "/contact/" },
  ],
  disclaimer: `This article is general information, not financial, lending, legal, tax or investment advice. Loan-to-cost ratios, mortgage rates and the worked example are estimates and illustrations as of 2024. Actual terms vary by lender, property and borrower and may not reflect current conditions, so verify them against current data. Ontario Storage Advisors is not a lender or mortgage brokerage. Consult a licensed mortgage professional, lawyer and accountant before arranging financing. Ontario Storage Advisors is a team of commercial real estate sales representatives with ${BROKERAGE}.`,
});

export const documents: SeedDocument[] = [roiGuide, marketReport, financingGuide, ...roiFaqs, ...financingFaqs];
