import { faq, industrialMarket, type Link, type SeedDocument } from "../compose.ts";

/**
 * Industrial market pages: the hub (/industrial/), the Ontario overview (/industrial/ontario/) and
 * the five area pages (/industrial/ontario/{area}/), plus the FAQ items they reference. The only
 * figures are docs/product.md#regional-facts (Ontario and Toronto industrial), stated as estimates;
 * everything else is qualitative on purpose.
 */

const ESTIMATE = "Estimate; verify against current data";

const ONTARIO_TILES = [
  { value: "500M+ sq ft", label: "Industrial space in Ontario", note: ESTIMATE },
  { value: "$150B+", label: "Annual manufacturing output", note: ESTIMATE },
  { value: "150M", label: "Consumers within a day's drive", note: ESTIMATE },
];

const AREA_LINKS: Link[] = [
  { label: "Toronto industrial real estate", href: "/industrial/ontario/toronto/" },
  { label: "GTA industrial real estate", href: "/industrial/ontario/gta/" },
  { label: "York Region industrial real estate", href: "/industrial/ontario/york-region/" },
  { label: "Peel Region industrial real estate", href: "/industrial/ontario/peel/" },
  { label: "Durham Region industrial real estate", href: "/industrial/ontario/durham/" },
];

// ---------------------------------------------------------------------------------------------
// FAQ items
// ---------------------------------------------------------------------------------------------

const hubFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-hub.what-we-do",
    "What industrial property do you help investors buy and sell?",
    "We work on income-producing and owner-occupied industrial property across Ontario, with a focus on Toronto and the surrounding GTA regions: warehouse and distribution buildings, light manufacturing, flex space, small-bay multi-tenant buildings, cold storage and industrial outdoor storage sites.\n\nBecause our core practice is self-storage, we also look at every industrial building through a second lens: could it work better as a self-storage facility? That question can matter to both the buyer and the seller.",
    "Industrial",
  ),
  faq(
    "faq.industrial-hub.off-market",
    "Do you have off-market industrial opportunities?",
    "Some owners prefer to sell quietly, without a public listing, to protect tenants and staff. When we represent those owners, we first offer the property to qualified buyers under a non-disclosure agreement. The off-market process follows the same six steps we use for self-storage, and buyers in our investor network hear about these properties first.\n\nJoin the off-market investor list and tell us your criteria: region, building type, size and price range.",
    "Industrial",
  ),
  faq(
    "faq.industrial-hub.conversion",
    "Can an industrial building be converted to self-storage?",
    "Often, yes. Many Ontario self-storage facilities started life as warehouses or light industrial buildings. A good candidate has reasonable ceiling height for a mezzanine or second floor, a solid slab, loading for customer access, visible frontage and zoning that permits storage or warehousing.\n\nEvery conversion needs a zoning review, a building-code and fire-protection plan, and an underwriting of the storage business the building could support. We can run that first assessment with you before you commit.",
    "Industrial",
  ),
  faq(
    "faq.industrial-hub.due-diligence",
    "How long is due diligence on an industrial purchase?",
    "Buyers commonly negotiate a conditional period of 30–60 days to review the leases, financial statements, title, building condition and environmental reports, and to arrange financing. Complex or multi-tenant properties, or sites that need a Phase II environmental assessment, tend to need the longer end.\n\nOur due diligence checklist is written for self-storage, but most of its financial, legal, physical and environmental points apply to industrial buildings as well.",
    "Industrial",
  ),
];

const ontarioFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-ontario.figures",
    "How large is Ontario's industrial market?",
    "As broad estimates, Ontario has 500M+ square feet of industrial space, more than $150B in annual manufacturing output, and access to about 150 million consumers within a day's drive across Canada and the United States. These are rounded figures; verify them against current market data before you rely on them for a decision.\n\nFor a specific building, local figures such as availability, achievable rents and recent sales in the same submarket matter far more than provincial totals.",
    "Industrial Ontario",
  ),
  faq(
    "faq.industrial-ontario.where",
    "Where in Ontario is most industrial space located?",
    "The largest concentration is in the Greater Toronto Area, especially Peel Region (Mississauga and Brampton), York Region (Vaughan and Markham) and the City of Toronto itself. Durham and Halton regions are growing, and there are established industrial markets in Hamilton, Waterloo Region, London, Ottawa and Niagara.\n\nOur regional pages cover Toronto, the GTA, York, Peel and Durham in more detail.",
    "Industrial Ontario",
  ),
  faq(
    "faq.industrial-ontario.lease-types",
    "What kind of leases do Ontario industrial properties usually have?",
    "Most investment-grade industrial buildings in Ontario are leased on a net basis: the tenant pays base rent plus its share of property taxes, insurance and operating costs. Single-tenant buildings are often on longer terms, while small-bay multi-tenant buildings have more, shorter leases and more frequent turnover.\n\nBefore you buy, read every lease in full. Renewal options, rent steps, repair obligations and any rights of first refusal can change the value of the property.",
    "Industrial Ontario",
  ),
];

const torontoFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-toronto.types",
    "What types of industrial property can I invest in within Toronto?",
    "Toronto has a wide range: older single-tenant warehouses, light manufacturing buildings, small-bay multi-tenant buildings, flex space with more office finish, cold storage and food facilities, and industrial outdoor storage yards. Industrial condominium units are also traded, mostly to owner-users.\n\nLarge modern distribution buildings are less common inside the city than in Peel, York or Durham, so most Toronto opportunities are smaller and older buildings in established employment areas.",
    "Industrial Toronto",
  ),
  faq(
    "faq.industrial-toronto.figures",
    "How big is Toronto's industrial market?",
    "As rounded estimates, the Toronto market has 100M+ square feet of industrial space, the GTA has a population of 6M+, and the regional economy produces $300B+ in GDP. Treat these as order-of-magnitude figures and verify them against current data.\n\nFor pricing, what matters is recent comparable sales and leases in the same district and building class. Ask us for a Toronto market analysis of a specific property.",
    "Industrial Toronto",
  ),
  faq(
    "faq.industrial-toronto.conversion",
    "Can a Toronto industrial building be converted to self-storage?",
    "In many cases, yes. Urban self-storage in Toronto is often created by converting existing industrial buildings, because land for new development is scarce. The building needs zoning that permits the use, enough height for additional floors or mezzanines, good access for customers and a plan for fire protection and building-code compliance.\n\nToronto protects its employment areas, so any change of use needs an early zoning review. We can assess conversion potential before you make an offer.",
    "Industrial Toronto",
  ),
  faq(
    "faq.industrial-toronto.analysis",
    "How do I get a market analysis for my Toronto industrial property?",
    "Contact us with the address, the building size, the current leases (or whether you occupy the building) and what you are considering: selling, refinancing or repositioning. We prepare a market analysis based on comparable sales and leases, and we explain the assumptions behind it.\n\nThe analysis is confidential and there is no obligation to list the property.",
    "Industrial Toronto",
  ),
];

const gtaFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-gta.best-market",
    "Which GTA region is best for industrial investment?",
    "It depends on the strategy. Peel offers the deepest market and direct access to Toronto Pearson International Airport and the 400-series highways. York Region's Highway 400 and 404 corridors combine distribution with light manufacturing and technology users. Toronto has older, infill buildings with redevelopment and conversion upside. Durham and parts of Halton offer lower land costs and room to grow.\n\nWe start with your goals (income, growth, owner-occupancy or conversion) and then compare regions and buildings against them.",
    "Industrial GTA",
  ),
  faq(
    "faq.industrial-gta.transport",
    "Why does highway and rail access matter so much for GTA industrial property?",
    "Industrial tenants move goods, so travel time to customers, suppliers, the airport and the rail network drives demand for a location. Buildings close to Highway 401, 407 ETR, 400, 427 or 410 interchanges, or near the CN and CPKC intermodal terminals, usually lease faster and attract a broader pool of tenants.\n\nWhen comparing buildings, check the truck route from the site to the nearest interchange, not only the distance on a map.",
    "Industrial GTA",
  ),
  faq(
    "faq.industrial-gta.small-bay",
    "Is small-bay industrial a good investment in the GTA?",
    "Small-bay multi-tenant buildings appeal to many investors because demand comes from a large number of small businesses, so a single vacancy has less impact on income. The trade-off is more leases to manage, more turnover and more tenant improvements.\n\nUnderwrite a small-bay building with a realistic vacancy and leasing-cost allowance, and review each tenant's lease and payment history during due diligence.",
    "Industrial GTA",
  ),
];

const yorkFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-york.where",
    "Where are York Region's main industrial areas?",
    "Most industrial space is in Vaughan, along the Highway 400, 427 and 407 corridors, including Concord and Woodbridge. The second major corridor is Highway 404, through Markham and Richmond Hill. Smaller industrial parks are found further north in Aurora, Newmarket and East Gwillimbury.\n\nBolton, often mentioned alongside Vaughan, is in the Town of Caledon, which is part of Peel Region rather than York Region.",
    "Industrial York Region",
  ),
  faq(
    "faq.industrial-york.rail",
    "What role does rail play in Vaughan's industrial market?",
    "Vaughan is home to major rail facilities of both national railways, including CN's MacMillan Yard and a CPKC intermodal terminal. That concentration of rail infrastructure, next to the 400-series highways, is one reason the Highway 400 corridor attracts distribution and logistics users.\n\nBuildings near rail and highway access points are in demand from logistics users, but check for noise, traffic and land-use constraints during due diligence.",
    "Industrial York Region",
  ),
  faq(
    "faq.industrial-york.markham",
    "How is the Highway 404 corridor different from Vaughan?",
    "The Highway 404 corridor through Markham and Richmond Hill has a larger share of flex, light manufacturing and technology-related users, and buildings often have more office finish. Vaughan's Highway 400 corridor is more oriented to warehousing, distribution and heavier manufacturing.\n\nThe difference affects rents, tenant improvement costs and the pool of likely tenants, so underwrite each corridor on its own comparables.",
    "Industrial York Region",
  ),
];

const peelFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-peel.why",
    "Why is Peel Region such an important industrial market?",
    "Peel combines three things industrial users value: Toronto Pearson International Airport, a major air cargo hub; an unusually dense highway network (Highways 401, 407 ETR, 410 and 427, with the 403 and QEW nearby); and a large, established base of warehouse, distribution and manufacturing buildings in Mississauga and Brampton.\n\nThat depth means more buyers, more tenants and more comparable transactions, which makes pricing and financing easier to support.",
    "Industrial Peel",
  ),
  faq(
    "faq.industrial-peel.airport",
    "Are buildings near Toronto Pearson worth a premium?",
    "Often they are, for the right tenant. Freight forwarders, couriers, e-commerce and time-sensitive distribution users value short trips to the airport's cargo facilities and the surrounding highways. Not every tenant needs that location, though, so the premium depends on the building's specifications and the depth of demand for it.\n\nAlso check for airport-related restrictions, such as height limits and noise zones, that can affect future redevelopment.",
    "Industrial Peel",
  ),
  faq(
    "faq.industrial-peel.caledon",
    "Is Caledon part of the Peel industrial market?",
    "Yes. The Town of Caledon, including Bolton, is part of Peel Region, and its industrial areas near Highway 50 and Highway 410 have grown as larger sites became harder to find in Mississauga and Brampton. Because Caledon is less built-up, servicing and planning approvals deserve extra attention on any development or expansion site.",
    "Industrial Peel",
  ),
];

const durhamFaqs: SeedDocument[] = [
  faq(
    "faq.industrial-durham.why",
    "Why consider Durham Region for industrial investment?",
    "Durham offers Highway 401 access, the Highway 407 East extension, a growing population and, in general, lower land costs and rents than the west GTA. For owner-users and investors who are priced out of Peel or Vaughan, Durham can offer newer space or larger sites for the same budget.\n\nThe trade-off is a smaller, less liquid market: fewer comparable sales and a narrower tenant pool, so careful underwriting matters.",
    "Industrial Durham",
  ),
  faq(
    "faq.industrial-durham.municipalities",
    "Which Durham municipalities have the most industrial activity?",
    "Industrial activity is concentrated along the Highway 401 corridor in Pickering, Ajax, Whitby, Oshawa and Clarington. Oshawa has a long manufacturing history and a harbour, Whitby and Ajax have established business parks, and Pickering and Clarington have newer employment lands served by the 401 and 407.\n\nEach municipality has its own zoning by-law and development charges, so compare them site by site.",
    "Industrial Durham",
  ),
  faq(
    "faq.industrial-durham.storage",
    "Is Durham a good area for converting industrial space to self-storage?",
    "It can be. Population growth in Durham's lakeshore communities supports demand for storage, and lower land and building costs than the west GTA help the numbers. The same tests apply as anywhere: zoning that permits the use, a building suited to conversion, visible frontage and a trade area without too much existing or planned storage supply.\n\nWe can review a specific building and estimate what a storage conversion might support.",
    "Industrial Durham",
  ),
];

// ---------------------------------------------------------------------------------------------
// Market pages
// ---------------------------------------------------------------------------------------------

