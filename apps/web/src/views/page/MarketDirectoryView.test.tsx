/**
 * The two hubs' market-directory routes ({hub}markets/[page]/), made by one factory, over the seed
 * plus enough generated markets to fill two directory pages of each kind: each route lists its
 * own market kind, prerenders exactly its later pages, and answers 404 for the rest.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MARKET_DIRECTORY_PAGE_SIZE } from "@agency/paths";
import type { Metadata } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDataset } from "@/../studio/seed/build";
import { seedDocuments } from "@/../studio/seed/documents";
import { generateMarketDocuments } from "@/../../bench/scaleDataset";

type Route = typeof import("@/app/self-storage/ontario/markets/[page]/page");
const routes: Partial<Record<"selfStorage" | "industrial", Route>> = {};
const params = (page: string) => ({ params: Promise.resolve({ page }) });

let datasetDir = "";
afterAll(() => rmSync(datasetDir, { recursive: true, force: true }));

beforeAll(async () => {
  // The environment is read once, on first use: set before any route module runs.
  datasetDir = mkdtempSync(path.join(os.tmpdir(), "market-directory-"));
  const file = path.join(datasetDir, "dataset.ndjson");
  writeFileSync(file, buildDataset([...seedDocuments, ...generateMarketDocuments(MARKET_DIRECTORY_PAGE_SIZE)]));
  process.env.CONTENT_DATASET = file;
  process.env.SITE_URL = "https://www.example-agency.ca";
  routes.selfStorage = await import("@/app/self-storage/ontario/markets/[page]/page");
  routes.industrial = await import("@/app/industrial/ontario/markets/[page]/page");
});

describe.each([
  ["selfStorage", "Ontario Self-Storage Markets, Page 2", "/self-storage/ontario/markets/2/"],
  ["industrial", "Ontario Industrial Markets, Page 2", "/industrial/ontario/markets/2/"],
] as const)("the %s directory route", (market, heading, canonical) => {
  it("prerenders its second page and names it", async () => {
    const route = routes[market]!;
    expect(await route.generateStaticParams()).toEqual([{ page: "2" }]);
    const metadata: Metadata = await route.generateMetadata(params("2"));
    expect(metadata.title).toEqual({ absolute: `${heading} | Ontario Storage Advisors` });
    expect(metadata.alternates?.canonical).toBe(`https://www.example-agency.ca${canonical}`);
  });

  it("has no metadata for the hub's own page, a padded number or a page past the end", async () => {
    const route = routes[market]!;
    for (const page of ["1", "02", "3", "two"]) expect(await route.generateMetadata(params(page)), page).toEqual({});
  });
});
