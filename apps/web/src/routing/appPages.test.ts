import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { datasetPagePaths, dealRoomViewPath, MARKET_DIRECTORY_PAGE_SIZE, type DatasetDocument } from "@agency/paths";
import { findRepoRoot } from "@/src/process/repoRoot";
import { describe, expect, it } from "vitest";
import { WORKSPACE_PAGES } from "@/src/team/paths";
import { ALL_ROUTES as FIXED_ROUTES, QUERY_ROUTES } from "./routes";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

/** Every page the App Router serves, as its path: "[city]" stands for any one segment. */
function appPages(): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page.tsx")
    .map((entry) => path.relative(appDir, entry.parentPath).split(path.sep).filter(Boolean))
    .map((segments) => `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join("/")}`); // "(group)" adds nothing
}

const repoRoot = findRepoRoot();
const datasetRoutes = (file: string) =>
  datasetPagePaths(
    readFileSync(path.join(repoRoot, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DatasetDocument),
  );
/**
 * The route table and the pages a dataset publishes: the seed's, and the publishing fixture's,
 * which has enough news for the list's second page (the page-wide checks run on both builds).
 */
/** More markets of each kind than one directory page holds: the hubs' directory pages. */
const manyMarkets: DatasetDocument[] = Array.from({ length: MARKET_DIRECTORY_PAGE_SIZE + 1 }, (_, index) => [
  { _id: `selfStorageMarket.many-${index}`, _type: "selfStorageMarket", city: `many-${index}` },
  { _id: `industrialMarket.many-${index}`, _type: "industrialMarket", area: `many-${index}` },
]).flat();
const ALL_ROUTES = [
  ...FIXED_ROUTES,
  ...QUERY_ROUTES,
  ...datasetRoutes("apps/studio/seed/production.ndjson"),
  ...datasetRoutes("tests/fixtures/publishing.ndjson"),
  ...datasetPagePaths(manyMarkets),
  // The team's workspace: walked signed in by its own spec (tests/e2e/workspace.spec.ts), not by the public checks.
  ...WORKSPACE_PAGES.map((page) => page.replace("{slug}", "a-listing").replace(/\?.*$/, "")),
  // A view-only document's pages (decision 0060): reached only with the room's cookie and a document's
  // ID, so no public check can walk them; the door test (dealRoom/access/guard.test.ts) holds them.
  dealRoomViewPath("a-listing", "00000000-0000-4000-8000-000000000000"),
];

const withoutSlash = (route: string) => (route === "/" ? route : route.replace(/\/$/, ""));

describe("the route table", () => {
  // The sitemap, the breadcrumbs and the end-to-end checks over every page (links, axe, the
  // reflow check at phone widths) all go by the table: a page missing from it is never checked.
  it.each(appPages())("lists the page at %s", (page) => {
    const pattern = new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
    expect(ALL_ROUTES.filter((route) => pattern.test(withoutSlash(route)))).not.toEqual([]);
  });

  it("finds every page of the app (the test itself works)", () => {
    expect(appPages()).toEqual(expect.arrayContaining(["/", "/tools/roi-calculator", "/self-storage/ontario/[city]", "/diagnostics"]));
  });
});