const hub = industrialMarket("hub", {
  name: "Industrial property",
  summary:
    "Industrial investment property in Toronto, the GTA, York Region, Peel and Durham: market overviews, off-market access and buyer representation.",
  metrics: ONTARIO_TILES,
  geo: { latitude: 43.6532, longitude: -79.3832 },
  eyebrow: "Industrial market",
  heading: "Industrial Investment Property in Ontario",
  lead: "Warehouses, light manufacturing, flex, small-bay and industrial outdoor storage in Toronto and the GTA. We help investors and owner-users buy well, help owners sell confidentially, and show where an industrial building could become a self-storage facility.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Talk to the team", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Industrial investment with a specialist team",
      body: [
        "Industrial property has become one of the most sought-after asset classes in Ontario. Tenants need space close to customers, highways and the airport, and the supply of well-located land in the Greater Toronto Area is limited. For investors, that means durable demand. It also means that buying well depends on knowing each submarket, each building type and each lease.",
        "Our practice is built around two closely related asset classes: **self-storage** and **industrial**. Many self-storage facilities in Ontario sit on industrial land or in converted industrial buildings, so we review industrial property the way an operator would: access, ceiling heights, loading, zoning, and what the building could earn under a different use.",
        { h3: "Who we work with" },
        {
          ul: [
            "**Investors** looking for stable income from single-tenant or multi-tenant industrial buildings.",
            "**Owner-users** who want to buy rather than lease the building their business operates from.",
            "**Owners** who want a confidential valuation or a quiet, off-market sale to qualified buyers.",
            "**Self-storage developers and operators** looking for industrial buildings to convert.",
          ],
        },
      ],
    },
    {
      heading: "Ontario industrial markets",
      anchor: "markets",
      tone: "muted",
      body: [
        "Start with the market you are considering. Each page covers the main districts, property types, demand drivers and what to watch for as an investor.",
        { directory: "industrial" },
        "The [Toronto](/industrial/ontario/toronto/) page covers the city's established employment districts. The [GTA](/industrial/ontario/gta/) page compares the surrounding regions and their transport networks. [York Region](/industrial/ontario/york-region/) covers the Highway 400 and 404 corridors, [Peel Region](/industrial/ontario/peel/) covers Mississauga, Brampton and the airport district, and [Durham Region](/industrial/ontario/durham/) covers the Highway 401 corridor east of Toronto. For the provincial picture, read the [Ontario industrial market overview](/industrial/ontario/).",
        { buttons: [{ label: "Ontario industrial overview", href: "/industrial/ontario/" }] },
      ],
    },
    {
      heading: "Industrial property types we work on",
      body: [
        {
          cards: [
            {
              title: "Warehouse and distribution",
              text: "Single- and multi-tenant buildings for storage, fulfilment and regional distribution, valued for clear height, shipping doors and highway access.",
            },
            {
              title: "Light manufacturing",
              text: "Production, assembly and food-processing space, where power supply, floor loads and zoning permissions matter as much as location.",
            },
            {
              title: "Flex space",
              text: "Buildings with a higher share of office or showroom finish, popular with technology, trades and service businesses.",
            },
            {
              title: "Small-bay multi-tenant",
              text: "Smaller units for local businesses. Income is spread across many tenants, with more active leasing and management.",
            },
            {
              title: "Cold storage",
              text: "Temperature-controlled buildings for food and pharmaceutical users: specialized, costly to build, and in steady demand.",
            },
            {
              title: "Industrial outdoor storage",
              text: "Yards for trucks, trailers, equipment and containers, with low building coverage and a strong link to the logistics sector.",
            },
          ],
        },
      ],
    },
    {
      heading: "Industrial buildings as self-storage",
      anchor: "self-storage-conversion",
      tone: "muted",
      body: [
        "Converting an industrial building to self-storage can create value when a location has strong residential demand around it but the building is no longer ideal for its industrial use: an older warehouse with low clear height, a building in an area that is becoming more residential, or a site with excellent road frontage.",
        {
          checklist: {
            title: "First questions for a self-storage conversion",
            items: [
              "Does the zoning by-law permit self-storage or warehousing on the site, or will a minor variance or rezoning be needed?",
              "Is the clear height enough for a mezzanine or a second storage level?",
              "Can the slab and structure carry the added floor loads?",
              "Is there space for customer parking, drive-up access and a loading area?",
              "What fire protection, sprinkler and building-code upgrades will the change of use require?",
              "How many people live within a short drive, and how much storage already serves them?",
            ],
          },
        },
        "Our [Ontario self-storage market pages](/self-storage/ontario/) and the [self-storage ROI guide](/self-storage/insights/roi-guide-ontario/) help you test the storage side of the numbers.",
      ],
    },
    {
      heading: "How we work with industrial buyers and sellers",
      body: [
        { h3: "For buyers" },
        "We start with your criteria: region, building type, size, budget, and whether you need income from day one or will occupy the building. We then bring you opportunities from the open market and from owners who prefer a confidential sale, help you review leases and operating costs, and represent you through the offer, a due diligence period that typically runs 30–60 days, and closing.",
        { h3: "For sellers" },
        "We prepare a market-based valuation, assemble the information buyers and lenders expect (leases, operating statements, building reports), and offer the property to qualified buyers, publicly or off-market under a non-disclosure agreement, to protect your tenants and your business during the sale.",
        "Off-market opportunities go to the buyers in our investor network first.",
        { h3: "Talk to us about industrial property" },
        "Tell us what you want to buy, or what you own and are thinking of selling. The first conversation is free and confidential.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
            { label: "Join the off-market list", href: "/off-market/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: hubFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "Ontario industrial market overview", href: "/industrial/ontario/" },
    ...AREA_LINKS,
    { label: "Self-storage investing in Ontario", href: "/self-storage/" },
    { label: "Request a property valuation", href: "/sell/" },
  ],
});

const ontario = industrialMarket("ontario", {
  name: "Ontario",
  summary:
    "The provincial picture: 500M+ sq ft of industrial space, $150B+ in manufacturing output and access to 150M consumers within a day's drive (estimates).",
  metrics: ONTARIO_TILES,
  geo: { latitude: 43.6532, longitude: -79.3832 },
  eyebrow: "Industrial market",
  heading: "Ontario Industrial Real Estate Market Overview",
  lead: "Ontario is Canada's largest industrial market, anchored by manufacturing, logistics and cross-border trade. This overview explains what drives demand across the province and where the main regional markets are, so you can decide where to look next.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Contact the team", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Ontario's industrial economy at a glance",
      body: [
        "As broad estimates, Ontario has **500M+ square feet** of industrial space, produces **$150B+** in annual manufacturing output, and gives businesses access to roughly **150 million consumers within a day's drive** across central Canada and the northeastern and midwestern United States. These figures are rounded estimates; verify them against current data before relying on them.",
        "Those three numbers explain most of the market. A large installed base of buildings means a deep pool of tenants, buyers and lenders. A large manufacturing sector creates steady demand for production and storage space. And access to customers on both sides of the border makes Southern Ontario a natural place to run distribution.",
        {
          callout: {
            tone: "info",
            title: "Provincial figures are a starting point",
            text: "Availability, rents and pricing differ sharply between submarkets and building types. For any purchase or sale, rely on recent comparable transactions in the same area, not provincial averages.",
          },
        },
      ],
    },
    {
      heading: "Regional industrial markets",
      anchor: "regions",
      tone: "muted",
      body: [
        "Most of the province's industrial space sits in and around the Greater Toronto Area. Our regional pages go into each market in detail.",
        { map: "industrial", title: "Ontario industrial market pages on the map" },
        {
          cards: [
            {
              title: "Toronto",
              text: "Established employment districts in Etobicoke, North York and Scarborough, with older buildings, small-bay space and infill opportunities.",
              href: "/industrial/ontario/toronto/",
              linkLabel: "Toronto industrial",
            },
            {
              title: "Greater Toronto Area",
              text: "How Peel, York, Durham, Halton and Toronto compare, and the highway, rail and air cargo networks that link them.",
              href: "/industrial/ontario/gta/",
              linkLabel: "GTA industrial",
            },
            {
              title: "York Region",
              text: "The Highway 400 corridor through Vaughan and the Highway 404 corridor through Markham and Richmond Hill.",
              href: "/industrial/ontario/york-region/",
              linkLabel: "York Region industrial",
            },
            {
              title: "Peel Region",
              text: "Mississauga and Brampton: the deepest industrial market in the GTA, next to Toronto Pearson International Airport.",
              href: "/industrial/ontario/peel/",
              linkLabel: "Peel industrial",
            },
            {
              title: "Durham Region",
              text: "The Highway 401 corridor from Pickering to Clarington, with the 407 East extension and lower costs than the west GTA.",
              href: "/industrial/ontario/durham/",
              linkLabel: "Durham industrial",
            },
            {
              title: "Beyond the GTA",
              text: "Hamilton, Waterloo Region, London, Ottawa and Niagara have their own industrial bases, tied to manufacturing, the 401 and 403 corridors and the border crossings.",
              href: "/contact/",
              linkLabel: "Ask about other markets",
            },
          ],
        },
      ],
    },
    {
      heading: "What drives industrial demand in Ontario",
      body: [
        { h3: "Manufacturing" },
        "Automotive, food and beverage, life sciences, plastics and metal fabrication all need production space and nearby storage. Manufacturers also tend to stay put once they have invested in equipment, which supports long tenancies.",
        { h3: "Logistics and e-commerce" },
        "Retailers, wholesalers and third-party logistics companies need distribution space close to the population they serve. Faster delivery expectations have pushed demand toward buildings near the 400-series highways and within reach of the GTA's population.",
        { h3: "Cross-border trade" },
        "Highway 401 connects the GTA to the Windsor–Detroit crossing in the west and toward Montreal in the east, and the QEW leads to the Niagara crossings into New York State. Goods moving between Ontario and the United States create demand for warehousing along these routes.",
        { h3: "Population growth and limited land" },
        "The GTA and surrounding regions keep growing, while serviced industrial land close to the core is scarce. Municipalities also protect employment areas from conversion to residential use. Together, these factors tend to support values for well-located existing buildings.",
      ],
    },
    {
      heading: "What investors review before buying",
      tone: "muted",
      body: [
        {
          ul: [
            "**Location and access:** the truck route to the nearest highway interchange, and the distance to the airport, rail terminals and the tenant's customers.",
            "**Building specifications:** clear height, number and type of shipping doors, column spacing, power supply, sprinklers and yard space.",
            "**Leases:** term remaining, rent compared with market, renewal options, recoveries of taxes and operating costs, and tenant covenant.",
            "**Zoning and planning:** permitted uses, employment area policies and anything that limits expansion or a change of use.",
            "**Environmental condition:** a Phase I environmental site assessment, and a Phase II where past uses call for it.",
            "**Capital needs:** roof, paving, HVAC and building systems that will need replacement during your hold.",
          ],
        },
        "Due diligence on an industrial purchase commonly runs 30–60 days. Our [due diligence checklist](/insights/due-diligence-checklist/) is written for self-storage, but its financial, legal, physical and environmental sections apply to most industrial buildings too.",
      ],
    },
    {
      heading: "Industrial buildings, self-storage and next steps",
      body: [
        "Self-storage and industrial property overlap more than most investors expect. Many storage facilities are built on industrial land, and older warehouses in growing residential areas are frequent conversion candidates. If an industrial building you own or are considering has low clear height, good frontage and many households nearby, a self-storage use may be worth testing.",
        "Explore the [Ontario self-storage markets](/self-storage/ontario/) or run the numbers with the [ROI calculator](/tools/roi-calculator/).",
        { h3: "Plan your next industrial move" },
        "Whether you are buying your first industrial building or selling a portfolio, we can help you compare markets and build a realistic plan.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: ontarioFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "Industrial property hub", href: "/industrial/" },
    ...AREA_LINKS,
    { label: "Due diligence checklist", href: "/insights/due-diligence-checklist/" },
  ],
});

const toronto = industrialMarket("toronto", {
  seo: {
    title: "Toronto Industrial Real Estate Market",
    description: "Industrial real estate in Toronto: market overview, property types, demand drivers and investment opportunities.",
    keywords: ["Toronto industrial property", "industrial for sale Toronto"],
  },
  name: "Toronto",
  summary:
    "The city's established employment districts: older warehouses, small-bay and flex space, cold storage and outdoor storage, with infill and conversion upside.",
  metrics: [
    { value: "100M+ SF", label: "Industrial space", note: ESTIMATE },
    { value: "6M+", label: "GTA population", note: ESTIMATE },
    { value: "$300B+", label: "Regional GDP", note: ESTIMATE },
  ],
  geo: { latitude: 43.6532, longitude: -79.3832 },
  eyebrow: "Industrial market",
  heading: "Toronto Industrial Real Estate",
  lead: "Toronto's industrial market is mature, diverse and land-constrained. Buildings are often older and smaller than in the suburbs, but they sit close to the largest concentration of customers and workers in Canada, which keeps demand from businesses and investors strong.",
  heroActions: [
    { label: "View Toronto Industrial Properties", href: "/buy/" },
    { label: "Toronto Market Analysis", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Toronto's industrial market and districts",
      anchor: "districts",
      body: [
        "As rounded estimates, Toronto has **100M+ square feet** of industrial space, serves a GTA population of **6M+**, and sits at the centre of a regional economy producing **$300B+** in GDP. These figures are estimates; verify them against current data.",
        "What sets Toronto apart from the surrounding regions is its proximity to customers and workers. Very little new industrial land is left inside the city, so most investment is in existing buildings: upgrading them, re-leasing them, or repositioning them for a better use. City policies protect employment areas from conversion to housing, which helps keep industrial land available for industrial users.",
        "The city's industrial land is spread across a handful of established districts, each with its own building stock and tenant mix.",
        { h3: "Etobicoke" },
        "Etobicoke's industrial areas run from the south, near the Gardiner Expressway and the QEW, to the north along Highway 427 next to Toronto Pearson International Airport. The north end suits distribution and airport-related users; the south end has older manufacturing and small-bay buildings close to established neighbourhoods.",
        { h3: "North York" },
        "North York's employment areas sit along Highway 401 and Highway 400, with clusters around Downsview and the Keele, Dufferin and Finch corridors. The mix includes light manufacturing, food production, trades and small-bay units, with quick access to the city's main east–west highway.",
        { h3: "Scarborough" },
        "Scarborough has large, established industrial parks along and north of Highway 401, with access to the 401 and the Don Valley Parkway–404 corridor. Buildings range from single-tenant warehouses to multi-tenant light industrial, and pricing has historically been more accessible than in the west end of the city.",
        { h3: "Port Lands and the waterfront" },
        "The Port Lands near the mouth of the Don River have long hosted port, bulk storage and industrial uses. The area is part of long-term waterfront revitalization plans, so industrial opportunities are limited and planning-sensitive, and any purchase needs a careful review of current and future land-use policy.",
      ],
    },
    {
      heading: "Property types",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Warehouse and distribution",
              text: "Mostly older, lower clear-height buildings inside the city, valued for their location near customers rather than for modern specifications.",
            },
            {
              title: "Light manufacturing",
              text: "Food, printing, fabrication and assembly users that need to be close to their workforce and clients.",
            },
            {
              title: "Flex",
              text: "Buildings mixing office, showroom and warehouse space, suited to trades, technology and service businesses.",
            },
            {
              title: "Small-bay",
              text: "Multi-tenant buildings with smaller units, serving the city's many small and growing businesses; also traded as industrial condominiums.",
            },
            {
              title: "Cold storage",
              text: "Temperature-controlled space for food distribution close to grocery, restaurant and institutional customers.",
            },
            {
              title: "Industrial outdoor storage",
              text: "Yards for trucks, trailers, equipment and containers: scarce inside the city and prized by logistics and construction users.",
            },
          ],
        },
      ],
    },
    {
      heading: "Demand drivers",
      body: [
        {
          ul: [
            "**Last-mile delivery:** online shopping and same-day expectations push distributors to locate as close to households as possible.",
            "**A large small-business base:** trades, contractors, food businesses and wholesalers need small and mid-sized units close to their customers.",
            "**Limited supply:** almost no vacant industrial land remains in the city, and employment-area protections restrict conversions.",
            "**Transport access:** Highways 401, 400, 427, 404 and the Gardiner–QEW, plus Toronto Pearson and the rail network, connect the city to the rest of Ontario and the United States.",
            "**Workforce:** employers can reach a large labour pool by transit and car, which matters for manufacturing and warehouse staffing.",
          ],
        },
      ],
    },
    {
      heading: "Investment opportunities",
      tone: "muted",
      body: [
        "Most Toronto industrial opportunities fall into a few strategies:",
        {
          cards: [
            {
              title: "Stable income",
              badge: "Core",
              text: "Well-leased buildings with creditworthy tenants in established districts, for investors who value predictable cash flow.",
            },
            {
              title: "Re-leasing and upgrades",
              badge: "Value-add",
              text: "Buildings with leases below market or deferred maintenance, where new leases and targeted capital can lift income.",
            },
            {
              title: "Owner-occupier purchases",
              badge: "Owner-user",
              text: "Businesses buying the building they operate from, often small-bay units or smaller freestanding buildings.",
            },
            {
              title: "Self-storage conversion",
              badge: "Conversion",
              text: "Older buildings in dense residential areas that may be worth more as self-storage than as industrial space.",
            },
          ],
          columns: 2,
        },
        "For the self-storage side of the numbers, see the [Toronto self-storage market page](/self-storage/ontario/toronto/) and the [GTA self-storage investment opportunities](/self-storage/ontario/gta/investment-opportunities/).",
      ],
    },
    {
      heading: "Market outlook",
      body: [
        "After several years of very tight availability, new supply across the GTA and a slower leasing pace have given tenants more choice, particularly in larger buildings. Inside the city, where little new space can be built, smaller and well-located buildings have generally held up better.",
        "Over the longer term, the fundamentals remain supportive: a growing region, limited industrial land and protected employment areas. Interest rates, tenant demand in specific size ranges and the pace of new construction in the surrounding regions are the variables to watch. We can walk you through current comparable sales and leases for any building you are considering.",
        { h3: "Buy or sell industrial property in Toronto" },
        "Looking for a Toronto industrial building, or want to know what yours is worth? Start with a conversation. We will review your goals and share what is available, including opportunities that are not publicly listed.",
        {
          buttons: [
            { label: "View Toronto Industrial Properties", href: "/buy/" },
            { label: "Toronto Market Analysis", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: torontoFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "GTA industrial real estate", href: "/industrial/ontario/gta/" },
    { label: "Peel Region industrial real estate", href: "/industrial/ontario/peel/" },
    { label: "Ontario industrial market overview", href: "/industrial/ontario/" },
    { label: "Toronto self-storage market", href: "/self-storage/ontario/toronto/" },
    { label: "Industrial property hub", href: "/industrial/" },
  ],
});

const gta = industrialMarket("gta", {
  seo: {
    title: "GTA Industrial Real Estate Market",
    description: "Industrial real estate in GTA: market overview, property types, demand drivers and investment opportunities.",
    keywords: ["GTA industrial property", "industrial for sale GTA"],
  },
  name: "Greater Toronto Area",
  summary:
    "How Peel, York, Durham, Halton and Toronto compare, and the highway, rail and air cargo networks that make the GTA Canada's main distribution hub.",
  metrics: [
    { value: "5", label: "Key markets compared", note: "Peel, York, Durham, Halton and Toronto" },
    { value: "401", label: "Main east–west truck corridor" },
    { value: "407 ETR", label: "Toll route across the north GTA" },
    { value: "YYZ", label: "Toronto Pearson air cargo", note: "A major air cargo hub in Peel" },
  ],
  geo: { latitude: 43.7, longitude: -79.42 },
  eyebrow: "Industrial market",
  heading: "GTA Industrial Real Estate",
  lead: "The Greater Toronto Area is one of North America's major industrial markets: a ring of regions around Toronto, tied together by 400-series highways, two national railways and Toronto Pearson International Airport. Here is how the key markets compare and what that means for investors.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Get a GTA market analysis", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Key GTA industrial markets",
      anchor: "markets",
      body: [
        "Each region has its own character, building stock and tenant base. Choosing the right one depends on whether you need income, growth, a building for your own business or a site for a different use.",
        { h3: "Peel Region" },
        "Mississauga and Brampton form the GTA's deepest industrial market, with large distribution buildings, manufacturing and a dense cluster of logistics users around Toronto Pearson. [Peel industrial market](/industrial/ontario/peel/).",
        { h3: "York Region" },
        "Vaughan's Highway 400 corridor is a major distribution and manufacturing hub with significant rail facilities, while Markham and Richmond Hill along Highway 404 lean toward flex, light industrial and technology users. [York Region industrial market](/industrial/ontario/york-region/).",
        { h3: "Durham Region" },
        "Pickering, Ajax, Whitby, Oshawa and Clarington along Highway 401, with the 407 East extension opening up more land. Generally lower land costs and rents than the west GTA. [Durham industrial market](/industrial/ontario/durham/).",
        { h3: "Halton Region" },
        "Milton and Halton Hills along Highway 401, and Oakville and Burlington along the QEW, 403 and 407, link the GTA to Hamilton and southwestern Ontario. Newer distribution buildings sit alongside established manufacturing.",
        { h3: "City of Toronto" },
        "The core market: older, smaller buildings in established districts, close to customers and workers, with limited new supply. [Toronto industrial market](/industrial/ontario/toronto/).",
      ],
    },
    {
      heading: "Transport networks",
      anchor: "transport",
      tone: "muted",
      body: [
        "Access is the single biggest driver of industrial demand in the GTA. These are the routes and facilities that shape where tenants want to be.",
        {
          table: {
            caption: "Main GTA transport networks for industrial users",
            head: ["Network", "What it connects", "Why it matters to industrial users"],
            rows: [
              [
                "Highway 401",
                "Crosses the GTA east to west, continuing toward Windsor–Detroit and Montreal",
                "The main truck corridor; most of the region's industrial districts sit along it",
              ],
              [
                "407 ETR and 407 East",
                "A toll highway across the north GTA from Burlington to Pickering, continuing east through Durham",
                "A faster, less congested east–west route for trucks, at a cost",
              ],
              [
                "Highway 400",
                "Runs north from Toronto through Vaughan toward Barrie and northern Ontario",
                "Anchors York Region's largest industrial corridor",
              ],
              [
                "Highway 427",
                "Runs north–south along Toronto's western edge, past Toronto Pearson into Vaughan",
                "Links the airport district to the 401, 407 and the Gardiner–QEW",
              ],
              [
                "Highway 410",
                "Runs north–south through Mississauga and Brampton",
                "Serves Brampton's industrial areas and connects them to the 401 and 407",
              ],
              [
                "CN and CPKC intermodal",
                "Rail terminals in Brampton and Vaughan, connected to ports and the rest of North America",
                "Container traffic for importers, exporters and distributors",
              ],
              [
                "Toronto Pearson cargo",
                "Air cargo facilities at the airport, in Mississauga",
                "Time-sensitive and high-value freight; supports forwarders and couriers nearby",
              ],
            ],
            note: "Other important routes include the QEW, Highway 403, Highway 404 and the Don Valley Parkway.",
          },
        },
      ],
    },
    {
      heading: "Property types and tenants",
      body: [
        "The GTA has every industrial format, but each region leans in a particular direction:",
        {
          ul: [
            "**Large distribution buildings** cluster in Peel, Vaughan, Halton and, increasingly, Durham, where larger sites are available near highway interchanges.",
            "**Small-bay and multi-tenant buildings** are found across the region, with the highest concentration in Toronto, Mississauga and Vaughan.",
            "**Flex and technology space** is most common along the Highway 404 corridor in Markham and Richmond Hill.",
            "**Cold storage and food facilities** locate near major highways and population centres to serve grocery and food-service customers.",
            "**Industrial outdoor storage** is scarce near the core and in demand from trucking, logistics and construction users.",
          ],
        },
      ],
    },
    {
      heading: "Investment considerations",
      tone: "muted",
      body: [
        "GTA industrial property is widely held by institutions, private investors and owner-users, so good buildings attract competition. To buy well:",
        {
          ol: [
            "Define the strategy first: stable income, value-add, owner-occupancy or redevelopment.",
            "Compare regions on current comparable sales and leases, not on reputation.",
            "Check the building's specifications against what today's tenants need in that submarket.",
            "Read every lease and verify recoveries of taxes and operating costs.",
            "Plan a due diligence period of 30–60 days for financing, environmental and building reviews.",
          ],
        },
        "Off-market opportunities can reduce competition. Qualified members of our investor network see confidential opportunities first. [Join the off-market list](/off-market/).",
      ],
    },
    {
      heading: "Industrial space and self-storage demand",
      body: [
        "Across the GTA, self-storage facilities compete with industrial users for the same kind of land: accessible, visible and zoned for employment uses. Where an older industrial building sits close to growing residential neighbourhoods, converting it to self-storage can be the highest-value use.",
        "Our [GTA self-storage investment opportunities](/self-storage/ontario/gta/investment-opportunities/) page covers the storage side, including returns and typical deal sizes.",
        { h3: "Find the right GTA industrial property" },
        "Tell us where and what you are looking for, and we will share what is available and what it is likely to cost.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: gtaFaqs.map((doc) => doc._id),
  relatedLinks: [
    ...AREA_LINKS.filter((l) => l.href !== "/industrial/ontario/gta/"),
    { label: "Ontario industrial market overview", href: "/industrial/ontario/" },
    { label: "GTA self-storage investment opportunities", href: "/self-storage/ontario/gta/investment-opportunities/" },
  ],
});

const yorkRegion = industrialMarket("york-region", {
  seo: {
    title: "York Region Industrial Real Estate Market",
    description: "Industrial real estate in York Region: market overview, property types, demand drivers and investment opportunities.",
    keywords: ["York Region industrial property", "industrial for sale York Region"],
  },
  name: "York Region",
  summary:
    "The Highway 400 corridor through Vaughan and Concord, the Highway 404 corridor through Markham and Richmond Hill, and growing business parks further north.",
  metrics: [
    { value: "400", label: "Highway 400 corridor", note: "Vaughan, Concord and Woodbridge" },
    { value: "404", label: "Highway 404 corridor", note: "Markham and Richmond Hill" },
    { value: "407 ETR", label: "East–west link across the region" },
  ],
  geo: { latitude: 43.8361, longitude: -79.4983 },
  eyebrow: "Industrial market",
  heading: "York Region Industrial Real Estate",
  lead: "York Region sits directly north of Toronto and has two distinct industrial corridors: Vaughan along Highway 400, with major rail facilities and large distribution buildings, and Markham and Richmond Hill along Highway 404, with flex, light manufacturing and technology users.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Get a York Region analysis", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "The Highway 400 corridor: Vaughan",
      anchor: "highway-400",
      body: [
        "Vaughan holds the largest share of York Region's industrial space. Its industrial areas stretch along Highways 400, 427 and 407, from Concord in the east to Woodbridge and the areas around Highway 50 in the west.",
        { h3: "Rail and intermodal" },
        "Both national railways have major facilities in Vaughan, including CN's MacMillan Yard and a CPKC intermodal terminal. With the 400-series highways next door, this makes the corridor a natural base for importers, distributors and third-party logistics companies.",
        { h3: "Concord and central Vaughan" },
        "Concord, around Highway 7 and Highway 407, has an established mix of manufacturing, warehouse and small-bay buildings. It is one of the closest large industrial areas to the northern edge of Toronto.",
        { h3: "West Vaughan" },
        "Newer, larger distribution buildings have been built in west Vaughan, helped by the extension of Highway 427 north of Highway 7. Nearby Bolton is across the regional boundary in Caledon, which is part of [Peel Region](/industrial/ontario/peel/), but many users consider the two areas together.",
      ],
    },
    {
      heading: "The Highway 404 corridor: Markham and Richmond Hill",
      anchor: "highway-404",
      tone: "muted",
      body: [
        "East of Yonge Street, the Highway 404 corridor runs through Richmond Hill and Markham. Business parks along the 404 and Highway 7 house technology, electronics, life sciences and light manufacturing companies, many with a higher share of office space than a typical warehouse.",
        "Buildings here are often flex or light industrial, with smaller shipping areas and more finished space. That attracts a different tenant pool from Vaughan, and rents, improvement costs and lease terms should be underwritten on their own comparables.",
      ],
    },
    {
      heading: "Northern York Region",
      body: [
        "Further north, Aurora, Newmarket and East Gwillimbury have smaller industrial parks along the Highway 404 extension and the Yonge Street corridor. They serve local manufacturing, trades and service businesses, and benefit from continued population growth in the northern part of the region. These markets are smaller and less liquid, so each purchase needs careful comparables and a realistic view of resale.",
      ],
    },
    {
      heading: "Property types and tenants",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Distribution and logistics",
              text: "Larger buildings near the 400, 427 and 407 interchanges and the rail terminals in Vaughan.",
            },
            {
              title: "Manufacturing",
              text: "Established production buildings in Concord and Vaughan, and lighter, cleaner manufacturing along the 404.",
            },
            {
              title: "Flex and technology",
              text: "Office-heavy industrial buildings in Markham and Richmond Hill, popular with technology and research users.",
            },
            {
              title: "Small-bay and condominiums",
              text: "Multi-tenant buildings and industrial condominium units for trades, contractors and growing businesses.",
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      heading: "Investing in York Region industrial property",
      body: [
        "York Region's appeal for investors is its position between Toronto and the rest of Ontario, its rail infrastructure and a large, growing residential population. The same growth creates opportunities for self-storage: older industrial buildings near new neighbourhoods in Vaughan, Richmond Hill and Markham are natural conversion candidates, subject to zoning and building review.",
        {
          ul: [
            "Compare the 400 and 404 corridors on current comparables; they behave like different markets.",
            "Check truck access from the site to the nearest interchange and any local road restrictions.",
            "Review zoning carefully where employment areas border new residential development.",
            "Allow 30–60 days for due diligence, including environmental reviews on older manufacturing sites.",
          ],
        },
        "See the [York Region self-storage market page](/self-storage/ontario/york-region/) for the storage side of the numbers.",
        { h3: "Buy or sell in York Region" },
        "We can share current opportunities in Vaughan, Markham and Richmond Hill, including some that are offered only to qualified buyers under a non-disclosure agreement.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: yorkFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "GTA industrial real estate", href: "/industrial/ontario/gta/" },
    { label: "Peel Region industrial real estate", href: "/industrial/ontario/peel/" },
    { label: "Toronto industrial real estate", href: "/industrial/ontario/toronto/" },
    { label: "York Region self-storage market", href: "/self-storage/ontario/york-region/" },
    { label: "Industrial property hub", href: "/industrial/" },
  ],
});

const peel = industrialMarket("peel", {
  seo: {
    title: "Peel Region Industrial Real Estate Market",
    description: "Industrial real estate in Peel Region: market overview, property types, demand drivers and investment opportunities.",
    keywords: ["Peel Region industrial property", "industrial for sale Peel Region"],
  },
  name: "Peel Region",
  summary:
    "Mississauga and Brampton: the GTA's deepest industrial market, beside Toronto Pearson and served by Highways 401, 407, 410 and 427.",
  metrics: [
    { value: "YYZ", label: "Toronto Pearson next door", note: "A major air cargo hub" },
    { value: "401 · 407 · 410 · 427", label: "Highways through the region" },
    { value: "Mississauga & Brampton", label: "Main industrial cities", note: "Plus Caledon to the north" },
  ],
  geo: { latitude: 43.6834, longitude: -79.6953 },
  eyebrow: "Industrial market",
  heading: "Peel Region Industrial Real Estate",
  lead: "Peel Region, made up of Mississauga, Brampton and Caledon, has the GTA's deepest concentration of industrial space. Toronto Pearson International Airport, a dense highway network and a large rail terminal make it the first choice for many distribution and logistics users.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Get a Peel market analysis", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "Mississauga",
      anchor: "mississauga",
      body: [
        "Mississauga's industrial areas surround Toronto Pearson and extend west along Highway 401 and north to the 407. The city has a wide range of buildings, from large distribution centres to small-bay units and corporate head-office campuses with attached warehouses.",
        {
          ul: [
            "**Airport district:** freight forwarders, couriers and distributors that need to be minutes from the airport's cargo facilities.",
            "**Meadowvale and the west 401 corridor:** larger distribution and manufacturing buildings with direct 401 and 407 access.",
            "**Established central and southern areas:** older manufacturing and small-bay buildings near the QEW and Highway 403.",
          ],
        },
        "Mississauga is also a strong self-storage market. See the [Mississauga self-storage page](/self-storage/ontario/mississauga/).",
      ],
    },
    {
      heading: "Brampton",
      anchor: "brampton",
      tone: "muted",
      body: [
        "Brampton's industrial areas follow Highway 410 and Highway 407, with the Bramalea area among the region's longest-established industrial districts. A CN intermodal terminal in Brampton connects the area to ports and rail markets across North America, which attracts importers and distributors.",
        "Brampton has a large stock of mid-sized and larger warehouse buildings, plus small-bay space serving a growing base of trucking, trade and manufacturing businesses.",
      ],
    },
    {
      heading: "Airport proximity",
      body: [
        "Toronto Pearson International Airport is a major air cargo hub as well as Canada's busiest passenger airport. For tenants moving high-value or time-sensitive goods, a short drive to the airport's cargo facilities is worth paying for, and buildings in the surrounding districts tend to attract a deep pool of logistics tenants.",
        {
          callout: {
            tone: "info",
            title: "Check airport-related constraints",
            text: "Sites near the airport can be subject to height limits and noise-related land-use restrictions. They rarely affect existing industrial use, but they can limit redevelopment options, so review them during due diligence.",
          },
        },
      ],
    },
    {
      heading: "Highway network",
      tone: "muted",
      body: [
        "Few areas in Canada have as many major highways within a short drive:",
        {
          ul: [
            "**Highway 401** across the region, east to Toronto and west toward Windsor–Detroit.",
            "**407 ETR** across the north, a faster toll route east and west.",
            "**Highway 410** north–south through Mississauga and Brampton.",
            "**Highway 427** along the airport's east side, south to the Gardiner–QEW and north into Vaughan.",
            "**Highway 403 and the QEW** in the south, toward Hamilton, Niagara and the U.S. border.",
          ],
        },
        "To the north, Caledon, including Bolton, has seen new industrial development along Highway 50 and the Highway 410 extension as larger sites became harder to find in Mississauga and Brampton.",
      ],
    },
    {
      heading: "Investment considerations in Peel",
      body: [
        "Peel's depth is its main advantage for investors: more tenants, more buyers, more lenders and more comparable transactions. It also means competition for good buildings. Consider:",
        {
          ul: [
            "Building specifications relative to newer supply, particularly clear height, shipping doors and trailer parking.",
            "Lease expiries and how the current rent compares with market rent for that size range.",
            "Environmental history on older manufacturing sites; plan for a Phase I assessment and, where needed, a Phase II.",
            "For older buildings near growing neighbourhoods, the potential for a self-storage conversion.",
          ],
        },
        "Due diligence commonly takes 30–60 days. Our [due diligence checklist](/insights/due-diligence-checklist/) covers the main financial, legal, physical and environmental checks.",
        { h3: "Buy or sell in Peel Region" },
        "We can show you current opportunities in Mississauga, Brampton and Caledon, or prepare a confidential valuation of your building.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
            { label: "Request a valuation", href: "/sell/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: peelFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "GTA industrial real estate", href: "/industrial/ontario/gta/" },
    { label: "York Region industrial real estate", href: "/industrial/ontario/york-region/" },
    { label: "Toronto industrial real estate", href: "/industrial/ontario/toronto/" },
    { label: "Mississauga self-storage market", href: "/self-storage/ontario/mississauga/" },
    { label: "Industrial property hub", href: "/industrial/" },
  ],
});

const durham = industrialMarket("durham", {
  seo: {
    title: "Durham Region Industrial Real Estate Market",
    description: "Industrial real estate in Durham Region: market overview, property types, demand drivers and investment opportunities.",
    keywords: ["Durham Region industrial property", "industrial for sale Durham Region"],
  },
  name: "Durham Region",
  summary:
    "The Highway 401 corridor from Pickering to Clarington, opened up further by the 407 East extension, with lower land costs and rents than the west GTA.",
  metrics: [
    { value: "401", label: "Main east–west corridor" },
    { value: "407 East", label: "Highway extension through Durham" },
    { value: "5", label: "Lakeshore municipalities", note: "Pickering, Ajax, Whitby, Oshawa and Clarington" },
  ],
  geo: { latitude: 43.8975, longitude: -78.9429 },
  eyebrow: "Industrial market",
  heading: "Durham Region Industrial Real Estate",
  lead: "Durham Region, east of Toronto, offers Highway 401 access, a growing population and, in general, lower land costs and rents than the west GTA. The 407 East extension has made more of the region practical for distribution and manufacturing users.",
  heroActions: [
    { label: "Buy industrial property", href: "/buy/" },
    { label: "Get a Durham market analysis", href: "/contact/", style: "secondary" },
  ],
  sections: [
    {
      heading: "The Highway 401 corridor",
      anchor: "highway-401",
      body: [
        "Durham's industrial market follows Highway 401 through its five lakeshore municipalities.",
        { h3: "Pickering" },
        "The closest Durham municipality to Toronto, with established industrial areas near the 401 and newer employment lands to the north, close to the 407.",
        { h3: "Ajax" },
        "Business parks along the 401 with a mix of warehouse, light manufacturing and small-bay buildings.",
        { h3: "Whitby" },
        "Industrial areas along the 401 and the Highway 412 link to the 407, including newer distribution buildings.",
        { h3: "Oshawa" },
        "Durham's largest city, with a long automotive manufacturing history, a harbour and a broad stock of older industrial buildings.",
        { h3: "Clarington" },
        "Courtice, Bowmanville and Newcastle, served by the 401, the Highway 418 link and the eastern end of the 407 East, with room for future employment growth.",
      ],
    },
    {
      heading: "The 407 East extension",
      tone: "muted",
      body: [
        "Highway 407 East continues the 407 corridor through Durham to Clarington, with the Highway 412 and Highway 418 links connecting it to the 401. For industrial users, it means a second east–west route across the region and better access from north Durham to the rest of the GTA. Land near the interchanges has become more attractive for distribution and manufacturing as a result.",
      ],
    },
    {
      heading: "Cost advantages versus the west GTA",
      body: [
        "Land and rents in Durham are generally lower than in Peel, Vaughan and Halton. For owner-users, that can mean a newer building or a larger site for the same budget. For investors, it can mean a higher starting yield, balanced against a smaller and less liquid market.",
        {
          table: {
            caption: "Durham compared with the west GTA (qualitative)",
            head: ["Factor", "Durham Region", "West GTA (Peel, Vaughan, Halton)"],
            rows: [
              ["Land and rents", "Generally lower", "Generally higher"],
              ["Market depth", "Smaller, fewer comparables", "Deep, many comparables"],
              ["Access to Pearson and western routes", "Longer drive", "Direct"],
              ["Room for new development", "More available land", "Limited near the core"],
              ["Labour pool", "Growing local population", "Large and established"],
            ],
            note: "A general comparison; actual costs depend on the site, the building and current market conditions.",
          },
        },
      ],
    },
    {
      heading: "Property types and opportunities",
      tone: "muted",
      body: [
        {
          cards: [
            {
              title: "Warehouse and distribution",
              text: "Newer buildings near the 401, 412 and 407 interchanges serve users covering eastern Ontario and the GTA.",
            },
            {
              title: "Manufacturing",
              text: "Oshawa and Whitby's established manufacturing base, including automotive suppliers and fabrication.",
            },
            {
              title: "Small-bay and trades",
              text: "Multi-tenant buildings for the contractors, trades and service businesses that follow population growth.",
            },
            {
              title: "Self-storage conversion",
              text: "Older industrial buildings near fast-growing neighbourhoods in Ajax, Whitby, Oshawa and Clarington.",
            },
          ],
          columns: 2,
        },
        "Durham's residential growth also supports self-storage demand. Converting a well-located older industrial building can make sense where zoning allows and local supply is not already saturated.",
      ],
    },
    {
      heading: "Investing in Durham Region",
      body: [
        {
          ul: [
            "Underwrite on local comparables; fewer transactions mean each one carries more weight.",
            "Check the truck route to the 401, 412, 418 or 407, and any toll costs for tenants.",
            "Compare development charges and zoning by-laws between municipalities.",
            "Plan 30–60 days of due diligence, including environmental reviews on older manufacturing sites.",
          ],
        },
        "We can compare a Durham building with alternatives elsewhere in the GTA so you can see the trade-off between cost and liquidity.",
        {
          buttons: [
            { label: "Buy industrial property", href: "/buy/" },
            { label: "Contact the team", href: "/contact/", style: "secondary" },
          ],
        },
      ],
    },
  ],
  faqs: durhamFaqs.map((doc) => doc._id),
  relatedLinks: [
    { label: "GTA industrial real estate", href: "/industrial/ontario/gta/" },
    { label: "Toronto industrial real estate", href: "/industrial/ontario/toronto/" },
    { label: "Ontario industrial market overview", href: "/industrial/ontario/" },
    { label: "Self-storage ROI guide for Ontario", href: "/self-storage/insights/roi-guide-ontario/" },
    { label: "Industrial property hub", href: "/industrial/" },
  ],
});

export const documents: SeedDocument[] = [
  hub,
  ontario,
  toronto,
  gta,
  yorkRegion,
  peel,
  durham,
  ...hubFaqs,
  ...ontarioFaqs,
  ...torontoFaqs,
  ...gtaFaqs,
  ...yorkFaqs,
  ...peelFaqs,
  ...durhamFaqs,
];
