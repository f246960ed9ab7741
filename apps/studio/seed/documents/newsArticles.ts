import { newsArticle, type SeedDocument } from "../compose.ts";

/** The 10 news items listed on /insights/ (newest first; the newest is featured). */
export const documents: SeedDocument[] = [
  newsArticle({
    slug: "ontario-self-storage-rates-late-2024",
    title: "Ontario Self-Storage Rates Diverge as New Supply Reaches the GTA",
    excerpt:
      "Our 2024 estimates show Toronto+GTA street rates trending about 1% lower and Hamilton about 0.5% lower, while Kitchener-Waterloo is up about 2% and Ottawa and London hold stable. What the split means for buyers and sellers this fall.",
    date: "2024-09-15",
    author: "Daniel Mercer",
    category: "Market Trends",
    readTime: "6 min read",
    featured: true,
  }),
  newsArticle({
    slug: "cap-rates-after-rate-cuts",
    title: "Where Ontario Storage Cap Rates Stand After Three Rate Cuts",
    excerpt:
      "With borrowing costs easing, we review estimated cap rates by tier: 5.5–6.5% for GTA premium assets, 6.5–7.5% in secondary markets and 7.0–8.5% in tertiary markets. Why pricing is likely to firm first for well-run, stabilized facilities.",
    date: "2024-09-10",
    author: "Ontario Storage Advisors Research",
    category: "Investment",
    readTime: "5 min read",
  }),
  newsArticle({
    slug: "hst-on-commercial-storage-sales",
    title: "HST on Self-Storage Sales: What Ontario Buyers and Sellers Should Know",
    excerpt:
      "The sale of commercial property in Ontario is generally subject to 13% HST where applicable, and buyers who are HST registrants often self-assess. How the HST clause in your agreement affects closing, and why to speak to your accountant first.",
    date: "2024-09-03",
    author: "Daniel Mercer",
    category: "Regulations",
    readTime: "4 min read",
  }),
  newsArticle({
    slug: "contactless-rentals-ontario-storage",
    title: "Contactless Rentals Are Becoming the Norm at Ontario Storage Facilities",
    excerpt:
      "Online reservations, digital lease signing and app-based gate access let customers rent a unit without visiting the office. What buyers should check in a facility's technology, and how it can lower staffing costs and support occupancy.",
    date: "2024-08-28",
    author: "Ontario Storage Advisors Research",
    category: "Industry News",
    readTime: "4 min read",
  }),
  newsArticle({
    slug: "secondary-markets-hamilton-kitchener-waterloo-london",
    title: "Hamilton, Kitchener-Waterloo and London Draw Storage Investors",
    excerpt:
      "Entry costs in Hamilton run an estimated 30–40% below Toronto, and secondary-market cap rates of about 6.5–7.5% offer more income per dollar invested. We compare growth, rates and deal sizes in three markets outside the GTA.",
    date: "2024-08-21",
    author: "Daniel Mercer",
    category: "Investment",
    readTime: "6 min read",
  }),
  newsArticle({
    slug: "municipal-zoning-self-storage-ontario",
    title: "Zoning for Self-Storage: What Ontario Municipalities Look For",
    excerpt:
      "Some municipalities treat self-storage as its own use, others as warehousing, and some limit it on employment lands or main streets. Why zoning confirmation belongs at the top of every buyer's and developer's checklist.",
    date: "2024-08-14",
    author: "Ontario Storage Advisors Research",
    category: "Regulations",
    readTime: "5 min read",
  }),
  newsArticle({
    slug: "gta-storage-supply-pipeline",
    title: "Reading the GTA Storage Pipeline: New Supply and Absorption",
    excerpt:
      "Ontario has an estimated 37.3M sq ft of self-storage, up 4.2M sq ft (about 11%) in three years, with much of the new space in the GTA. How new openings affect nearby occupancy and rates, and how to assess supply risk before you buy.",
    date: "2024-08-07",
    author: "Daniel Mercer",
    category: "Market Trends",
    readTime: "5 min read",
  }),
  newsArticle({
    slug: "industrial-to-storage-conversions",
    title: "From Warehouse to Storage: Industrial Conversions in Ontario",
    excerpt:
      "Converting an older industrial building can be faster than building new, but zoning, fire separations, loading and ceiling heights decide whether the numbers work. What owners of older industrial buildings should consider before they convert or sell.",
    date: "2024-07-31",
    author: "Ontario Storage Advisors Research",
    category: "Industry News",
    readTime: "6 min read",
  }),
  newsArticle({
    slug: "bank-of-canada-july-cut-storage-financing",
    title: "Second Bank of Canada Cut: What It Means for Storage Financing",
    excerpt:
      "The Bank of Canada lowered its policy rate again in July after its first cut in June. Lower borrowing costs improve cash flow on leveraged storage purchases, but lenders still size loans on verified NOI and debt coverage.",
    date: "2024-07-24",
    author: "Daniel Mercer",
    category: "Investment",
    readTime: "4 min read",
  }),
  newsArticle({
    slug: "ontario-industrial-market-mid-2024",
    title: "Ontario Industrial Market at Mid-Year: Steady Demand, More Choice",
    excerpt:
      "With 500M+ sq ft of industrial space and access to 150M consumers, Ontario remains one of North America's key logistics markets. Tenants have more choice after a wave of new construction; well-located small-bay buildings remain in demand.",
    date: "2024-07-18",
    author: "Ontario Storage Advisors Research",
    category: "Market Trends",
    readTime: "5 min read",
  }),
];
