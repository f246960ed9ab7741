/**
 * The addresses of the team's workspace (issue 45, decision 0054), built in one place: pages link
 * with these and never write a query string by hand.
 */
export const WORKSPACE_PATH = "/team/";

export function isWorkspacePath(pathname: string): boolean {
  return pathname === "/team" || pathname.startsWith(WORKSPACE_PATH);
}

export const WORKSPACE_SECTIONS = [
  { href: "/team/", label: "Today" },
  { href: "/team/leads/", label: "Leads" },
  { href: "/team/listings/", label: "Listings" },
  { href: "/team/proposals/", label: "Proposals" },
  { href: "/team/investors/", label: "Investors" },
  { href: "/team/traffic/", label: "Traffic" },
  { href: "/team/privacy/", label: "Privacy" },
  { href: "/diagnostics", label: "System" },
] as const;

/** One person's page: everything the site knows about an address. */
export function personPath(email: string): string {
  return `/team/people/?email=${encodeURIComponent(email.trim().toLowerCase())}`;
}

/** The listing pages, where the deal room's documents are uploaded. */
export const WORKSPACE_LISTINGS_PATH = "/team/listings/";

export function listingWorkspacePath(slug: string): string {
  return `/team/listings/${slug}/`;
}

/**
 * Every page of the workspace (one per page.tsx under app/team/), for the checks that walk them:
 * the route table's test fails on a workspace page missing here, and the workspace's end-to-end
 * spec opens each, signed in, with axe. `{slug}` stands for a listing with a deal room, `{email}`
 * for a person's address, `{proposal}` for a proposal's id.
 */
export const WORKSPACE_PAGES: readonly string[] = [
  "/team/",
  "/team/leads/",
  "/team/leads/deliveries/",
  "/team/leads/spam/",
  "/team/people/?email={email}",
  "/team/listings/",
  "/team/listings/{slug}/",
  "/team/proposals/",
  "/team/proposals/{proposal}/",
  "/team/investors/",
  "/team/traffic/",
  "/team/privacy/",
];
