import { contentPage, faq, selfStorageMarket } from "../compose.ts";
import type { Button, SeedDocument } from "../compose.ts";

/**
 * Ontario self-storage market pages (/self-storage/ontario/{city}/), the regional hub
 * (/self-storage/ontario/), the GTA investment opportunities page and their FAQ items.
 * Figures come from docs/product.md ("Editorial figures", "Regional facts") and are estimates.
 */

const viewListings: Button = { label: "View listings", href: "/self-storage/listings/" };
const talkToDaniel: Button = { label: "Talk to Daniel", href: "/contact/", style: "secondary" };
const estimateNote = "Estimates as of 2024; verify against current data.";

/* ------------------------------------------------------------------ Toronto */

const torontoFaqs = [
  faq(
    "faq.toronto.rental-rates",
    "What do self-storage units rent for in Toronto?",
    "Our estimates as of 2024 put Toronto and GTA standard units at $1.50–3.00 per sq ft and climate-controlled units at $2.00–3.50 per sq ft, the highest ranges in Ontario. The estimated trend is -1% as newly built facilities lease up with introductory pricing.\n\nRents vary by neighbourhood, unit size, floor level and access. Verify against current street rates and the facility's rent roll before relying on any range.",
    "Toronto",
  ),
  faq(
    "faq.toronto.cap-rates",
    "What cap rates do Toronto self-storage facilities trade at?",
    "As a benchmark, we use cap rates of 5.5–6.5% for premium GTA facilities, compared with 6.5–7.5% in secondary markets and 7.0–8.5% in tertiary markets. Buyers accept lower initial yields in Toronto for deeper rent levels, scarce land and stronger resale liquidity.\n\nThe right cap rate for a specific facility depends on occupancy, the gap between in-place and street rents, building condition and expenses. Ask us for a valuation based on the actual operating numbers.",
    "Toronto",
  ),
  faq(
    "faq.toronto.new-supply",
    "Is new supply a risk in Toronto?",
    "It can be, locally. Most new Toronto facilities are multi-storey, climate-controlled buildings, and while they lease up they often offer move-in discounts that pull down nearby street rates. That is one reason the estimated rate trend for Toronto and the GTA is -1%.\n\nBefore you buy, map every existing and proposed facility in the trade area and check how far along each one is. We include that review in our buyer representation.",
    "Toronto",
  ),
  faq(
    "faq.toronto.zoning",
    "Can any building in Toronto be converted to self-storage?",
    "No. Self-storage is generally permitted only in certain employment and commercial zones, and conversions also have to meet building code, fire separation and loading requirements. Zoning and permitted uses must be confirmed with the City of Toronto and a planning consultant or lawyer for each property.\n\nConversions of older industrial or retail buildings can work well, but land value, structural capacity and the cost of adding climate control decide whether the numbers hold up.",
    "Toronto",
  ),
  faq(
    "faq.toronto.off-market",
    "How do I find Toronto facilities that are not publicly listed?",
    "Many Toronto owners prefer a confidential sale. Join our investor network and we will contact you about facilities that match your criteria before they reach the open market. You sign an NDA, receive the documentation through a shared folder and review the deal with us.\n\nPublic listings are coming soon on our listings page.",
    "Toronto",
  ),
];

