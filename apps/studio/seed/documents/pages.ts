import { contentPage, type SeedDocument } from "../compose.ts";

/**
 * Fixed-path pages: Buy, About, the self-storage hub, the listings (Coming Soon) page, the
 * self-storage insights index and the news page. Figures follow docs/product.md#editorial-figures and are stated as
 * estimates; the agent's contact details come from Site settings and are not repeated here.
 */

const buy = contentPage("/buy/", {
  eyebrow: "Buy self-storage",
  heading: "Buy Self-Storage in Ontario",
  lead: "Many Ontario self-storage facilities change hands without ever being publicly listed. We give qualified buyers confidential access to those opportunities under a non-disclosure agreement, then represent them from the first look to closing.",
  heroActions: [
    { label: "Join the off-market list", href: "/off-market/" },
    { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Exclusive off-market opportunity",
      anchor: "featured-deal",
      body: [
        "One of the facilities currently available to buyers in our network:",
        {
          dealTeaser: {
            badge: "Exclusive off-market",
            title: "Established self-storage facility, Southern Ontario",
            figures: [
              { value: "~$1.3M", label: "Asking price" },
              { value: "6%", label: "Cap rate" },
              { value: "NDA", label: "Required for details" },
            ],
            text: "An established, income-producing facility offered quietly to qualified buyers. The location, rent roll, operating statements and photos are released only after you sign a non-disclosure agreement. Call or e-mail to request the NDA and the information package.",
          },
        },
        "Off-market opportunities like this one go first to the members of our investor list. If this facility does not fit your criteria, join the list so you hear about the next one.",
      ],
    },
    {
      heading: "How the off-market process works",
      anchor: "process",
      tone: "muted",
      body: [
        "Every off-market purchase follows the same six steps, so you know what happens next and what is expected of you.",
        {
          steps: [
            {
              title: "Access listings",
              text: "Tell us what you are looking for, or join the off-market investor list. We send you short, anonymous summaries of facilities that match your criteria: region, size, price range and headline figures.",
            },
            {
              title: "Sign an NDA",
              text: "When an opportunity interests you, you sign a non-disclosure agreement. It protects the owner, the staff and the tenants, and it is the condition for receiving the facility's name, location and financials.",
            },
            {
              title: "Receive documentation",
              text: "We share the information package through a shared drive folder: rent roll, unit mix, occupancy history, operating statements, property tax bills, site plan and photos, as available from the owner.",
            },
            {
              title: "Consultation",
              text: "We walk through the numbers with you: revenue, expenses, net operating income, cap rate, financing assumptions and what the facility could earn under your management. Site visits are arranged discreetly.",
            },
            {
              title: "Join the investor list",
              text: "Whether or not this facility is the one, you stay on the investor list with your criteria on file, so new opportunities reach you before they reach the open market.",
            },
            {
              title: "Buyer representation",
              text: "When you are ready to make an offer, we represent you through negotiation, conditions, a due diligence period that typically runs 30–60 days, financing and closing.",
            },
          ],
        },
      ],
    },
    {
      heading: "Why buy with Daniel Mercer",
      body: [
        {
          cards: [
            {
              title: "Self-storage specialist",
              text: "Self-storage and industrial property is the whole practice. Advice starts from how facilities actually earn income: unit mix, occupancy, rates and expenses.",
            },
            {
              title: "Off-market access",
              text: "Owners who want a confidential sale come to us first, so buyers on our list see opportunities that never appear on public listing sites.",
            },
            {
              title: "Underwriting support",
              text: "We check the seller's numbers with you, build a realistic pro forma and test it against financing costs before you commit.",
            },
            {
              title: "Ontario-wide coverage",
              text: "Toronto and the GTA, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa, Niagara and smaller towns across Ontario.",
            },
            {
              title: "Representation to closing",
              text: "From the offer to the final day of due diligence, we coordinate with your lawyer, lender, inspectors and environmental consultant.",
            },
            {
              title: "Discretion",
              text: "Your criteria and your identity are shared with owners only when you agree, and every document is handled under NDA.",
            },
          ],
        },
      ],
    },
    {
      heading: "A network of qualified investors",
      anchor: "investor-network",
      tone: "muted",
      body: [
        "Our investor network ranges from first-time investors looking for a single facility to experienced groups building portfolios. Owners choose a confidential sale because they can reach these buyers without a public listing; buyers join because that is where many facilities are offered first.",
        {
          callout: {
            tone: "highlight",
            title: "Joining is free and confidential",
            text: "Tell us your target regions, facility size, budget and financing plans. We only send opportunities that match, and you can update your criteria or leave the list at any time.",
          },
        },
        {
          buttons: [
            { label: "Join the off-market list", href: "/off-market/" },
            { label: "Contact us", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "Prepare to buy",
      body: [
        "Good opportunities move quickly. Buyers who have done this groundwork can act when the right facility comes up:",
        {
          ul: [
            "**Set your criteria:** regions, facility size, price range, and whether you want a stabilized facility or a value-add project.",
            "**Talk to lenders early:** lenders typically finance 60–65% of cost, so know your equity and get a sense of terms. Read [financing a self-storage facility in Ontario](/self-storage/insights/financing-in-ontario/).",
            "**Know how facilities are valued:** see the [self-storage valuation guide](/insights/storage-valuation-guide/) and the [ROI guide for Ontario](/self-storage/insights/roi-guide-ontario/).",
            "**Run the numbers:** test cash flow, cap rate and cash-on-cash return with the [ROI calculator](/tools/roi-calculator/).",
            "**Plan your due diligence:** the [48-point due diligence checklist](/insights/due-diligence-checklist/) covers the financial, legal, physical and environmental reviews.",
          ],
        },
        { h3: "Also looking at industrial property or public listings?" },
        {
          cards: [
            {
              title: "Industrial investment property",
              text: "Warehouse, light manufacturing, flex and small-bay buildings in Toronto, the GTA, York, Peel and Durham, including buildings with self-storage conversion potential.",
              href: "/industrial/",
              linkLabel: "Explore industrial",
            },
            {
              title: "Self-storage listings",
              text: "Public listings are not live yet. See what is planned and how to get access to available facilities in the meantime.",
              href: "/self-storage/listings/",
              linkLabel: "View listings",
            },
          ],
          columns: 2,
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Off-market investor signup", href: "/off-market/" },
    { label: "Self-storage ROI guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Self-storage due diligence checklist", href: "/insights/due-diligence-checklist/" },
    { label: "Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Industrial property", href: "/industrial/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
  ],
});

const about = contentPage("/about/", {
  eyebrow: "About",
  heading: "About Daniel Mercer",
  lead: "Daniel Mercer is a Toronto-based commercial real estate sales representative who works on one thing: self-storage and industrial investment property in Ontario. He helps owners sell with confidence and helps investors buy with clear numbers.",
  heroActions: [
    { label: "Contact Daniel", href: "/contact/" },
    { label: "Request a valuation", href: "/sell/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Your self-storage and industrial specialist",
      anchor: "profile",
      body: [{ agentCard: true }],
    },
    {
      heading: "Why work with Daniel",
      anchor: "why-daniel",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Specialized in self-storage and industrial",
              text: "These two asset classes are the whole practice, not a side line. Advice and valuations start from how the properties actually earn income.",
            },
            {
              title: "Off-market access",
              text: "Our investor network lets owners sell quietly under NDA and gives buyers an early look at facilities before they reach the open market.",
            },
            {
              title: "Valuation and underwriting support",
              text: "Income-based valuations from the rent roll, occupancy and expenses, and a second set of eyes on every buyer's pro forma, financing and returns.",
            },
            {
              title: "Ontario-wide coverage",
              text: "Toronto and the GTA, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa, Niagara and smaller communities across the province.",
            },
            {
              title: "Brokerage-backed representation",
              text: "Daniel trades through his brokerage, and every engagement is set out in a written agreement, so you know whom he represents and what he will do for you.",
            },
          ],
        },
      ],
    },
    {
      heading: "How Daniel works with buyers",
      anchor: "buyers",
      body: [
        "Buying a self-storage facility or an industrial building is as much about the business as the real estate. Daniel's work with buyers follows a clear sequence:",
        {
          ol: [
            "**Criteria first.** A conversation about your goals, target regions, budget, financing and timing.",
            "**Sourcing.** Opportunities from the off-market investor list and the open market, matched to your criteria. Confidential details are released after you sign an NDA.",
            "**Underwriting.** A review of the rent roll, occupancy, expenses and capital needs, with a realistic view of net operating income, cap rate and cash-on-cash return.",
            "**Offer and negotiation.** Price, deposit, conditions and the length of due diligence, typically 30–60 days.",
            "**Due diligence and closing.** Coordination with your lawyer, lender, appraiser, inspectors and environmental consultant until the keys change hands.",
          ],
        },
        "The [buyer's page](/buy/) explains the 6-step off-market process in detail.",
      ],
    },
    {
      heading: "How Daniel works with sellers",
      anchor: "sellers",
      tone: "muted",
      body: [
        "For most owners, a facility is both a business and a major asset. Daniel's seller process is designed to get full value while protecting tenants, staff and day-to-day operations.",
        {
          steps: [
            {
              title: "Confidential conversation",
              text: "Your goals, timing, tax and estate considerations, and whether a quiet sale or a broader marketing campaign fits best.",
            },
            {
              title: "Valuation",
              text: "A market valuation based on your income, occupancy, expenses and recent comparable sales, with the assumptions explained.",
            },
            {
              title: "Preparation",
              text: "An information package buyers and lenders expect: rent roll, operating statements, unit mix, site plan and building information.",
            },
            {
              title: "Marketing to qualified buyers",
              text: "Off-market to the investor network under NDA, or on the open market, depending on your goals.",
            },
            {
              title: "Negotiation and closing",
              text: "Offers compared on price, terms and certainty, then managed through the buyer's due diligence to closing.",
            },
          ],
        },
        { buttons: [{ label: "Request a free valuation", href: "/sell/" }] },
      ],
    },
    {
      heading: "Markets and next steps",
      anchor: "markets",
      body: [
        "Daniel covers self-storage across Ontario and industrial property in Toronto and the surrounding regions. Start with the market you are interested in:",
        {
          cards: [
            {
              title: "Ontario self-storage markets",
              text: "Regional pages for Toronto, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa and Niagara.",
              href: "/self-storage/ontario/",
              linkLabel: "Compare markets",
            },
            {
              title: "Industrial property",
              text: "Toronto, the GTA, York, Peel and Durham: market overviews and investment opportunities.",
              href: "/industrial/",
              linkLabel: "Explore industrial",
            },
            {
              title: "Guides and tools",
              text: "The ROI guide, valuation guide, due diligence checklist and ROI calculator.",
              href: "/self-storage/insights/",
              linkLabel: "Read the guides",
            },
          ],
        },
        "Whether you are buying, selling or just exploring, a first conversation is free and confidential.",
        {
          buttons: [
            { label: "Contact Daniel", href: "/contact/" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
            { label: "Join the off-market list", href: "/off-market/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Buy self-storage in Ontario", href: "/buy/" },
    { label: "Sell your facility", href: "/sell/" },
    { label: "Off-market investor signup", href: "/off-market/" },
    { label: "Market news and insights", href: "/insights/" },
  ],
});

const selfStorage = contentPage("/self-storage/", {
  eyebrow: "Self-storage",
  heading: "Self-Storage Investment in Ontario",
  lead: "Everything you need to evaluate, buy or sell a self-storage facility in Ontario: available opportunities, regional market pages, investment guides and tools, and a specialist team to talk the numbers through with you.",
  heroActions: [
    { label: "See off-market deals", href: "/off-market/" },
    { label: "Compare Ontario markets", href: "/self-storage/ontario/", style: "secondary" },
    { label: "Contact us", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Start here",
      anchor: "start",
      body: [
        {
          cards: [
            {
              title: "Listings",
              text: "Public listings are coming soon. See how to access facilities that are available now.",
              href: "/self-storage/listings/",
              linkLabel: "View listings",
            },
            {
              title: "Off-market deals",
              text: "Join the investor list to receive confidential opportunities under NDA before they reach the open market.",
              href: "/off-market/",
              linkLabel: "Join the list",
            },
            {
              title: "Investment guides",
              text: "The Ontario ROI guide, the Ontario self-storage market report and a guide to financing a facility.",
              href: "/self-storage/insights/",
              linkLabel: "Read the guides",
            },
            {
              title: "Ontario markets",
              text: "Population, rents and returns for Toronto, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa and Niagara.",
              href: "/self-storage/ontario/",
              linkLabel: "Compare markets",
            },
            {
              title: "ROI calculator",
              text: "Estimate cash flow, cap rate, cash-on-cash return and projected equity for a facility you are considering.",
              href: "/tools/roi-calculator/",
              linkLabel: "Open the calculator",
            },
            {
              title: "Due diligence checklist",
              text: "A 48-point checklist covering the financial, legal, physical and environmental reviews before you buy.",
              href: "/insights/due-diligence-checklist/",
              linkLabel: "See the checklist",
            },
          ],
        },
      ],
    },
    {
      heading: "Why self-storage in Ontario",
      anchor: "why-self-storage",
      tone: "muted",
      body: [
        "Self-storage has become an established commercial real estate asset class in Canada, and Ontario, the country's most populous province, is one of its most important markets. Estimates put Ontario's supply at about **37.3M sq ft**, up **4.2M sq ft (about 11%) in three years**, and the Canadian self-storage market is forecast to reach **$4.3B by 2030**. These are estimates; verify against current data.",
        {
          tiles: [
            { value: "37.3M sq ft", label: "Self-storage space in Ontario", note: "Estimate" },
            { value: "+4.2M sq ft", label: "Added in three years (about 11%)", note: "Estimate" },
            { value: "$4.3B", label: "Canadian market forecast by 2030", note: "Estimate" },
            { value: "5.0–6.25%", label: "Cap rates, quality facilities", note: "Estimates as of 2024" },
          ],
        },
        { h3: "Steady, needs-based demand" },
        "People rent storage when life changes: a move, a renovation, a smaller home, a new family member, a business that has outgrown the garage. In Ontario's growing cities, where many households live in condominiums and apartments with little storage space, that demand is recurring rather than seasonal. Contractors, trades, small retailers and online sellers add a commercial customer base.",
        { h3: "An efficient operating model" },
        "Facilities need few staff, have no kitchens or bathrooms to maintain in each unit, and rent units on short, flexible terms. Well-run Ontario facilities typically convert about 60–65% of revenue into net operating income (estimates). Short rental terms also let operators adjust rates as the market moves.",
        { h3: "Rents differ by market" },
        "Asking rents for standard units range from about $0.80–1.30 per sq ft per month in smaller towns to $1.50–3.00 in Toronto and the GTA (estimates as of 2024; verify against current data). The [ROI guide](/self-storage/insights/roi-guide-ontario/) compares every major Ontario market.",
        {
          callout: {
            tone: "warning",
            title: "Know the risks too",
            text: "New supply, local competition, rising property taxes and financing costs can all squeeze returns. Underwrite every facility on its own trade area and operating history, not on provincial averages.",
          },
        },
      ],
    },
    {
      heading: "Ontario regional markets",
      anchor: "markets",
      body: [
        "Population, rents, occupancy and pricing differ from one region to the next. Choose a market to see its fundamentals:",
        { directory: "selfStorage" },
        "For a broader view of the Greater Toronto Area, see [GTA self-storage investment opportunities](/self-storage/ontario/gta/investment-opportunities/). If you are considering converting an industrial building to storage, our [industrial property pages](/industrial/) cover Toronto and the surrounding regions.",
      ],
    },
    {
      heading: "Buying or selling a facility",
      anchor: "buy-or-sell",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "For buyers",
              text: "Our 6-step off-market process gives qualified buyers access to facilities under NDA, with support from underwriting to closing.",
              href: "/buy/",
              linkLabel: "How buying works",
            },
            {
              title: "For sellers",
              text: "Request a free, confidential valuation based on your rent roll, occupancy and expenses, and decide whether a quiet off-market sale suits you.",
              href: "/sell/",
              linkLabel: "Request a valuation",
            },
          ],
          columns: 2,
        },
        "Not sure where to start? Call or send a message, and we will help you decide what makes sense for your situation.",
        {
          buttons: [
            { label: "Contact us", href: "/contact/" },
            { label: "Join the off-market list", href: "/off-market/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Self-storage ROI guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Ontario self-storage market report", href: "/self-storage/insights/ontario-storage-report/" },
    { label: "Self-storage valuation guide", href: "/insights/storage-valuation-guide/" },
    { label: "Financing a self-storage facility in Ontario", href: "/self-storage/insights/financing-in-ontario/" },
  ],
});

const listings = contentPage("/self-storage/listings/", {
  eyebrow: "Listings",
  heading: "Self-Storage Listings — Coming Soon",
  lead: "Public listings of Ontario self-storage facilities for sale are not live on this website yet. You can already see available facilities: join the off-market investor list, tell us what you are looking for, or, if you own a facility, ask what it is worth.",
  heroActions: [
    { label: "Join the off-market list", href: "/off-market/" },
    { label: "Contact us", href: "/contact/", style: "secondary" },
    { label: "Request a valuation", href: "/sell/", style: "secondary" },
  ],
  sections: [
    {
      heading: "What you can do now",
      anchor: "now",
      body: [
        "Public listings will appear on this page once they are live. Until then, these are the ways to get access to facilities for sale or to start a sale of your own:",
        {
          cards: [
            {
              title: "Join the off-market investor list",
              badge: "Buyers",
              text: "Receive confidential opportunities that match your criteria, under NDA, before they reach the open market.",
              href: "/off-market/",
              linkLabel: "Join the list",
            },
            {
              title: "Tell us what you are looking for",
              badge: "Buyers",
              text: "Share your target regions, facility size and budget, and we will let you know what is available now.",
              href: "/contact/",
              linkLabel: "Contact us",
            },
            {
              title: "Find out what your facility is worth",
              badge: "Owners",
              text: "Request a free, confidential valuation based on your rent roll, occupancy and expenses.",
              href: "/sell/",
              linkLabel: "Request a valuation",
            },
          ],
        },
        { h3: "What to include when you contact us" },
        {
          ul: [
            "The regions or cities you are considering, and how far from home you are willing to own.",
            "Your price range and how you plan to finance the purchase.",
            "The type of facility you want: stabilized and fully operating, value-add with room to improve, or a conversion or expansion project.",
            "Your timing, and whether you have owned self-storage or other commercial property before.",
          ],
        },
        "The clearer your criteria, the faster we can tell you whether a facility available now is a fit.",
      ],
    },
    {
      heading: "Why many facilities sell off-market",
      anchor: "off-market",
      tone: "muted",
      body: [
        "Many self-storage owners prefer not to advertise a sale. A public listing can unsettle staff, invite questions from tenants and tip off competitors. Instead, they offer the facility privately to qualified buyers who sign a non-disclosure agreement.",
        "For buyers, that means the best way to see facilities is to be on the list those owners reach first. Our 6-step off-market process takes you from an anonymous summary to full documentation and buyer representation.",
        {
          callout: {
            tone: "highlight",
            title: "Available now under NDA",
            text: "An established self-storage facility in Southern Ontario, asking about $1.3M at a 6% cap rate. Details are released after you sign an NDA.",
          },
        },
        { buttons: [{ label: "See the off-market opportunity", href: "/buy/" }] },
      ],
    },
    {
      heading: "Get ready before the right facility appears",
      anchor: "prepare",
      body: [
        "Buyers who prepare in advance can move quickly when an opportunity matches their criteria:",
        {
          ul: [
            "Read the [ROI guide for Ontario](/self-storage/insights/roi-guide-ontario/) to understand rents, occupancy, cap rates and margins by market.",
            "Check how much you can borrow in [financing a self-storage facility in Ontario](/self-storage/insights/financing-in-ontario/).",
            "Learn how facilities are priced in the [valuation guide](/insights/storage-valuation-guide/).",
            "Run your own scenarios with the [ROI calculator](/tools/roi-calculator/).",
            "Plan the 30–60 days of due diligence with the [48-point checklist](/insights/due-diligence-checklist/).",
            "Compare regions on the [Ontario market pages](/self-storage/ontario/).",
          ],
        },
      ],
    },
    {
      heading: "Thinking of selling your facility?",
      anchor: "owners",
      tone: "muted",
      body: [
        "If you own a self-storage facility in Ontario, you do not need to wait for public listings. We can value your facility confidentially and, if you decide to sell, offer it to qualified buyers without a public listing.",
        {
          buttons: [
            { label: "Request a valuation", href: "/sell/" },
            { label: "Contact us", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Buy self-storage in Ontario", href: "/buy/" },
    { label: "Off-market investor signup", href: "/off-market/" },
    { label: "Self-storage investing in Ontario", href: "/self-storage/" },
    { label: "Industrial property", href: "/industrial/" },
  ],
});

const selfStorageInsights = contentPage("/self-storage/insights/", {
  eyebrow: "Insights",
  heading: "Self-Storage Investment Guides",
  lead: "Practical guides for Ontario self-storage investors and owners: what facilities earn, how the provincial market is changing, how to finance a purchase, and how to value and inspect a facility before you buy.",
  heroActions: [
    { label: "Read the ROI guide", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Ask a question", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Ontario self-storage guides",
      anchor: "guides",
      body: [
        "Each guide is written for the Ontario market and uses figures that are estimates as of 2024. Markets move, so verify the numbers against current data before you rely on them, and ask us when you need figures for a specific facility or region.",
        {
          cards: [
            {
              title: "Self-storage ROI guide for Ontario",
              text: "Rents by market, occupancy of 88–92%, cap rates of 5.0–6.25% and NOI margins of 60–65% (estimates), with a worked example on a $3,200,000 facility.",
              href: "/self-storage/insights/roi-guide-ontario/",
              linkLabel: "Read the ROI guide",
            },
            {
              title: "Ontario self-storage market report",
              text: "Ontario has about 37.3M sq ft of self-storage, up 4.2M sq ft (about 11%) in three years (estimates). Five key insights for investors.",
              href: "/self-storage/insights/ontario-storage-report/",
              linkLabel: "Read the report",
            },
            {
              title: "Financing a self-storage facility in Ontario",
              text: "Lender types, loan-to-cost of 60–65%, mortgage rates of 5.25–7.0% (estimates) and what lenders review before they commit.",
              href: "/self-storage/insights/financing-in-ontario/",
              linkLabel: "Read the financing guide",
            },
          ],
        },
        // Guides published later (the three above are already linked, so it lists none today).
        { guides: "self-storage-insights" },
      ],
    },
    {
      heading: "Valuation, due diligence and tools",
      anchor: "tools",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Self-storage valuation guide",
              text: "How facilities are valued: the income approach, cap rates of 5.5–6.5% for GTA premium, 6.5–7.5% for secondary and 7.0–8.5% for tertiary markets (estimates), and common mistakes.",
              href: "/insights/storage-valuation-guide/",
              linkLabel: "Read the valuation guide",
            },
            {
              title: "Due diligence checklist",
              text: "A 48-point checklist for buying a facility, with the timeline for a due diligence period that typically runs 30–60 days.",
              href: "/insights/due-diligence-checklist/",
              linkLabel: "See the checklist",
            },
            {
              title: "ROI calculator",
              text: "Enter a price, income, expenses and financing to see cash flow, cap rate, cash-on-cash return and projected equity.",
              href: "/tools/roi-calculator/",
              linkLabel: "Open the calculator",
            },
          ],
        },
      ],
    },
    {
      heading: "Where to start",
      anchor: "start",
      body: [
        { h3: "New to self-storage investing" },
        "Start with the [market report](/self-storage/insights/ontario-storage-report/) for the big picture, then the [ROI guide](/self-storage/insights/roi-guide-ontario/) to see how a facility's income turns into returns. The [Ontario market pages](/self-storage/ontario/) show how regions compare.",
        { h3: "Evaluating a specific facility" },
        "Use the [valuation guide](/insights/storage-valuation-guide/) to check the asking price, the [financing guide](/self-storage/insights/financing-in-ontario/) to size the loan, and the [ROI calculator](/tools/roi-calculator/) to test the numbers. Then plan your review with the [due diligence checklist](/insights/due-diligence-checklist/).",
        { h3: "Thinking of selling" },
        "The valuation guide explains how buyers will look at your facility. For a figure based on your own rent roll and expenses, [request a free valuation](/sell/).",
      ],
    },
    {
      heading: "Market news and regional pages",
      anchor: "news",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Market news",
              text: "Market trends, investment activity, industry news and regulatory changes for self-storage and industrial investors.",
              href: "/insights/",
              linkLabel: "Read the news",
            },
            {
              title: "Ontario self-storage markets",
              text: "Regional pages for Toronto, York Region, Mississauga, Hamilton, Kitchener-Waterloo, London, Ottawa and Niagara.",
              href: "/self-storage/ontario/",
              linkLabel: "Compare markets",
            },
            {
              title: "Industrial property",
              text: "Industrial market pages for Toronto, the GTA, York, Peel and Durham, including self-storage conversion potential.",
              href: "/industrial/",
              linkLabel: "Explore industrial",
            },
          ],
        },
      ],
    },
    {
      heading: "Questions about a specific facility?",
      anchor: "contact",
      body: [
        "Guides give you the framework; a specific facility needs a specific answer. Send us the details and we will help you read the numbers, or join the investor list to see off-market opportunities under NDA.",
        {
          buttons: [
            { label: "Contact us", href: "/contact/" },
            { label: "Join the off-market list", href: "/off-market/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Self-storage investing in Ontario", href: "/self-storage/" },
    { label: "Buy self-storage in Ontario", href: "/buy/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
  ],
});

const insights = contentPage("/insights/", {
  eyebrow: "Insights",
  heading: "Self-Storage & Industrial Market Insights",
  lead: "News and analysis for investors and owners of self-storage and industrial property in Ontario: market trends, investment activity, industry news and regulatory changes, plus in-depth guides for buying, financing and valuing a facility.",
  heroActions: [
    { label: "Contact us", href: "/contact/" },
    { label: "Read the guides", href: "/self-storage/insights/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Latest market news",
      anchor: "news",
      body: [
        "Short summaries of the developments that matter to Ontario investors. Want to know what a story means for your facility or your next purchase? Choose Learn More to ask us directly.",
        { newsList: true },
      ],
    },
    {
      heading: "What we follow",
      anchor: "topics",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Market Trends",
              text: "Rents, occupancy, new supply and pricing across Ontario's self-storage and industrial markets.",
            },
            { title: "Investment", text: "Transactions, cap rates, financing conditions and where investors are putting capital to work." },
            { title: "Industry News", text: "Operators, technology, development activity and changes in how facilities are run." },
            {
              title: "Regulations",
              text: "Zoning, property tax, building and fire code, and other rules that affect what a property can earn.",
            },
          ],
          columns: 2,
        },
        "News items are summaries. Figures change quickly, so verify anything you plan to rely on against current data, or ask us for the latest comparables.",
      ],
    },
    {
      heading: "In-depth guides",
      anchor: "guides",
      body: [
        {
          cards: [
            {
              title: "Self-storage ROI guide for Ontario",
              text: "Rents, occupancy, cap rates, NOI margins and financing, with a worked ROI example and sensitivity table.",
              href: "/self-storage/insights/roi-guide-ontario/",
              linkLabel: "Read the ROI guide",
            },
            {
              title: "Ontario self-storage market report",
              text: "Supply, growth and the key insights shaping the Ontario self-storage market.",
              href: "/self-storage/insights/ontario-storage-report/",
              linkLabel: "Read the report",
            },
            {
              title: "Financing in Ontario",
              text: "How Ontario investors finance a facility: lenders, loan-to-cost, rates and what lenders review.",
              href: "/self-storage/insights/financing-in-ontario/",
              linkLabel: "Read the financing guide",
            },
            {
              title: "Self-storage valuation guide",
              text: "Cap rates, the income approach, key metrics and the mistakes that lead to overpaying or underpricing.",
              href: "/insights/storage-valuation-guide/",
              linkLabel: "Read the valuation guide",
            },
            {
              title: "Due diligence checklist",
              text: "48 points to check before you buy, from financial records to the environmental assessment.",
              href: "/insights/due-diligence-checklist/",
              linkLabel: "See the checklist",
            },
            {
              title: "ROI calculator",
              text: "Test a purchase: cash flow, cap rate, cash-on-cash return and projected equity.",
              href: "/tools/roi-calculator/",
              linkLabel: "Open the calculator",
            },
          ],
        },
        // Guides published later (the cards above link the five guides, so it lists none today).
        { guides: "insights" },
      ],
    },
    {
      heading: "Regional market pages",
      anchor: "markets",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Ontario self-storage markets",
              text: "Fundamentals, rents and returns for eight Ontario markets, from Toronto to Ottawa.",
              href: "/self-storage/ontario/",
              linkLabel: "Compare markets",
            },
            {
              title: "GTA self-storage opportunities",
              text: "Prime markets, returns and typical deal sizes across the Greater Toronto Area.",
              href: "/self-storage/ontario/gta/investment-opportunities/",
              linkLabel: "See GTA opportunities",
            },
            {
              title: "Ontario industrial market",
              text: "Industrial real estate across the province, with pages for Toronto, the GTA, York, Peel and Durham.",
              href: "/industrial/ontario/",
              linkLabel: "Read the overview",
            },
          ],
        },
      ],
    },
    {
      heading: "Talk to us about the market",
      anchor: "contact",
      body: [
        "Market data only tells part of the story. If you are weighing a purchase, a sale or a refinancing, we can explain what current conditions mean for your property, confidentially and without obligation.",
        {
          buttons: [
            { label: "Contact us", href: "/contact/" },
            { label: "Join the off-market list", href: "/off-market/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "Self-storage investment guides", href: "/self-storage/insights/" },
    { label: "Buy self-storage in Ontario", href: "/buy/" },
    { label: "Industrial property", href: "/industrial/" },
  ],
});

export const documents: SeedDocument[] = [buy, about, selfStorage, listings, selfStorageInsights, insights];
