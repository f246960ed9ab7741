import type { SeedDocument } from "../compose.ts";

/** Site settings, agent profile, home page and success stories (identity is a stand-in: see docs/decisions/0004). */
export const documents: SeedDocument[] = [
  {
    "_id": "siteSettings",
    "_type": "siteSettings",
    "agencyName": "Ontario Storage Advisors",
    "positioning": "Expert commercial real estate agents for self-storage investments across Ontario, with ROI guides, off-market deals and a network of qualified investors. Call to talk about your next acquisition or sale.",
    "brokerageName": "Lakeshore Commercial Realty Inc., Brokerage",
    "investorNetworkClaim": "An investor network of 1,000+ qualified buyers",
    "phone": "(416) 555-0148",
    "email": "info@ontariostorageadvisors.ca",
    "address": {
      "_type": "object",
      "locality": "Toronto",
      "region": "ON",
      "country": "CA"
    },
    "geo": {
      "_type": "object",
      "latitude": 43.6532,
      "longitude": -79.3832
    },
    "hoursText": "Monday–Friday, 9 a.m. to 5 p.m. (Eastern Time)",
    "openingHours": "Mo-Fr 09:00-17:00",
    "areaServed": [
      "Ontario",
      "Greater Toronto Area",
      "Hamilton",
      "Ottawa",
      "London",
      "Kitchener-Waterloo",
      "Niagara",
      "Mississauga",
      "York Region"
    ],
    "socialProfiles": [
      {
        "_key": "facebook",
        "_type": "socialProfile",
        "network": "facebook",
        "url": "https://www.facebook.com/ontariostorageadvisors"
      },
      {
        "_key": "instagram",
        "_type": "socialProfile",
        "network": "instagram",
        "url": "https://www.instagram.com/ontariostorageadvisors"
      },
      {
        "_key": "linkedin",
        "_type": "socialProfile",
        "network": "linkedin",
        "url": "https://www.linkedin.com/company/ontariostorageadvisors"
      },
      {
        "_key": "pinterest",
        "_type": "socialProfile",
        "network": "pinterest",
        "url": "https://www.pinterest.ca/ontariostorageadvisors"
      },
      {
        "_key": "tiktok",
        "_type": "socialProfile",
        "network": "tiktok",
        "url": "https://www.tiktok.com/@ontariostorageadvisors"
      },
      {
        "_key": "x",
        "_type": "socialProfile",
        "network": "x",
        "url": "https://x.com/ontstorageadv"
      },
      {
        "_key": "yelp",
        "_type": "socialProfile",
        "network": "yelp",
        "url": "https://www.yelp.ca/biz/ontario-storage-advisors-toronto"
      },
      {
        "_key": "youtube",
        "_type": "socialProfile",
        "network": "youtube",
        "url": "https://www.youtube.com/@ontariostorageadvisors"
      }
    ],
    "disclaimer": "The information on this website is provided for general information only and is not financial, legal, tax or investment advice. Market figures, returns and valuations are estimates that change with market conditions and are not guaranteed. Verify every figure independently and consult qualified professionals before making an investment decision. Not intended to solicit buyers or sellers already under contract with a brokerage.",
    "trademarkNotices": [
      "The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA.",
      "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA."
    ]
  },
  {
    "_id": "agentProfile",
    "_type": "agentProfile",
    "name": "Daniel Mercer",
    "role": "Commercial Sales Representative, Self-Storage & Industrial",
    "photo": {
      "_type": "image",
      "_sanityAsset": "image@file://./images/agent-portrait.webp",
      "alt": "Illustrated portrait of Daniel Mercer in a dark suit and amber tie"
    },
    "shortBio": "Daniel advises owners and investors on self-storage and industrial property across Ontario: valuations, confidential off-market sales and buyer representation from first tour to closing.",
    "bio": [
      "Daniel Mercer is a Toronto-based commercial sales representative who works exclusively on self-storage and industrial investment property in Ontario.",
      "He helps owners understand what their facility is worth, prepares the financial package buyers expect, and runs confidential off-market processes that protect tenants, staff and the business while a sale is negotiated.",
      "For buyers he sources opportunities before they reach the open market, reviews the numbers with them and coordinates lenders, lawyers and inspectors through due diligence."
    ],
    "professionalProfileUrl": "https://www.linkedin.com/company/ontariostorageadvisors",
    "strengths": [
      {
        "_key": "focus",
        "_type": "strength",
        "title": "Self-storage specialist",
        "text": "Self-storage and industrial property is the whole practice, not a side line, so valuations start from real operating data."
      },
      {
        "_key": "network",
        "_type": "strength",
        "title": "1,000+ investor network",
        "text": "Qualified buyers across Ontario hear about off-market opportunities first, under NDA."
      },
      {
        "_key": "process",
        "_type": "strength",
        "title": "A clear 6-step process",
        "text": "From NDA to buyer representation, every step is explained in writing before it starts."
      },
      {
        "_key": "ontario",
        "_type": "strength",
        "title": "Ontario market knowledge",
        "text": "Rental rates, cap rates and zoning differ from Toronto to London; advice reflects the local market."
      }
    ]
  },
  {
    "_id": "homePage",
    "_type": "homePage",
    "heroEyebrow": "Self-storage & industrial investment property in Ontario",
    "heroHeading": "Buy and sell self-storage facilities in Ontario with a specialist",
    "heroLead": "Confidential valuations for owners, off-market opportunities for investors, and the market data to decide with confidence.",
    "buyersLabel": "For Buyers",
    "sellersLabel": "For Sellers",
    "heroHighlights": [
      "Investor network of 1,000+ buyers",
      "6-step off-market process",
      "Free, confidential valuations"
    ],
    "successHeading": "Recent transactions",
    "successLead": "Facilities we have sold for Ontario owners.",
    "calculatorHeading": "What is your facility worth?",
    "calculatorLead": "An instant estimate from your units, rents, occupancy and expenses. For a full valuation, request one below: free and confidential.",
    "exploreHeading": "How we can help",
    "exploreCards": [
      {
        "_key": "listings",
        "_type": "linkCard",
        "title": "Self-storage listings",
        "text": "Facilities for sale across Ontario. Public listings are coming soon; investors can already see off-market deals.",
        "href": "/self-storage/listings/",
        "linkLabel": "View listings"
      },
      {
        "_key": "offmarket",
        "_type": "linkCard",
        "title": "Off-market deals",
        "text": "Join the investor network to hear about facilities before they reach the market, under NDA.",
        "href": "/off-market/",
        "linkLabel": "Join the investor network"
      },
      {
        "_key": "sell",
        "_type": "linkCard",
        "title": "Sell your facility",
        "text": "Request a free, confidential valuation based on your rent roll, occupancy and expenses.",
        "href": "/sell/",
        "linkLabel": "Request a valuation"
      },
      {
        "_key": "insights",
        "_type": "linkCard",
        "title": "Market insights",
        "text": "News, an ROI guide, a valuation guide and a due diligence checklist for Ontario investors.",
        "href": "/insights/",
        "linkLabel": "Read the insights"
      }
    ],
    "marketsHeading": "Ontario regional markets",
    "marketsLead": "Population, rents and returns differ from one region to the next. Start with the market you are considering.",
    "marketLinks": [
      {
        "_key": "toronto",
        "_type": "marketLink",
        "label": "Toronto",
        "href": "/self-storage/ontario/toronto/"
      },
      {
        "_key": "gta",
        "_type": "marketLink",
        "label": "GTA investment opportunities",
        "href": "/self-storage/ontario/gta/investment-opportunities/"
      },
      {
        "_key": "york",
        "_type": "marketLink",
        "label": "York Region",
        "href": "/self-storage/ontario/york-region/"
      },
      {
        "_key": "mississauga",
        "_type": "marketLink",
        "label": "Mississauga",
        "href": "/self-storage/ontario/mississauga/"
      },
      {
        "_key": "hamilton",
        "_type": "marketLink",
        "label": "Hamilton",
        "href": "/self-storage/ontario/hamilton/"
      },
      {
        "_key": "kw",
        "_type": "marketLink",
        "label": "Kitchener-Waterloo",
        "href": "/self-storage/ontario/kitchener-waterloo/"
      },
      {
        "_key": "london",
        "_type": "marketLink",
        "label": "London",
        "href": "/self-storage/ontario/london/"
      },
      {
        "_key": "ottawa",
        "_type": "marketLink",
        "label": "Ottawa",
        "href": "/self-storage/ontario/ottawa/"
      },
      {
        "_key": "niagara",
        "_type": "marketLink",
        "label": "Niagara",
        "href": "/self-storage/ontario/niagara/"
      },
      {
        "_key": "industrial",
        "_type": "marketLink",
        "label": "Industrial property in Ontario",
        "href": "/industrial/"
      }
    ],
    "agentHeading": "Your self-storage specialist"
  },
  {
    "_id": "successStory.hamilton",
    "_type": "successStory",
    "title": "150-unit facility sold",
    "location": "Hamilton, Ontario",
    "units": 150,
    "description": "A 150-unit drive-up facility sold to a private investor through a confidential off-market process.",
    "sold": true,
    "order": 1,
    "image": {
      "_type": "image",
      "_sanityAsset": "image@file://./images/hamilton-facility.webp",
      "alt": "Illustration of a single-storey self-storage facility with rows of orange roll-up doors"
    }
  },
  {
    "_id": "successStory.guelph",
    "_type": "successStory",
    "title": "200-unit facility sold",
    "location": "Guelph, Ontario",
    "units": 200,
    "description": "A 200-unit facility with climate-controlled units sold to an Ontario investment group.",
    "sold": true,
    "order": 2,
    "image": {
      "_type": "image",
      "_sanityAsset": "image@file://./images/guelph-facility.webp",
      "alt": "Illustration of a two-storey climate-controlled self-storage building with blue doors"
    }
  }
];