const toronto = selfStorageMarket("toronto", {
  seo: {
    title: "Toronto Self-Storage Investment Market",
    description:
      "Self-storage investment in Toronto, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Toronto self-storage", "self-storage for sale Toronto"],
  },
  name: "Toronto",
  summary:
    "Ontario's highest self-storage rents, driven by density and condo living, with scarce land and a steady pipeline of conversions and new supply.",
  metrics: [
    { value: "7+ million", label: "GTA population", note: "Estimate" },
    { value: "$1.50–3.00", label: "Standard rent per sq ft", note: "Toronto+GTA estimate, 2024" },
    { value: "$2.00–3.50", label: "Climate-controlled rent per sq ft", note: "Toronto+GTA estimate, 2024" },
    { value: "-1%", label: "Rental rate trend", note: "Estimate, as new supply leases up" },
  ],
  geo: { latitude: 43.6532, longitude: -79.3832 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Toronto, Ontario",
  lead: "Toronto is the deepest and most expensive self-storage market in Ontario. Dense neighbourhoods, small condo suites and constant household moves keep demand high, while scarce land and costly construction limit how quickly new facilities can open. Here is what owners and investors should know before buying or selling a facility in the city.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "Toronto self-storage at a glance",
      anchor: "overview",
      body: [
        "Toronto anchors a Greater Toronto Area of **7+ million people** and commands the highest self-storage rents in the province. Our estimates as of 2024 put standard units at **$1.50–3.00 per sq ft** and climate-controlled units at **$2.00–3.50 per sq ft**, the top of every Ontario range we track.",
        "The city's estimated rate trend is **-1%**. That is not a sign of weak demand: it reflects newly built, climate-controlled facilities offering introductory pricing while they lease up. Established facilities with loyal tenants and a good location usually hold their in-place rents far better than the street-rate headline suggests.",
        {
          table: {
            caption: "Self-storage rental rates per sq ft: Toronto compared with other Ontario markets",
            head: ["Market", "Standard", "Climate-controlled", "Trend"],
            rows: [
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
              ["Ottawa", "$1.20–2.20", "$1.60–2.80", "Stable"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["London", "$0.90–1.60", "$1.30–2.00", "Stable"],
            ],
            note: estimateNote,
          },
        },
        "For investors, Toronto offers rent depth, land value and liquidity. For owners, it means a large pool of buyers, including institutions and private investors who are willing to pay a premium for well-located facilities.",
      ],
    },
    {
      heading: "What drives storage demand in Toronto",
      tone: "muted",
      body: [
        { h3: "Density and condo living" },
        "Much of Toronto's recent housing growth has been in condominium towers, where suites are compact and storage lockers are small or sold separately. Residents store seasonal items, sports equipment, furniture between moves and business inventory off-site, often in climate-controlled units close to home. Facilities within a short drive of dense residential corridors benefit most.",
        { h3: "Life events and mobility" },
        "Storage demand follows life events: moves, renovations, downsizing, separations, estates and relocations. A large, mobile population with many renters, newcomers and students generates a steady flow of these events every month, which supports occupancy through economic cycles.",
        { h3: "Small businesses and e-commerce" },
        "Contractors, trades, online sellers and professional offices use storage units as flexible, low-cost space for tools, stock, files and equipment. Business tenants tend to stay longer and rent larger units, which adds stability to the rent roll.",
        {
          ul: [
            "Condo residents needing space their suites do not provide",
            "Households between homes, renovating or downsizing",
            "Students and newcomers with short-term needs",
            "Small businesses storing stock, tools and records",
          ],
        },
      ],
    },
    {
      heading: "Supply: land scarcity and conversions",
      body: [
        "Building new storage in Toronto is difficult. Serviced land is expensive, self-storage competes with industrial and residential users for the same sites, and the use is generally limited to certain employment and commercial zones. As a result, most new supply is either multi-storey purpose-built facilities on small footprints or conversions of older industrial, warehouse and retail buildings.",
        "Conversions can be attractive: they reuse an existing structure, can sometimes open faster than ground-up construction and often sit close to dense neighbourhoods. They also carry specific risks, including floor-load capacity, fire separation, sprinklers, elevators, loading access and the cost of adding climate control.",
        {
          callout: {
            tone: "warning",
            title: "Check the pipeline before you buy",
            text: "A single new facility opening nearby can slow rent growth at an existing one while it leases up. Map every existing, approved and proposed facility in the trade area and factor the lease-up period into your projections.",
          },
        },
        "Because land is so scarce, a well-located facility also carries long-term land value. Many buyers weigh that when they accept a lower initial yield.",
      ],
    },
    {
      heading: "Returns and pricing in Toronto",
      tone: "muted",
      body: [
        "Toronto facilities usually trade at the lowest cap rates in Ontario. Our benchmark for premium GTA facilities is **5.5–6.5%**, compared with **6.5–7.5%** in secondary markets and **7.0–8.5%** in tertiary markets. These are estimates and vary with the age, size and performance of each facility.",
        "The numbers that move a Toronto valuation most:",
        {
          ul: [
            "Occupancy and how long it has been stable",
            "The gap between in-place rents and current street rates",
            "The share of climate-controlled space and unit mix",
            "Operating expenses, typically 35–45% of gross income, with property taxes a large line in the city",
            "Building condition, access, security and visibility",
            "Competing supply in the trade area",
          ],
        },
        "Model a specific deal with our [ROI calculator](/tools/roi-calculator/), read the [self-storage ROI guide for Ontario](/self-storage/insights/roi-guide-ontario/) or learn how appraisers and buyers price facilities in the [storage valuation guide](/insights/storage-valuation-guide/).",
      ],
    },
    {
      heading: "Investment strategies in Toronto",
      body: [
        {
          cards: [
            {
              title: "Stabilized acquisition",
              text: "Buy an established facility with steady occupancy and predictable income. Lower risk and lower initial yield, with returns driven by rent growth and land value.",
            },
            {
              title: "Value-add",
              text: "Target facilities with below-market rents, dated management or unused space. Upside comes from repricing, better marketing, added climate control or new revenue lines such as truck rental.",
            },
            {
              title: "Conversion",
              text: "Repurpose an older industrial or retail building in a permitted zone. Higher execution risk, but often closer to dense neighbourhoods than new sites can be.",
            },
          ],
        },
        "Whichever route you choose, the best Toronto opportunities rarely stay public for long. Buyers in our investor network hear about facilities first, under NDA, and due diligence on a Toronto acquisition typically takes **30–60 days**. Use our [due diligence checklist](/insights/due-diligence-checklist/) to prepare.",
        {
          buttons: [
            { label: "Join the investor network", href: "/off-market/" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "Selling a Toronto facility",
      tone: "muted",
      body: [
        "If you own a facility in Toronto, buyer demand is deep, but buyers price carefully. A clear financial package, realistic rent projections and a confidential process protect your value and your tenants while a sale is negotiated.",
        {
          ul: [
            "Prepare trailing twelve-month income and expense statements",
            "Export a current rent roll with move-in dates and rates",
            "List capital work completed and planned",
            "Gather zoning, permits, surveys and environmental reports",
          ],
        },
        "Daniel can give you a free, confidential valuation based on your actual numbers and explain how a quiet, off-market sale would work for your facility.",
        {
          buttons: [
            { label: "Request a valuation", href: "/sell/" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: torontoFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "York Region self-storage market", href: "/self-storage/ontario/york-region/" },
    { label: "Mississauga self-storage market", href: "/self-storage/ontario/mississauga/" },
    { label: "Hamilton self-storage market", href: "/self-storage/ontario/hamilton/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Toronto industrial market", href: "/industrial/ontario/toronto/" },
  ],
});

/* -------------------------------------------------------------- York Region */

const yorkFaqs = [
  faq(
    "faq.york-region.demand",
    "What drives self-storage demand in York Region?",
    "Mostly households. York Region has grown through new subdivisions and, more recently, condominium and townhouse communities around transit hubs. Families moving into new homes, downsizing, renovating or waiting for a closing date all need short- or long-term storage. Contractors and small businesses along the Highway 400 and 404 corridors add commercial demand.",
    "York Region",
  ),
  faq(
    "faq.york-region.rental-rates",
    "What are self-storage rental rates in York Region?",
    "We track York Region within our Toronto and GTA estimates: $1.50–3.00 per sq ft for standard units and $2.00–3.50 per sq ft for climate-controlled units, with an estimated trend of -1% as new supply leases up (estimates as of 2024).\n\nRates differ noticeably between southern municipalities such as Vaughan, Markham and Richmond Hill and the northern towns, so always compare against the street rates of nearby facilities.",
    "York Region",
  ),
  faq(
    "faq.york-region.best-municipalities",
    "Which York Region municipalities are best for a storage investment?",
    "There is no single answer. Vaughan and Markham offer the deepest population and business demand, Richmond Hill combines dense housing with limited land, and Newmarket and Aurora serve growing family communities further north. The right choice depends on your budget, target yield and tolerance for lease-up or development risk.\n\nWe can compare specific sites and facilities for you.",
    "York Region",
  ),
  faq(
    "faq.york-region.cap-rates",
    "What cap rates should I expect in York Region?",
    "As a benchmark, premium GTA facilities trade at estimated cap rates of 5.5–6.5%. Well-located, stabilized York Region facilities generally fall in the GTA range; facilities with lower occupancy, older buildings or more competition can trade at higher cap rates. Every valuation should start from the facility's own income and expenses.",
    "York Region",
  ),
  faq(
    "faq.york-region.development",
    "Is it easier to build new storage in York Region than in Toronto?",
    "Sites are generally larger and easier to find than in the City of Toronto, but land is still expensive, and each municipality sets its own zoning, site plan and development charge requirements. Confirm permitted uses and approval timelines with the municipality and a planning professional before you commit to a site.",
    "York Region",
  ),
];

const yorkRegion = selfStorageMarket("york-region", {
  seo: {
    title: "York Region Self-Storage Investment Market",
    description:
      "Self-storage investment in York Region, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["York Region self-storage", "self-storage for sale York Region"],
  },
  name: "York Region",
  summary:
    "Fast-growing suburban municipalities along the Highway 400 and 404 corridors, where new housing and family households drive steady storage demand.",
  metrics: [
    { value: "7+ million", label: "GTA population", note: "Estimate; York Region is part of the GTA" },
    { value: "$1.50–3.00", label: "Standard rent per sq ft", note: "Toronto+GTA estimate, 2024" },
    { value: "$2.00–3.50", label: "Climate-controlled rent per sq ft", note: "Toronto+GTA estimate, 2024" },
    { value: "5.5–6.5%", label: "GTA cap rate benchmark", note: "Estimate for premium facilities" },
  ],
  geo: { latitude: 43.95, longitude: -79.45 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in York Region, Ontario",
  lead: "York Region stretches north from Toronto through Vaughan, Markham, Richmond Hill, Newmarket and Aurora. New housing, young families and business parks along the Highway 400 and 404 corridors create steady demand for storage, and the region offers more room to grow than the city core. Here is how the market works for investors and owners.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "York Region self-storage overview",
      anchor: "overview",
      body: [
        "York Region is one of the fastest-growing parts of the Greater Toronto Area, a region of **7+ million people**. Its self-storage market shares the GTA's strong rent levels, estimated at **$1.50–3.00 per sq ft** for standard units and **$2.00–3.50 per sq ft** for climate-controlled units as of 2024, while offering larger sites and a more suburban customer base than the City of Toronto.",
        "Demand here is driven mostly by households: families moving into new homes, people downsizing, renovating or between closings, and residents of newer townhouse and condominium communities with little built-in storage. Trades, contractors and small businesses add commercial tenants, particularly near the highway corridors.",
        "For investors, the result is a market with GTA-level rents, a broad customer base and room for new development, balanced against rising land costs and new supply in some submarkets.",
      ],
    },
    {
      heading: "Key municipalities",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Vaughan",
              text: "A major employment and logistics centre along Highway 400 and Highway 407, with a growing high-density core around the Vaughan Metropolitan Centre subway station. Strong business and household demand.",
            },
            {
              title: "Markham",
              text: "A large, diverse city along Highway 404 and Highway 407 with established neighbourhoods, new communities in the north and east, and a strong base of technology and professional employers.",
            },
            {
              title: "Richmond Hill",
              text: "Dense residential neighbourhoods along the Yonge Street corridor and Highway 404, with limited land for new facilities and steady demand from families and condominium residents.",
            },
            {
              title: "Newmarket",
              text: "The region's administrative centre along Yonge Street and Highway 404, serving established neighbourhoods and surrounding communities to the north.",
            },
            {
              title: "Aurora",
              text: "A family-oriented town between Richmond Hill and Newmarket with newer subdivisions and a customer base that values convenient, secure, drive-up access.",
            },
            {
              title: "Northern York Region",
              text: "East Gwillimbury, Georgina, King and Whitchurch-Stouffville, where new housing, rural properties and recreational owners create demand for vehicle, boat and RV storage.",
            },
          ],
        },
      ],
    },
    {
      heading: "The Highway 400 and 404 corridors",
      body: [
        "York Region's two north–south highways shape where storage works best. The **Highway 400 corridor** through Vaughan and King serves a large concentration of industrial, logistics and contractor businesses, along with the new communities that have grown around them. The **Highway 404 corridor** through Markham, Richmond Hill, Aurora and Newmarket serves dense suburban neighbourhoods and business parks.",
        "**Highway 407** crosses the south of the region and links both corridors to Peel and Durham. Facilities with easy highway access and visible frontage can draw customers from a wider trade area, which matters in suburban markets where customers drive to their unit.",
        "The same corridors are also where much of the region's industrial land is found. If you are weighing storage against other light industrial uses, see our [York Region industrial market](/industrial/ontario/york-region/) page.",
      ],
    },
    {
      heading: "Why invest in York Region self-storage",
      tone: "muted",
      body: [
        {
          ul: [
            "**New housing and family demand:** new subdivisions and intensification around transit hubs bring a steady flow of moves, renovations and households with more possessions than space.",
            "**GTA-level rents:** rental rates share the Toronto+GTA range, the highest in Ontario.",
            "**Larger sites:** compared with the City of Toronto, sites for single-storey drive-up or mixed formats are easier to find.",
            "**Commercial tenants:** contractors, trades and online sellers near the highway corridors rent larger units and stay longer.",
            "**Liquidity:** GTA facilities attract a wide pool of private and institutional buyers when it is time to sell.",
          ],
        },
        "The risks are real too: land prices are high, development charges and approvals add cost and time, and new facilities in some submarkets are still leasing up. The estimated rate trend for Toronto and the GTA is **-1%** as that supply is absorbed.",
      ],
    },
    {
      heading: "Buying or selling in York Region",
      body: [
        "Good York Region facilities are often sold quietly. Our investor network receives off-market opportunities first, under NDA, and Daniel reviews each deal with you: rent roll, expenses, competing supply and the site's zoning. Due diligence typically takes **30–60 days**.",
        "If you own a facility in Vaughan, Markham, Richmond Hill, Newmarket, Aurora or elsewhere in the region, ask for a free, confidential valuation based on your actual operating numbers.",
        {
          buttons: [
            { label: "Join the investor network", href: "/off-market/" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: yorkFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "Mississauga self-storage market", href: "/self-storage/ontario/mississauga/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "York Region industrial market", href: "/industrial/ontario/york-region/" },
  ],
});

/* ------------------------------------------------------------------- London */

const londonFaqs = [
  faq(
    "faq.london.rental-rates",
    "What are self-storage rental rates in London, Ontario?",
    "Our estimates as of 2024 put London standard units at $0.90–1.60 per sq ft and climate-controlled units at $1.30–2.00 per sq ft, with a stable trend. Rates are lower than in the GTA, but so are land and purchase prices.\n\nCheck the street rates of competing facilities near any property you are considering; rates vary between the north end, the south end near Highway 401 and the older central neighbourhoods.",
    "London",
  ),
  faq(
    "faq.london.why-invest",
    "Why consider London instead of the GTA?",
    "London offers a lower entry price, a metro population of about 430,000 and steady demand from students, health care and education employers, and households moving from more expensive markets. Rents are lower than in Toronto, but acquisition costs are lower too, and many investors find the yield better suits their goals.",
    "London",
  ),
  faq(
    "faq.london.students",
    "How much do students affect storage demand in London?",
    "Western University and Fanshawe College bring a large student population, and students need storage at the end of each academic year and between leases. This demand is seasonal: it peaks in late spring and late summer. Facilities near campus and student housing can benefit, but they should not depend on students alone.",
    "London",
  ),
  faq(
    "faq.london.cap-rates",
    "What cap rates do London storage facilities sell at?",
    "As provincial benchmarks, we use estimated cap rates of 5.5–6.5% for premium GTA facilities, 6.5–7.5% for secondary markets and 7.0–8.5% for tertiary markets. Where a London facility falls depends on its size, occupancy, building quality and how its rents compare with the market. Ask us for a valuation based on the facility's actual numbers.",
    "London",
  ),
];

const london = selfStorageMarket("london", {
  seo: {
    title: "London Self-Storage Investment Market",
    description:
      "Self-storage investment in London, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["London self-storage", "self-storage for sale London"],
  },
  name: "London",
  summary:
    "A stable Southwestern Ontario market with lower entry prices, steady rents and demand from students, health care, education and households moving from the GTA.",
  metrics: [
    { value: "430,000", label: "Metro population", note: "Estimate" },
    { value: "$0.90–1.60", label: "Standard rent per sq ft", note: "Estimate, 2024" },
    { value: "$1.30–2.00", label: "Climate-controlled rent per sq ft", note: "Estimate, 2024" },
    { value: "Stable", label: "Rental rate trend", note: "Estimate" },
  ],
  geo: { latitude: 42.9849, longitude: -81.2453 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in London, Ontario",
  lead: "London is Southwestern Ontario's largest city and a steady, affordable self-storage market. With a metro population of about 430,000, two large post-secondary institutions and stable rents, it suits investors who want yield and predictability rather than GTA pricing. Here is what shapes the market.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "London self-storage overview",
      anchor: "overview",
      body: [
        "London has a metro population of **430,000** (estimate) and serves as the regional centre for a large part of Southwestern Ontario. Its self-storage market is smaller and less expensive than the GTA, with estimated rents of **$0.90–1.60 per sq ft** for standard units and **$1.30–2.00 per sq ft** for climate-controlled units as of 2024, and a **stable** trend.",
        "Stable is the key word. London has not seen the swings in street rates that new supply can cause in larger markets, and demand comes from a broad mix of households, students and businesses. For investors, that means returns are driven by sound operations and sensible purchase prices rather than by rapid rent growth.",
        "Acquisition prices are also well below those in Toronto, which lets smaller investors and first-time buyers own a complete facility and gives experienced operators room to add value.",
      ],
    },
    {
      heading: "Why London",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Affordable entry",
              text: "Lower land and purchase prices than the GTA mean a smaller equity cheque for a complete, operating facility, and more room for value-add improvements.",
            },
            {
              title: "Students and institutions",
              text: "Western University and Fanshawe College create recurring demand at the end of each term, while hospitals and education employers provide stable local employment.",
            },
            {
              title: "Households moving in",
              text: "Buyers and renters priced out of the GTA continue to look at London. Each move, downsizing or renovation is a potential storage rental.",
            },
            {
              title: "Highway 401 and 402 access",
              text: "London sits where Highway 401 and Highway 402 meet, linking it to Toronto, Windsor and the Sarnia border crossing. Logistics and light industrial businesses along these routes rent storage too.",
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      heading: "Market characteristics",
      body: [
        { h3: "Rents and trend" },
        {
          table: {
            caption: "London rental rates per sq ft compared with other Ontario markets",
            head: ["Market", "Standard", "Climate-controlled", "Trend"],
            rows: [
              ["London", "$0.90–1.60", "$1.30–2.00", "Stable"],
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
            ],
            note: estimateNote,
          },
        },
        { h3: "Facility types" },
        "London's stock includes many single-storey, drive-up facilities on larger lots, as well as newer buildings with climate-controlled interior units. Drive-up units suit contractors, vehicle and household storage; climate-controlled space appeals to customers storing furniture, documents and valuables and commands higher rents.",
        { h3: "Seasonality" },
        "Student move-outs in spring and move-ins in late summer create predictable peaks. Summer is also the busiest season for household moves. Good operators price and market for these cycles and fill the quieter winter months with business and vehicle storage.",
        { h3: "Ownership" },
        "Secondary markets such as London have many independently owned facilities. That creates opportunities for buyers who can modernize pricing, add online rentals and improve security, and it means owners who plan ahead can attract serious buyers when they decide to sell.",
      ],
    },
    {
      heading: "What to check before buying in London",
      tone: "muted",
      body: [
        {
          ul: [
            "Occupancy over at least the last two to three years, by unit size",
            "In-place rents against current street rates at nearby competitors",
            "How much of the rent roll depends on students and how it changes by season",
            "Building condition, roofs, paving, doors and security systems",
            "Zoning and any room to add units or climate-controlled space",
            "Property taxes, utilities, snow removal and other operating costs",
          ],
        },
        "Our [due diligence checklist](/insights/due-diligence-checklist/) covers 48 checkpoints, and the [ROI guide for Ontario](/self-storage/insights/roi-guide-ontario/) walks through a full return calculation. Due diligence typically takes **30–60 days**.",
      ],
    },
    {
      heading: "Buy or sell a London facility",
      body: [
        "Whether you are looking for your first facility or planning an exit, Daniel can help you price, find and negotiate a deal. Buyers can join our investor network to hear about off-market facilities first; owners can request a free, confidential valuation.",
        {
          buttons: [
            { label: "View listings", href: "/self-storage/listings/" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: londonFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Self-storage listings", href: "/self-storage/listings/" },
    { label: "Contact Daniel", href: "/contact/" },
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "York Region self-storage market", href: "/self-storage/ontario/york-region/" },
    { label: "Kitchener-Waterloo self-storage market", href: "/self-storage/ontario/kitchener-waterloo/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
  ],
});

/* ----------------------------------------------------------------- Hamilton */

const hamiltonFaqs = [
  faq(
    "faq.hamilton.returns",
    "What returns can a Hamilton self-storage facility deliver?",
    "Our estimate for Hamilton is an ROI of 8–12%, depending on the purchase price, financing, occupancy and how well the facility is run. That compares with estimated returns of 6–10% in the GTA, where entry prices are higher.\n\nThese are estimates, not guarantees. Run your own numbers with the ROI calculator and review them with us before you make an offer.",
    "Hamilton",
  ),
  faq(
    "faq.hamilton.cap-rates",
    "What cap rates do Hamilton storage facilities trade at?",
    "We do not publish a single Hamilton cap rate, because it varies widely by facility. As provincial benchmarks, we use estimated cap rates of 5.5–6.5% for premium GTA facilities, 6.5–7.5% for secondary markets and 7.0–8.5% for tertiary markets.\n\nWhere a Hamilton facility falls depends on its location, size, occupancy, building quality and the gap between in-place and street rents. Ask for a valuation based on the facility's actual income and expenses.",
    "Hamilton",
  ),
  faq(
    "faq.hamilton.occupancy",
    "What occupancy do Hamilton facilities achieve?",
    "We estimate occupancy in Hamilton at 85–90%. Well-located facilities with good access and management often run at the top of that range; newer facilities in lease-up and older facilities with deferred maintenance can sit below it.\n\nAlways look at occupancy over several years and by unit size, not just a single month.",
    "Hamilton",
  ),
  faq(
    "faq.hamilton.deal-size",
    "How much does it cost to buy a self-storage facility in Hamilton?",
    "Hamilton deals typically range from $1.5M to $15M+, from small drive-up facilities to large multi-storey, climate-controlled buildings. We estimate entry costs at 30–40% below comparable Toronto facilities.\n\nLenders generally expect a meaningful down payment on self-storage, so plan your equity and financing early.",
    "Hamilton",
  ),
  faq(
    "faq.hamilton.vs-toronto",
    "Should I invest in Hamilton or Toronto?",
    "It depends on your goals. Toronto offers the highest rents in Ontario and strong liquidity but lower initial yields and a higher entry price. Hamilton offers entry costs an estimated 30–40% below Toronto, estimated returns of 8–12% and a growing population, with lower rents (estimated at $1.00–2.00 per sq ft standard and $1.40–2.60 climate-controlled as of 2024).\n\nMany investors own in both. We can compare specific opportunities side by side.",
    "Hamilton",
  ),
  faq(
    "faq.hamilton.off-market",
    "Are there off-market self-storage deals in Hamilton?",
    "Yes. Many Hamilton owners prefer to sell confidentially. Members of our investor network hear about these facilities first: you sign an NDA, receive the documents through a shared folder and review the opportunity with Daniel before it reaches the open market.",
    "Hamilton",
  ),
];

const hamilton = selfStorageMarket("hamilton", {
  seo: {
    title: "Hamilton Self-Storage Investment Market",
    description:
      "Self-storage investment in Hamilton, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Hamilton self-storage", "self-storage for sale Hamilton"],
  },
  name: "Hamilton",
  summary: "A growing city with entry costs an estimated 30–40% below Toronto, occupancy of 85–90% and estimated returns of 8–12%.",
  metrics: [
    { value: "580,000+", label: "Population", note: "Estimate; growing 1.2% a year" },
    { value: "85–90%", label: "Typical occupancy", note: "Estimate" },
    { value: "8–12%", label: "Estimated ROI", note: "Estimate; not guaranteed" },
    { value: "30–40%", label: "Lower entry cost than Toronto", note: "Estimate" },
  ],
  geo: { latitude: 43.2557, longitude: -79.8711 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Hamilton, Ontario",
  lead: "Hamilton combines a growing population, solid occupancy and entry prices well below Toronto's, all within easy reach of the GTA. For investors looking for stronger yields without leaving the Golden Horseshoe, it is one of Ontario's most interesting self-storage markets. Here are the fundamentals.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "Hamilton self-storage overview",
      anchor: "overview",
      body: [
        "Hamilton has a population of **580,000+** and is growing by an estimated **1.2% a year**. Households continue to move in from Toronto and Halton in search of more affordable housing, the downtown and lower city are seeing new residential construction, and suburban communities such as Stoney Creek, Ancaster, Waterdown and Binbrook keep expanding.",
        "Each of those trends creates storage demand: people moving, downsizing, renovating or living in smaller units. At the same time, buying a facility in Hamilton costs an estimated **30–40% less** than a comparable one in Toronto. That combination is why we estimate returns of **8–12%** for well-bought Hamilton facilities.",
        "Hamilton is also close enough to the GTA to attract a wide pool of buyers when an owner decides to sell, which supports liquidity.",
      ],
    },
    {
      heading: "Market fundamentals",
      tone: "muted",
      anchor: "fundamentals",
      body: [
        {
          table: {
            caption: "Hamilton self-storage market fundamentals",
            head: ["Measure", "Hamilton estimate"],
            rows: [
              ["Population", "580,000+"],
              ["Annual population growth", "1.2%"],
              ["Typical occupancy", "85–90%"],
              ["Estimated ROI", "8–12%"],
              ["Entry cost compared with Toronto", "30–40% below"],
              ["Typical deal size", "$1.5M to $15M+"],
              ["Standard rent per sq ft", "$1.00–2.00"],
              ["Climate-controlled rent per sq ft", "$1.40–2.60"],
              ["Rental rate trend", "-0.5%"],
            ],
            note: estimateNote,
          },
        },
        "The slight **-0.5%** rental rate trend reflects new facilities leasing up in parts of the city, not a fall in demand. Facilities with strong locations and good operations have generally held their rents; those facing a new competitor nearby may need to offer move-in promotions for a period.",
        "Deal sizes range widely, from **$1.5M** for smaller drive-up facilities to **$15M+** for large, climate-controlled buildings, so Hamilton suits both first-time buyers and established investors.",
      ],
    },
    {
      heading: "Why invest in Hamilton",
      body: [
        {
          cards: [
            {
              title: "Lower entry cost",
              text: "An estimated 30–40% below Toronto, so the same equity buys a larger or better-located facility, or leaves room for improvements.",
            },
            {
              title: "Population growth",
              text: "580,000+ residents and about 1.2% annual growth, fuelled by households moving from the GTA and new housing across the city.",
            },
            {
              title: "Healthy occupancy",
              text: "Estimated at 85–90%, with room for well-managed facilities to outperform through pricing, marketing and customer service.",
            },
            {
              title: "Stronger yields",
              text: "Estimated returns of 8–12%, compared with estimates of 6–10% in the GTA, where entry prices are higher.",
            },
            {
              title: "Transport links",
              text: "The QEW, Highway 403, the Lincoln M. Alexander and Red Hill Valley parkways and GO Transit connect Hamilton to the GTA and Niagara.",
            },
            {
              title: "Diverse economy",
              text: "Health care, education, the port, manufacturing and logistics employ a broad base of residents, and McMaster University and Mohawk College add student demand.",
            },
          ],
        },
      ],
    },
    {
      heading: "Where demand concentrates",
      tone: "muted",
      body: [
        { h3: "Lower city and downtown" },
        "Older housing, apartments and new residential towers with limited storage. Climate-controlled units close to home are in demand, but land for new facilities is scarce.",
        { h3: "The Mountain" },
        "Large, established residential neighbourhoods above the escarpment with good parkway access. Many customers here are families and homeowners renovating or downsizing.",
        { h3: "Stoney Creek, Ancaster, Dundas and Waterdown" },
        "Growing suburban communities with new subdivisions and townhouses. Drive-up units, vehicle storage and convenient highway access matter most.",
        { h3: "Industrial corridors" },
        "Areas near the port, the QEW and the airport employment lands serve contractors and small businesses, which tend to rent larger units for longer.",
      ],
    },
    {
      heading: "Risks to underwrite",
      body: [
        {
          ul: [
            "New facilities in lease-up near the property, and their effect on street rates",
            "Deferred maintenance on older buildings: roofs, paving, doors and security",
            "Property taxes and utilities, which weigh more heavily when rents are lower than in Toronto",
            "Zoning for any expansion or conversion, confirmed with the City of Hamilton",
            "Financing terms and interest rates, which can change a deal's cash flow quickly",
          ],
        },
        "Our [due diligence checklist](/insights/due-diligence-checklist/) lists 48 checkpoints, and due diligence on a Hamilton facility typically takes **30–60 days**. Model the numbers with the [ROI calculator](/tools/roi-calculator/) before you make an offer.",
      ],
    },
    {
      heading: "Buy or sell in Hamilton",
      tone: "muted",
      body: [
        "Daniel works with buyers looking for their first or next Hamilton facility and with owners deciding whether now is the right time to sell. Buyers can join our investor network to see off-market deals first. Owners can request a free, confidential valuation.",
        {
          buttons: [
            { label: "View listings", href: "/self-storage/listings/" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: hamiltonFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Self-storage listings", href: "/self-storage/listings/" },
    { label: "Contact Daniel", href: "/contact/" },
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "London self-storage market", href: "/self-storage/ontario/london/" },
    { label: "Niagara self-storage market", href: "/self-storage/ontario/niagara/" },
    { label: "Ontario self-storage markets overview", href: "/self-storage/ontario/" },
  ],
});

/* ------------------------------------------------------------------- Ottawa */

const ottawaFaqs = [
  faq(
    "faq.ottawa.rental-rates",
    "What are self-storage rental rates in Ottawa?",
    "Our estimates as of 2024 put Ottawa standard units at $1.20–2.20 per sq ft and climate-controlled units at $1.60–2.80 per sq ft, with a stable trend. That makes Ottawa the strongest-priced Ontario market outside the GTA in our tracking.\n\nRates differ between central neighbourhoods and the suburbs, so compare any facility with its nearest competitors.",
    "Ottawa",
  ),
  faq(
    "faq.ottawa.government",
    "How does government employment affect storage demand in Ottawa?",
    "The federal public service is Ottawa's largest employer, and it makes the local economy less sensitive to downturns than cities that rely on a single industry. Stable incomes support steady occupancy and fewer defaults. Postings and relocations of public servants and Canadian Armed Forces members also create regular short-term storage needs.",
    "Ottawa",
  ),
  faq(
    "faq.ottawa.growth",
    "Is Ottawa's population growing?",
    "Yes. Ottawa has a population of 1.4+ million and is growing by an estimated 1–2% a year, with most new housing in suburban communities such as Barrhaven, Kanata, Orléans and Riverside South. New households in these areas are a core source of storage demand.",
    "Ottawa",
  ),
  faq(
    "faq.ottawa.climate",
    "Does Ottawa's climate matter for a storage facility?",
    "Yes, in two ways. Cold winters increase demand for climate-controlled units and for seasonal storage of vehicles, boats, RVs and outdoor equipment. They also raise operating costs: snow removal, heating and roof and paving maintenance should be budgeted carefully when you underwrite a facility.",
    "Ottawa",
  ),
  faq(
    "faq.ottawa.gatineau",
    "Should I consider facilities across the river in Gatineau?",
    "Gatineau is part of the same metropolitan area but is in Quebec, with different legislation, taxes, language requirements and brokerage rules. Our practice covers Ontario, so we focus on the Ontario side of the region; if you are considering a Quebec property, work with professionals licensed there.",
    "Ottawa",
  ),
];

const ottawa = selfStorageMarket("ottawa", {
  seo: {
    title: "Ottawa Self-Storage Investment Market",
    description:
      "Self-storage investment in Ottawa, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Ottawa self-storage", "self-storage for sale Ottawa"],
  },
  name: "Ottawa",
  summary: "A 1.4+ million capital region with stable rents, steady growth and the economic stability of federal government employment.",
  metrics: [
    { value: "1.4+ million", label: "Population", note: "Estimate" },
    { value: "1–2%", label: "Annual population growth", note: "Estimate" },
    { value: "$1.20–2.20", label: "Standard rent per sq ft", note: "Estimate, 2024; trend stable" },
    { value: "$1.60–2.80", label: "Climate-controlled rent per sq ft", note: "Estimate, 2024; trend stable" },
  ],
  geo: { latitude: 45.4215, longitude: -75.6972 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Ottawa, Ontario",
  lead: "Canada's capital is one of Ontario's most stable self-storage markets. A population of 1.4+ million, steady growth, government employment and cold winters that push demand for climate-controlled and vehicle storage all support occupancy. Here is what investors and owners should know.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "Ottawa self-storage overview",
      anchor: "overview",
      body: [
        "Ottawa has a population of **1.4+ million** and grows by an estimated **1–2% a year**. It is Ontario's second-largest urban market after the GTA, and its self-storage rents reflect that: standard units at an estimated **$1.20–2.20 per sq ft** and climate-controlled units at **$1.60–2.80 per sq ft** as of 2024, with a **stable** trend.",
        "What sets Ottawa apart is stability. Federal government employment anchors the local economy, so demand for storage holds up better through downturns than in cities that depend on one industry. For investors, that means predictable occupancy and cash flow; for owners, a credible story to tell buyers.",
      ],
    },
    {
      heading: "Government employment and economic stability",
      tone: "muted",
      body: [
        "The federal public service, national institutions and the Department of National Defence make government the largest employer in the city. Salaried public-sector jobs rarely see the sudden layoffs that hit private-sector towns, which helps tenants keep paying and keeps delinquencies low.",
        "Government work also generates storage demand directly. Public servants and Canadian Armed Forces members are posted in and out of the region, diplomats and contractors relocate, and households often need storage between homes while they wait for a move date.",
        {
          callout: {
            tone: "info",
            title: "Stability is not immunity",
            text: "Changes in public-sector hiring or return-to-office policies can shift where people live and how much space they need at home. Look at long-run occupancy trends, not a single year, when you underwrite an Ottawa facility.",
          },
        },
      ],
    },
    {
      heading: "Other demand drivers",
      body: [
        {
          cards: [
            {
              title: "Technology sector",
              text: "Kanata and other suburban business parks host a large technology and telecommunications workforce, adding households and small-business customers.",
            },
            {
              title: "Post-secondary students",
              text: "The University of Ottawa, Carleton University and Algonquin College create recurring end-of-term demand for short-term storage.",
            },
            {
              title: "Suburban growth",
              text: "Barrhaven, Kanata, Orléans, Riverside South and Stittsville continue to add new homes and families, the core of suburban storage demand.",
            },
            {
              title: "Winter and seasonal storage",
              text: "Long winters drive demand for climate-controlled units and for vehicle, boat and RV storage, including from cottage owners in the Ottawa Valley.",
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      heading: "How Ottawa compares",
      tone: "muted",
      body: [
        {
          table: {
            caption: "Ottawa rental rates per sq ft compared with other Ontario markets",
            head: ["Market", "Standard", "Climate-controlled", "Trend"],
            rows: [
              ["Ottawa", "$1.20–2.20", "$1.60–2.80", "Stable"],
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["London", "$0.90–1.60", "$1.30–2.00", "Stable"],
            ],
            note: estimateNote,
          },
        },
        "Ottawa's rents sit just below the GTA's, while land and acquisition costs are generally lower. As provincial benchmarks, we use estimated cap rates of **5.5–6.5%** for premium GTA facilities and **6.5–7.5%** for secondary markets; where an Ottawa facility falls depends on its location, quality and performance.",
      ],
    },
    {
      heading: "What to check before buying in Ottawa",
      body: [
        {
          ul: [
            "Snow removal, heating and winter maintenance costs in the expense statements",
            "Condition of roofs, paving and doors after years of freeze–thaw cycles",
            "The share of climate-controlled space and vehicle storage in the revenue mix",
            "New facilities proposed or in lease-up in the same suburb",
            "Occupancy and rents over several years, by unit size",
          ],
        },
        "Use our [due diligence checklist](/insights/due-diligence-checklist/) and plan for **30–60 days** of due diligence. Our investor network hears about Ottawa facilities before they reach the open market.",
        {
          buttons: [
            { label: "View listings", href: "/self-storage/listings/" },
            { label: "Join the investor network", href: "/off-market/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: ottawaFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "Kitchener-Waterloo self-storage market", href: "/self-storage/ontario/kitchener-waterloo/" },
    { label: "London self-storage market", href: "/self-storage/ontario/london/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Contact Daniel", href: "/contact/" },
  ],
});

/* ------------------------------------------------------------------ Niagara */

const niagaraFaqs = [
  faq(
    "faq.niagara.tourism",
    "How does tourism affect self-storage demand in Niagara?",
    "Niagara welcomes an estimated 14M+ visitors a year. Hotels, restaurants, attractions, wineries and event businesses store furniture, seasonal stock, signage and equipment, and seasonal workers need short-term storage. Demand rises ahead of the summer season and shifts to vehicle and equipment storage in winter.",
    "Niagara",
  ),
  faq(
    "faq.niagara.border",
    "Why does the border matter for storage in Niagara?",
    "An estimated $100B+ in cross-border trade moves through the Niagara crossings. Importers, exporters, customs brokers, small e-commerce sellers and trades serving both sides of the border use storage units for inventory, returns and equipment close to the crossings at Fort Erie, Niagara Falls and Queenston.",
    "Niagara",
  ),
  faq(
    "faq.niagara.rental-rates",
    "What are rental rates in Niagara?",
    "We do not publish a single Niagara estimate because rents vary widely between St. Catharines, Niagara Falls, Welland, Fort Erie and the smaller towns. For context, our estimates for Ontario's smaller towns are $0.80–1.30 per sq ft standard and $1.10–1.70 climate-controlled, and for Hamilton $1.00–2.00 and $1.40–2.60 (estimates as of 2024).\n\nFor a specific facility, we compare the rent roll against nearby competitors.",
    "Niagara",
  ),
  faq(
    "faq.niagara.seasonality",
    "Is Niagara storage demand seasonal?",
    "Partly. Tourism, agriculture and student demand follow the calendar, while households, retirees and businesses provide year-round occupancy. Boat, RV and vehicle storage can smooth the cycle, because owners store these in the off-season. Look at monthly occupancy over several years before buying.",
    "Niagara",
  ),
  faq(
    "faq.niagara.buyers",
    "Who buys self-storage facilities in Niagara?",
    "Local owner-operators, GTA investors looking for higher yields than the city offers, and regional operators adding locations. Our investor network includes investors interested in the Niagara Region, which helps owners sell confidentially.",
    "Niagara",
  ),
];

const niagara = selfStorageMarket("niagara", {
  seo: {
    title: "Niagara Self-Storage Investment Market",
    description:
      "Self-storage investment in Niagara, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Niagara self-storage", "self-storage for sale Niagara"],
  },
  name: "Niagara",
  summary: "A 470K+ region where tourism, seasonal work, retirees and cross-border logistics create a distinctive mix of storage demand.",
  metrics: [
    { value: "470K+", label: "Regional population", note: "Estimate" },
    { value: "14M+", label: "Visitors a year", note: "Estimate" },
    { value: "$100B+", label: "Cross-border trade", note: "Estimate" },
  ],
  geo: { latitude: 43.1594, longitude: -79.2469 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Niagara, Ontario",
  lead: "The Niagara Region is more than a tourist destination. With 470K+ residents, 14M+ visitors a year and $100B+ in cross-border trade, it combines household, seasonal and border-logistics demand for storage in a way no other Ontario market does. Here is what investors and owners should know.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "Niagara self-storage overview",
      anchor: "overview",
      body: [
        "The Niagara Region is home to **470K+ people** across St. Catharines, Niagara Falls, Welland, Fort Erie, Grimsby, Niagara-on-the-Lake and smaller towns. It also welcomes an estimated **14M+ visitors a year** and sits on one of the busiest trade corridors between Canada and the United States, with an estimated **$100B+** in cross-border trade.",
        "For a self-storage investor, that mix matters. Residents provide the year-round base of occupancy. Tourism and seasonal work add peaks. Border logistics bring business tenants who need space close to the crossings. And the region's lower land and purchase prices compared with the GTA leave room for a solid yield.",
      ],
    },
    {
      heading: "Tourism and seasonal demand",
      tone: "muted",
      body: [
        "Niagara Falls, the wineries of Niagara-on-the-Lake and the Twenty Valley, festivals and lakeside communities make tourism one of the region's largest industries. Those businesses use storage for furniture, seasonal inventory, signage, event equipment and records, and many seasonal workers need a unit for a few months at a time.",
        "Recreation adds another layer. Boat owners on Lake Ontario, Lake Erie and the Welland Canal, RV owners and cottagers need secure winter storage. Outdoor parking and covered vehicle storage can be valuable revenue lines where zoning allows.",
        {
          callout: {
            tone: "info",
            title: "Plan for the calendar",
            text: "Seasonal demand is an opportunity if pricing and marketing follow it, and a risk if a facility depends on it. Look at monthly occupancy over several years, not a single summer snapshot.",
          },
        },
      ],
    },
    {
      heading: "Border logistics and business demand",
      body: [
        "Four international bridges connect Niagara with New York State: the Peace Bridge at Fort Erie, the Rainbow and Whirlpool bridges at Niagara Falls, and the Queenston-Lewiston Bridge. The QEW, Highway 405 and Highway 406 connect them to Hamilton, the GTA and the rest of the region.",
        "That corridor supports customs brokers, freight companies, importers and exporters, and a growing number of small online sellers who ship to both countries. Many of them need flexible, short-term space for inventory, returns and equipment: a natural fit for self-storage and for small-bay industrial units near the highways.",
      ],
    },
    {
      heading: "Residents and housing growth",
      tone: "muted",
      body: [
        "Niagara's population base is diverse: long-time residents, retirees attracted by the climate and lower housing costs, families moving from the GTA and Hamilton, and students at Brock University and Niagara College. Retirees downsizing, families moving into new subdivisions and students between terms all rent storage.",
        { h3: "Submarkets" },
        {
          ul: [
            "**St. Catharines:** the region's largest city, with established neighbourhoods, the university and a broad customer base.",
            "**Niagara Falls:** tourism, hospitality workers and new residential growth, close to two border crossings.",
            "**Welland and Thorold:** more affordable housing, the canal corridor and industrial areas.",
            "**Fort Erie:** the Peace Bridge crossing and Lake Erie recreation.",
            "**Grimsby, Lincoln and West Lincoln:** commuter communities along the QEW toward Hamilton.",
            "**Niagara-on-the-Lake:** wineries, tourism businesses and higher-value homes.",
          ],
        },
      ],
    },
    {
      heading: "Investing in Niagara self-storage",
      body: [
        "Rents in Niagara vary more between municipalities than in a single-city market, so every facility needs its own comparison against nearby competitors. As provincial benchmarks, we use estimated cap rates of **6.5–7.5%** for secondary markets and **7.0–8.5%** for tertiary markets, compared with **5.5–6.5%** for premium GTA facilities.",
        {
          ul: [
            "Check occupancy by month to understand the seasonal cycle",
            "Confirm zoning for outdoor vehicle, boat and RV storage",
            "Review snow removal, insurance and maintenance costs",
            "Map competing and proposed facilities in each municipality",
            "Assess frontage and access from the QEW and regional roads",
          ],
        },
        "Buyers can join our investor network to see Niagara opportunities first. Owners can request a free, confidential valuation.",
        {
          buttons: [
            { label: "Join the investor network", href: "/off-market/" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: niagaraFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Hamilton self-storage market", href: "/self-storage/ontario/hamilton/" },
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
  ],
});

/* -------------------------------------------------------------- Mississauga */

const mississaugaFaqs = [
  faq(
    "faq.mississauga.cap-rates",
    "What cap rates do Mississauga self-storage facilities trade at?",
    "We estimate Mississauga cap rates at 5–7%. Newer, well-located and fully leased facilities trade toward the lower end; older buildings, facilities in lease-up or those with below-market rents trade toward the upper end.\n\nThe right figure for a specific facility comes from its actual income, expenses and competitive position. Ask us for a valuation.",
    "Mississauga",
  ),
  faq(
    "faq.mississauga.demand",
    "What drives storage demand in Mississauga?",
    "A population of 750,000+, a median household income of $85,000+ (estimates), growing numbers of condominium residents around the City Centre and along Hurontario Street, established family neighbourhoods, and a large base of businesses near Pearson airport and the 400-series highways. Together they create steady demand from both households and commercial tenants.",
    "Mississauga",
  ),
  faq(
    "faq.mississauga.rental-rates",
    "What do storage units rent for in Mississauga?",
    "We track Mississauga within our Toronto and GTA estimates: $1.50–3.00 per sq ft for standard units and $2.00–3.50 per sq ft for climate-controlled units, with an estimated trend of -1% as new supply leases up (estimates as of 2024). Compare any facility with its nearest competitors, because rates vary by submarket and access.",
    "Mississauga",
  ),
  faq(
    "faq.mississauga.submarkets",
    "Which parts of Mississauga are strongest for self-storage?",
    "Each submarket serves a different customer. The City Centre and Port Credit have dense, condo-heavy housing with little land for new facilities; Meadowvale and other western neighbourhoods have families and business parks; Heartland and Malton combine retail, industrial and residential demand near the highways and the airport. The best choice depends on the facility format and your strategy.",
    "Mississauga",
  ),
  faq(
    "faq.mississauga.off-market",
    "How do I buy a Mississauga facility before it is listed?",
    "Join our investor network. When a Mississauga owner chooses a confidential sale, qualified members who match the deal are contacted first. You sign an NDA, receive the financials through a shared folder and review the opportunity with Daniel.",
    "Mississauga",
  ),
];

const mississauga = selfStorageMarket("mississauga", {
  seo: {
    title: "Mississauga Self-Storage Investment Market",
    description:
      "Self-storage investment in Mississauga, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Mississauga self-storage", "self-storage for sale Mississauga"],
  },
  name: "Mississauga",
  summary:
    "A 750,000+ city next to Pearson airport, with condo growth, affluent households and highway access that support strong GTA-level storage demand.",
  metrics: [
    { value: "750,000+", label: "Population", note: "Estimate" },
    { value: "5–7%", label: "Cap rates", note: "Estimate" },
    { value: "$85,000+", label: "Median household income", note: "Estimate" },
    { value: "$1.50–3.00", label: "Standard rent per sq ft", note: "Toronto+GTA estimate, 2024" },
  ],
  geo: { latitude: 43.589, longitude: -79.644 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Mississauga, Ontario",
  lead: "Mississauga is Ontario's third-largest city by population and one of the GTA's strongest self-storage markets. A population of 750,000+, a median household income of $85,000+, fast-growing condo districts and some of the best highway and airport access in Canada support both household and business demand. Here is how the market breaks down.",
  heroActions: [viewListings, talkToDaniel],
  sections: [
    {
      heading: "Mississauga self-storage overview",
      anchor: "overview",
      body: [
        "With a population of **750,000+** and a median household income of **$85,000+** (estimates), Mississauga has the scale and spending power to support a deep self-storage market. It shares the GTA's rent levels, estimated at **$1.50–3.00 per sq ft** for standard units and **$2.00–3.50 per sq ft** for climate-controlled units as of 2024.",
        "We estimate cap rates in Mississauga at **5–7%**. That range reflects the city's position: close to Toronto and priced like a core GTA market for the best facilities, with higher yields available on older buildings and value-add opportunities.",
        "Demand comes from three directions: condo residents with little storage space, families in established and newer neighbourhoods, and the thousands of businesses clustered around Pearson airport and the highway network.",
      ],
    },
    {
      heading: "Submarkets",
      tone: "muted",
      anchor: "submarkets",
      body: [
        {
          cards: [
            {
              title: "City Centre",
              text: "The high-rise district around Square One and the Hurontario corridor. Dense condominium housing, limited land and strong demand for climate-controlled units close to home.",
            },
            {
              title: "Meadowvale",
              text: "A large planned community in the west end with family neighbourhoods, business parks and easy access to Highway 401 and Highway 407.",
            },
            {
              title: "Heartland",
              text: "A retail and employment area in the centre-west, near Highway 401 and Mavis Road, mixing big-box retail, industrial users and nearby residential streets.",
            },
            {
              title: "Port Credit",
              text: "A lakeside neighbourhood on Lake Ontario with older homes, new mid-rise and condominium development, and a GO station on the Lakeshore West line.",
            },
            {
              title: "Malton",
              text: "A residential and industrial neighbourhood in the northeast, next to Pearson airport with quick access to Highways 427 and 407, and a mix of household and business customers.",
            },
            {
              title: "Other neighbourhoods",
              text: "Erin Mills, Churchill Meadows, Streetsville, Clarkson and others each have their own mix of housing and competition, so every site needs its own trade-area study.",
            },
          ],
        },
        "These descriptions are general. Occupancy, rents and competing supply differ from street to street, so we review each facility against its immediate trade area.",
      ],
    },
    {
      heading: "Transport and access",
      body: [
        "Access is one of Mississauga's biggest strengths for self-storage, both for households who drive to their unit and for businesses that move goods every day.",
        {
          ul: [
            "**Toronto Pearson International Airport:** Canada's busiest airport sits on the city's northeastern edge and anchors a large cluster of logistics, distribution and service businesses.",
            "**Highways 401, 403, 407 and 410:** plus the QEW and, just east of the city, Highway 427, linking Mississauga with Toronto, Brampton, Oakville, Hamilton and beyond.",
            "**GO Transit:** the Lakeshore West line (Port Credit and Clarkson), the Milton line (including Cooksville, Meadowvale and Streetsville) and the Kitchener line at Malton connect residents to downtown Toronto.",
            "**Hurontario LRT:** the light rail line along Hurontario Street, between Port Credit and Brampton, supports higher-density housing along the corridor and in the City Centre.",
          ],
        },
        "Facilities with visible frontage and easy turns from major arterials tend to lease faster. Near the airport, business tenants value truck access and loading; in the City Centre, customers value proximity and climate control.",
      ],
    },
    {
      heading: "Why invest in Mississauga",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Scale and income",
              text: "750,000+ residents and a median household income of $85,000+ support demand and pricing power.",
            },
            {
              title: "Condo growth",
              text: "New towers in the City Centre, along Hurontario and in Port Credit add residents with limited in-suite storage.",
            },
            {
              title: "Business demand",
              text: "Airport, logistics and trades businesses rent larger units for longer, stabilizing the rent roll.",
            },
          ],
        },
        "The risks mirror the rest of the GTA: high land costs, new facilities in lease-up in some areas, and property taxes that weigh on expenses. Our [ROI calculator](/tools/roi-calculator/) and [valuation guide](/insights/storage-valuation-guide/) help you test a deal before making an offer.",
      ],
    },
    {
      heading: "Buy or sell a Mississauga facility",
      body: [
        "Public listings are coming soon, and off-market opportunities go to our investor network first. If you own a facility in Mississauga, Daniel can prepare a free, confidential valuation and explain how a quiet sale would work.",
        {
          buttons: [
            { label: "View listings", href: "/self-storage/listings/" },
            { label: "Contact Daniel", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: mississaugaFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "Hamilton self-storage market", href: "/self-storage/ontario/hamilton/" },
    { label: "Kitchener-Waterloo self-storage market", href: "/self-storage/ontario/kitchener-waterloo/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Peel industrial market", href: "/industrial/ontario/peel/" },
  ],
});

/* ------------------------------------------------------- Kitchener-Waterloo */

const kitchenerWaterlooFaqs = [
  faq(
    "faq.kitchener-waterloo.students",
    "How do students affect storage demand in Kitchener-Waterloo?",
    "Significantly. The University of Waterloo has approximately 40,000 students and Wilfrid Laurier University approximately 20,000, and Conestoga College adds more. Many Waterloo students alternate study and co-op work terms, so they move several times during their studies and often store belongings between terms. Demand peaks around the start and end of each term.",
    "Kitchener-Waterloo",
  ),
  faq(
    "faq.kitchener-waterloo.rental-rates",
    "What are self-storage rental rates in Kitchener-Waterloo?",
    "Our estimates as of 2024 put standard units at $1.10–1.90 per sq ft and climate-controlled units at $1.50–2.40 per sq ft. The estimated trend is +2%, the strongest among the Ontario markets we track.\n\nVerify against current street rates at nearby facilities before relying on these ranges.",
    "Kitchener-Waterloo",
  ),
  faq(
    "faq.kitchener-waterloo.tech",
    "Why does the tech sector matter for self-storage?",
    "Kitchener-Waterloo has a large technology sector, from established companies to start-ups. It attracts young professionals and newcomers who rent, move often and live in smaller units, and start-ups and small businesses use storage for equipment, inventory and records.",
    "Kitchener-Waterloo",
  ),
  faq(
    "faq.kitchener-waterloo.seasonality",
    "Is student demand too seasonal to rely on?",
    "Student demand is predictable but cyclical. A facility that depends on it should have a plan for quieter periods: household and business tenants, vehicle storage and pricing that follows the calendar. Look at monthly occupancy over several years and the share of the rent roll held by students.",
    "Kitchener-Waterloo",
  ),
  faq(
    "faq.kitchener-waterloo.off-market",
    "How can I access off-market facilities in Kitchener-Waterloo?",
    "Join our investor network. Owners in Waterloo Region who choose a confidential sale are matched with qualified buyers first. You sign an NDA, receive the documents through a shared folder and review the opportunity with Daniel before it is offered more widely.",
    "Kitchener-Waterloo",
  ),
];

const kitchenerWaterloo = selfStorageMarket("kitchener-waterloo", {
  seo: {
    title: "Kitchener-Waterloo Self-Storage Investment Market",
    description:
      "Self-storage investment in Kitchener-Waterloo, Ontario: market facts, rents, returns and facilities for sale, from a specialist agent.",
    keywords: ["Kitchener-Waterloo self-storage", "self-storage for sale Kitchener-Waterloo"],
  },
  name: "Kitchener-Waterloo",
  summary:
    "A 500,000+ university and technology hub with rising rents (+2% trend) and recurring student demand from the University of Waterloo and Wilfrid Laurier University.",
  metrics: [
    { value: "500,000+", label: "Population", note: "Estimate" },
    { value: "$1.10–1.90", label: "Standard rent per sq ft", note: "Estimate, 2024" },
    { value: "$1.50–2.40", label: "Climate-controlled rent per sq ft", note: "Estimate, 2024" },
    { value: "+2%", label: "Rental rate trend", note: "Estimate; strongest we track" },
  ],
  geo: { latitude: 43.4553, longitude: -80.5055 },
  eyebrow: "Self-storage market",
  heading: "Self-Storage Investment in Kitchener-Waterloo, Ontario",
  lead: "Kitchener-Waterloo is one of Ontario's fastest-moving self-storage markets. Two large universities, a thriving technology sector and steady housing growth keep people moving, and rental rates are trending up an estimated +2%, the strongest of the markets we track. Here is what investors and owners should know.",
  heroActions: [
    { label: "Join the investor network", href: "/off-market/" },
    { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Kitchener-Waterloo self-storage overview",
      anchor: "overview",
      body: [
        "Kitchener, Waterloo and the surrounding communities of Waterloo Region have a population of **500,000+**. The market's rents are estimated at **$1.10–1.90 per sq ft** for standard units and **$1.50–2.40 per sq ft** for climate-controlled units as of 2024, and the estimated trend is **+2%**, ahead of every other Ontario market in our tracking.",
        "Rising rents reflect a population that moves often: students between terms, young professionals changing apartments, newcomers settling in and families moving into new subdivisions. For investors, that means strong demand and pricing power; for owners, a market that buyers are watching closely.",
      ],
    },
    {
      heading: "Students: a large, recurring source of demand",
      tone: "muted",
      body: [
        "The **University of Waterloo** has approximately **40,000** students and **Wilfrid Laurier University** approximately **20,000**, and Conestoga College adds more across the region. That is a large population of renters who need storage at predictable times.",
        {
          ul: [
            "**Co-op terms:** many Waterloo students alternate study and paid work terms, often in other cities, and store belongings in between.",
            "**End of term:** students leaving for the summer store furniture and belongings rather than move them home.",
            "**Lease turnover:** frequent changes of student housing create short gaps between leases.",
          ],
        },
        {
          callout: {
            tone: "highlight",
            title: "Manage the cycle",
            text: "Student demand is reliable but seasonal. Facilities that price for peak periods and fill the quieter months with household, business and vehicle storage tend to perform best.",
          },
        },
      ],
    },
    {
      heading: "The technology sector and economic growth",
      body: [
        "Kitchener-Waterloo is one of Canada's best-known technology hubs, with established software and hardware companies, research institutes and a large start-up community, much of it connected to the universities. Alongside it, the region has long-standing manufacturing, insurance and financial services employers.",
        "For self-storage, the tech economy brings young, mobile professionals who rent and move frequently, newcomers from across Canada and abroad, and small businesses that need flexible space for equipment, stock and records. The ION light rail line connecting Waterloo, uptown, downtown Kitchener and Fairview Park has also encouraged higher-density housing along its route, where in-suite storage is limited.",
      ],
    },
    {
      heading: "How Kitchener-Waterloo compares",
      tone: "muted",
      body: [
        {
          table: {
            caption: "Kitchener-Waterloo rental rates per sq ft compared with other Ontario markets",
            head: ["Market", "Standard", "Climate-controlled", "Trend"],
            rows: [
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
              ["Ottawa", "$1.20–2.20", "$1.60–2.80", "Stable"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["London", "$0.90–1.60", "$1.30–2.00", "Stable"],
            ],
            note: estimateNote,
          },
        },
        "Kitchener-Waterloo's rents sit below the GTA's, but its trend is stronger, and acquisition prices are generally lower. As provincial benchmarks, we use estimated cap rates of **5.5–6.5%** for premium GTA facilities and **6.5–7.5%** for secondary markets; each facility is valued on its own numbers.",
      ],
    },
    {
      heading: "What to check before buying",
      body: [
        {
          ul: [
            "The share of the rent roll held by students, and occupancy by month",
            "New facilities proposed or under construction in Kitchener, Waterloo, Cambridge and nearby townships",
            "Access from Highway 401, Highway 7/8 and the Conestoga Parkway",
            "Climate-controlled space and unit mix compared with local demand",
            "Snow removal, utilities, insurance and property taxes",
          ],
        },
        "Use our [due diligence checklist](/insights/due-diligence-checklist/) and plan for **30–60 days** of due diligence. Then model returns with the [ROI calculator](/tools/roi-calculator/).",
      ],
    },
    {
      heading: "Get access to Kitchener-Waterloo opportunities",
      tone: "muted",
      body: [
        "Good facilities in Waterloo Region rarely need to be marketed publicly. Buyers in our investor network hear about off-market opportunities first, under NDA. If you own a facility here, Daniel can prepare a free, confidential valuation.",
        {
          buttons: [
            { label: "Join the investor network", href: "/off-market/" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: kitchenerWaterlooFaqs.map((item) => item._id),
  relatedLinks: [
    { label: "London self-storage market", href: "/self-storage/ontario/london/" },
    { label: "Hamilton self-storage market", href: "/self-storage/ontario/hamilton/" },
    { label: "Mississauga self-storage market", href: "/self-storage/ontario/mississauga/" },
    { label: "All Ontario self-storage markets", href: "/self-storage/ontario/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
  ],
});

/* ---------------------------------------------------- Regional markets hub */

const ontarioHub = contentPage("/self-storage/ontario/", {
  eyebrow: "Ontario self-storage markets",
  heading: "Ontario Self-Storage Markets by Region",
  lead: "Rents, returns and demand drivers differ sharply from Toronto to London, Ottawa and Niagara. Compare Ontario's main self-storage markets, see what sets each one apart, and find the region that fits your investment goals or your facility's sale.",
  heroActions: [
    { label: "Join the investor network", href: "/off-market/" },
    { label: "Compare the markets", href: "#compare", style: "secondary" },
    { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Self-storage in Ontario",
      anchor: "overview",
      body: [
        "Ontario is Canada's largest self-storage market. Our [Ontario storage report](/self-storage/insights/ontario-storage-report/) estimates **37.3M sq ft** of self-storage space in the province, up **4.2M sq ft (about 11%) in three years**, and the Canadian self-storage market is forecast to reach **$4.3B by 2030**. These are estimates; verify against current data.",
        "Growth has not been even. The GTA has added the most new supply, much of it in multi-storey, climate-controlled buildings, and its rents are the highest in the province. Mid-sized cities such as Hamilton, Kitchener-Waterloo, London and Ottawa offer lower entry prices and, in several cases, steadier or rising rents. Smaller towns have lower rents again and more variable performance.",
        "The same forces drive demand everywhere:",
        {
          ul: [
            "Population growth and household moves",
            "Smaller homes, condominiums and townhouses with little built-in storage",
            "Life events: renovations, downsizing, separations and estates",
            "Students and newcomers with short-term needs",
            "Small businesses, trades and online sellers that need flexible space",
          ],
        },
        "What differs is how strongly each force applies in a given city, how much competing supply exists, and what a facility costs to buy.",
      ],
    },
    {
      heading: "Regional market pages",
      anchor: "markets",
      tone: "muted",
      body: [
        "Each page covers the local population, rents, demand drivers, risks and what to check before buying, with answers to common investor questions.",
        { map: "selfStorage", title: "Ontario self-storage market pages on the map" },
        { directory: "selfStorage" },
        "Focused on the Greater Toronto Area? See [GTA self-storage investment opportunities](/self-storage/ontario/gta/investment-opportunities/) for fundamentals, prime markets and deal sizes across the region.",
      ],
    },
    {
      heading: "How Ontario markets compare",
      anchor: "compare",
      body: [
        {
          chart: {
            title: "Asking rents on each market page",
            description:
              "The standard and climate-controlled rent ranges each market page publishes, per sq ft; markets whose page gives no rent range are listed without a bar.",
            kind: "range",
            unit: "$ per sq ft",
            from: { markets: "selfStorage", figures: ["Standard rent per sq ft", "Climate-controlled rent per sq ft"] },
          },
        },
        { h3: "Rental rates" },
        {
          table: {
            caption: "Self-storage rental rates per sq ft by Ontario market",
            head: ["Market", "Standard", "Climate-controlled", "Trend"],
            rows: [
              ["Toronto+GTA", "$1.50–3.00", "$2.00–3.50", "-1%"],
              ["Ottawa", "$1.20–2.20", "$1.60–2.80", "Stable"],
              ["Hamilton", "$1.00–2.00", "$1.40–2.60", "-0.5%"],
              ["Kitchener-Waterloo", "$1.10–1.90", "$1.50–2.40", "+2%"],
              ["London", "$0.90–1.60", "$1.30–2.00", "Stable"],
              ["Smaller towns", "$0.80–1.30", "$1.10–1.70", "Variable"],
            ],
            note: estimateNote,
          },
        },
        "Higher rents do not always mean better returns. The GTA's rents are the highest, but so are land and purchase prices, and new facilities in lease-up have pulled the estimated trend to **-1%**. Kitchener-Waterloo's **+2%** trend is the strongest we track, while Ottawa and London have been **stable**.",
        { h3: "Scale and key figures" },
        {
          table: {
            caption: "Population and key figures by market",
            head: ["Market", "Population", "What stands out"],
            rows: [
              ["Toronto and the GTA", "7+ million (GTA)", "Highest rents in Ontario; deep buyer pool; scarce land"],
              ["York Region", "Part of the GTA", "New housing and family demand along Highways 400 and 404"],
              ["Ottawa", "1.4+ million", "1–2% annual growth; government employment stability"],
              ["Mississauga", "750,000+", "Cap rates 5–7%; median household income $85,000+"],
              ["Hamilton", "580,000+", "1.2% annual growth; occupancy 85–90%; ROI 8–12%"],
              ["Kitchener-Waterloo", "500,000+", "Approximately 40,000 and 20,000 students at two universities"],
              ["Niagara", "470K+", "14M+ visitors a year; $100B+ cross-border trade"],
              ["London", "430,000 (metro)", "Stable rents; lower entry prices"],
            ],
            note: "All figures are estimates; verify against current data.",
          },
        },
        { h3: "Cap rates by market tier" },
        {
          table: {
            caption: "Benchmark self-storage cap rates in Ontario",
            head: ["Market tier", "Benchmark cap rate", "Typical markets"],
            rows: [
              ["GTA premium", "5.5–6.5%", "Toronto and established GTA locations"],
              ["Secondary", "6.5–7.5%", "Larger cities outside the GTA"],
              ["Tertiary", "7.0–8.5%", "Smaller cities and towns"],
            ],
            note: "Benchmarks are estimates; each facility is valued on its own income, expenses and condition.",
          },
        },
      ],
    },
    {
      heading: "Choosing the right market",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "GTA core",
              badge: "Lower yield, highest rents",
              text: "Toronto and established GTA locations. Best for investors who value liquidity, land value and rent depth over initial yield.",
              href: "/self-storage/ontario/toronto/",
              linkLabel: "Toronto market",
            },
            {
              title: "GTA growth markets",
              badge: "Rents and growth",
              text: "Mississauga, York Region and other 905 municipalities. GTA-level rents with new housing and business demand, and more room to build.",
              href: "/self-storage/ontario/gta/investment-opportunities/",
              linkLabel: "GTA opportunities",
            },
            {
              title: "Mid-sized cities",
              badge: "Balanced",
              text: "Hamilton, Kitchener-Waterloo, Ottawa and London. Lower entry prices, solid demand drivers and, in several cases, stronger yields than the GTA.",
              href: "/self-storage/ontario/hamilton/",
              linkLabel: "Hamilton market",
            },
            {
              title: "Regions and smaller towns",
              badge: "Higher yield, more variable",
              text: "Niagara and smaller communities. Lower rents and prices, with demand shaped by tourism, seasonality and local economies.",
              href: "/self-storage/ontario/niagara/",
              linkLabel: "Niagara market",
            },
          ],
          columns: 2,
        },
        "Most investors start with a budget and a target return, then look for the markets where both fit. Test your assumptions with the [ROI calculator](/tools/roi-calculator/) and the [ROI guide for Ontario](/self-storage/insights/roi-guide-ontario/).",
      ],
    },
    {
      heading: "What every market analysis should cover",
      body: [
        {
          ul: [
            "Population, growth and household types within the facility's trade area",
            "Existing, approved and proposed competing facilities",
            "Street rates and promotions at the nearest competitors",
            "Occupancy history over several years, by unit size",
            "Zoning, access, visibility and room to expand",
            "Operating costs that vary by region: property taxes, snow removal, utilities and insurance",
          ],
        },
        "Our [due diligence checklist](/insights/due-diligence-checklist/) sets out 48 checkpoints for a full review, which typically takes **30–60 days**. For pricing, see the [storage valuation guide](/insights/storage-valuation-guide/).",
      ],
    },
    {
      heading: "Work with an Ontario self-storage specialist",
      tone: "muted",
      body: [
        "Daniel Mercer works only on self-storage and industrial investment property in Ontario. Buyers get access to off-market facilities through our investor network and a clear **6-step** process, from NDA to buyer representation. Owners get a free, confidential valuation based on their actual operating numbers.",
        {
          buttons: [
            { label: "Talk to Daniel", href: "/contact/" },
            { label: "Join the investor network", href: "/off-market/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  relatedLinks: [
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
    { label: "Ontario storage report", href: "/self-storage/insights/ontario-storage-report/" },
    { label: "Self-storage ROI guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Storage valuation guide", href: "/insights/storage-valuation-guide/" },
    { label: "Due diligence checklist", href: "/insights/due-diligence-checklist/" },
    { label: "Industrial property in Ontario", href: "/industrial/ontario/" },
  ],
});

/* ------------------------------------------------ GTA investment opportunities */

const gtaFaqs = [
  faq(
    "faq.gta.returns",
    "What returns can I expect from GTA self-storage?",
    "We estimate returns of 6–10% for GTA self-storage, depending on the facility, purchase price and financing. Our illustrative figures for a stabilized GTA facility are a target IRR of 8.5% and a payback period of 15+ years.\n\nThese are estimates, not guarantees. Yields in the GTA are lower than in smaller markets because entry prices are higher, but rent depth, land value and liquidity make up part of the difference.",
    "GTA",
  ),
  faq(
    "faq.gta.deal-size",
    "How much capital do I need to buy a GTA facility?",
    "GTA self-storage deals typically range from $3M to $50M+. Smaller drive-up facilities and conversions sit at the lower end; large, multi-storey, climate-controlled buildings and portfolios at the upper end.\n\nLenders commonly finance 60–65% of cost on self-storage (estimate), so plan for a substantial equity contribution plus closing and improvement costs.",
    "GTA",
  ),
  faq(
    "faq.gta.rents",
    "Why are GTA storage rents higher than elsewhere in Ontario?",
    "We estimate GTA rents at 40–60% above other Ontario markets, at around $2.50–$4.00+ per sq ft annually. Density, small condominium suites, high household mobility and very expensive land all push rents up, and scarce sites limit how quickly new supply can open.",
    "GTA",
  ),
  faq(
    "faq.gta.best-markets",
    "Which GTA markets offer the best opportunities?",
    "We group them in three: core Toronto, with the highest rents and scarcest land; the 905 growth markets such as Mississauga, Brampton, Vaughan and Markham, with large populations and room to build; and emerging edge markets such as Durham, Milton and Halton Hills, where new housing is arriving ahead of storage supply. The best fit depends on your budget, target return and risk tolerance.",
    "GTA",
  ),
  faq(
    "faq.gta.new-supply",
    "Is the GTA oversupplied with self-storage?",
    "Not as a whole, but some submarkets have absorbed a lot of new supply, and facilities in lease-up often offer discounts that pull down nearby street rates. That is one reason our estimated rate trend for Toronto and the GTA is -1%.\n\nSupply is local: always map existing, approved and proposed facilities in a property's own trade area before you buy.",
    "GTA",
  ),
  faq(
    "faq.gta.off-market",
    "How do I get access to off-market GTA facilities?",
    "Join our investor network. Our 6-step process: access the listings, sign an NDA, receive the documentation through a shared drive folder, review the deal in a consultation, join the investor list for future opportunities, and use our buyer representation through closing. Due diligence typically takes 30–60 days.",
    "GTA",
  ),
];

const gtaOpportunities = contentPage("/self-storage/ontario/gta/investment-opportunities/", {
  eyebrow: "GTA self-storage",
  heading: "GTA Self-Storage Investment Opportunities",
  lead: "The Greater Toronto Area is Canada's largest self-storage market: 7+ million people, the highest rents in Ontario and a deep pool of buyers. Here is where the opportunities are, what returns to expect and how to see facilities before they reach the open market.",
  heroActions: [
    { label: "Join the investor network", href: "/off-market/" },
    { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
    { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "GTA market fundamentals",
      anchor: "fundamentals",
      body: [
        "The GTA is home to **7+ million people**, and its self-storage rents run an estimated **40–60% above other Ontario markets**, at around **$2.50–$4.00+ per sq ft annually**. Density, condominium living and constant household moves keep demand high, while expensive land and limited zoning keep new supply in check.",
        "We estimate GTA returns at **6–10%**, with deal sizes from **$3M to $50M+**. Yields are lower than in smaller markets because prices are higher, but investors gain rent depth, long-term land value and liquidity when it is time to sell.",
        {
          tiles: [
            { value: "92%", label: "Occupancy", note: "Estimate" },
            { value: "$3.25", label: "Average rate per sq ft per year", note: "Estimate" },
            { value: "8.5%", label: "Target IRR", note: "Estimate" },
            { value: "15+ years", label: "Payback", note: "Estimate" },
          ],
        },
        {
          table: {
            caption: "GTA self-storage at a glance",
            head: ["Measure", "GTA estimate"],
            rows: [
              ["Population", "7+ million"],
              ["Estimated returns", "6–10%"],
              ["Typical deal size", "$3M to $50M+"],
              ["Rents compared with other Ontario markets", "40–60% higher"],
              ["Rental rates", "$2.50–$4.00+ per sq ft annually"],
            ],
            note: "All figures are estimates as of 2024 and are not guaranteed; verify against current data.",
          },
        },
        {
          chart: {
            title: "GTA returns: estimated range and target IRR",
            description: "We estimate GTA self-storage returns at 6–10%; the 8.5% target IRR sits in the upper half of that range.",
            kind: "range",
            unit: "Return (%)",
            from: { figures: ["Estimated returns", "Target IRR"] },
          },
        },
      ],
    },
    {
      heading: "Prime markets in three groups",
      anchor: "prime-markets",
      tone: "muted",
      body: [
        { h3: "1. Core Toronto" },
        "The city itself: the highest rents, the densest customer base and the scarcest land. Opportunities are mostly existing facilities, multi-storey climate-controlled buildings and conversions of older industrial or retail properties. Initial yields are the lowest in the region, but location and land value are hard to replicate.",
        { h3: "2. 905 growth markets" },
        "**Mississauga, Brampton, Vaughan and Markham** combine large, growing populations with GTA-level rents and more available land than the city core. Condominium districts, new subdivisions and business parks near Pearson airport and Highways 400, 401, 404, 407 and 410 create both household and commercial demand.",
        { h3: "3. Emerging edge markets" },
        "**Durham, Milton and Halton Hills** sit on the edge of the GTA, where new housing is arriving quickly and storage supply is still catching up. Entry prices and land costs are lower than in the core, with more development and lease-up risk to underwrite.",
        {
          cards: [
            {
              title: "Toronto",
              text: "Rents, demand drivers, supply and pricing in the city.",
              href: "/self-storage/ontario/toronto/",
              linkLabel: "Toronto market",
            },
            {
              title: "York Region",
              text: "Vaughan, Markham, Richmond Hill, Newmarket and Aurora along Highways 400 and 404.",
              href: "/self-storage/ontario/york-region/",
              linkLabel: "York Region market",
            },
            {
              title: "Mississauga",
              text: "Submarkets, transport and returns next to Pearson airport.",
              href: "/self-storage/ontario/mississauga/",
              linkLabel: "Mississauga market",
            },
          ],
        },
      ],
    },
    {
      heading: "Investment strategies that work in the GTA",
      body: [
        {
          cards: [
            {
              title: "Stabilized acquisition",
              text: "Buy an established, well-occupied facility for predictable income. Lower risk and lower initial yield; returns come from rent growth, operations and land value.",
            },
            {
              title: "Value-add",
              text: "Target facilities with below-market rents, dated operations or unused space. Reprice, modernize marketing and online rentals, add climate control or ancillary revenue.",
            },
            {
              title: "Conversion",
              text: "Repurpose an older industrial, warehouse or retail building in a permitted zone. Often closer to dense neighbourhoods than a new site, but with building-code and structural risks.",
            },
            {
              title: "Development",
              text: "Build new in a growth or edge market. Highest potential return and highest risk: approvals, construction costs and a multi-year lease-up.",
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      heading: "Risks to underwrite",
      tone: "muted",
      body: [
        {
          ul: [
            "**New supply:** facilities in lease-up can pull down nearby street rates; the estimated GTA trend is -1%.",
            "**Land and construction costs:** high costs compress development margins and raise the bar for conversions.",
            "**Zoning and approvals:** self-storage is permitted only in certain zones, and each municipality sets its own rules and timelines.",
            "**Property taxes and operating costs:** typically 35–45% of gross income goes to operating expenses; taxes are a large share in the GTA.",
            "**Interest rates:** at lower GTA yields, financing costs have a strong effect on cash flow.",
          ],
        },
        "Model the numbers with the [ROI calculator](/tools/roi-calculator/), review pricing in the [storage valuation guide](/insights/storage-valuation-guide/) and work through the 48 checkpoints of our [due diligence checklist](/insights/due-diligence-checklist/).",
      ],
    },
    {
      heading: "How to access GTA opportunities",
      anchor: "process",
      body: [
        "The best GTA facilities rarely reach the open market. Buyers in our investor network see them first, through a clear 6-step process:",
        {
          steps: [
            {
              title: "Access listings",
              text: "Tell us your criteria and see the opportunities that match, including off-market facilities.",
            },
            { title: "Sign an NDA", text: "Confidentiality protects the owner, tenants and staff while you review the deal." },
            {
              title: "Receive documentation",
              text: "Financials, rent roll and property details are shared with you through a secure shared drive folder.",
            },
            { title: "Consultation", text: "Review the numbers, the market and the risks with Daniel before you make an offer." },
            { title: "Join the investor list", text: "Stay on the list to hear about future GTA and Ontario opportunities first." },
            {
              title: "Buyer representation",
              text: "Daniel represents you through negotiation, due diligence (typically 30–60 days) and closing.",
            },
          ],
        },
        {
          buttons: [
            { label: "Join the investor network", href: "/off-market/" },
            { label: "View listings", href: "/self-storage/listings/", style: "secondary" },
            { label: "Talk to Daniel", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
    {
      heading: "GTA self-storage FAQ",
      anchor: "faq",
      tone: "muted",
      body: [{ faqs: gtaFaqs.map((item) => item._id) }],
    },
  ],
  relatedLinks: [
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "York Region self-storage market", href: "/self-storage/ontario/york-region/" },
    { label: "Mississauga self-storage market", href: "/self-storage/ontario/mississauga/" },
    { label: "Self-storage listings", href: "/self-storage/listings/" },
    { label: "Off-market investor network", href: "/off-market/" },
    { label: "Contact Daniel", href: "/contact/" },
  ],
});

/* ---------------------------------------------------------------- Export */

export const documents: SeedDocument[] = [
  ontarioHub,
  gtaOpportunities,
  toronto,
  yorkRegion,
  london,
  hamilton,
  ottawa,
  niagara,
  mississauga,
  kitchenerWaterloo,
  ...torontoFaqs,
  ...yorkFaqs,
  ...londonFaqs,
  ...hamiltonFaqs,
  ...ottawaFaqs,
  ...niagaraFaqs,
  ...mississaugaFaqs,
  ...kitchenerWaterlooFaqs,
  ...gtaFaqs,
];
