/**
 * Decision 0039 at its boundary: the hosted check asks the stand-in Content Lake, without a token,
 * what a stranger could read. A public dataset holding a confidential listing's address marks the
 * site degraded with the reason; the same dataset made private, or without such a listing, does not.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentLake, type ContentLake } from "@agency/tests/support/contentLake";
import { checkHealth } from "@/src/leads/health";
import { checkDatasetExposure, ConfidentialFieldsExposed, exposureQueryUrl, exposureReason } from "./publicDataset";

const SEED = path.resolve(import.meta.dirname, "../../../studio/seed/production.ndjson");
let lake: ContentLake;
const config = () => ({ projectId: "standin", dataset: "production", apiHost: lake.apiHost });

const CONFIDENTIAL = {
  _id: "listing-confidential-gta",
  _type: "listing",
  title: "Confidential GTA Facility",
  slug: { _type: "slug", current: "confidential-gta-facility" },
  confidential: true,
  teaser: "A stabilised facility in the GTA",
  address: "12 Industrial Rd, Vaughan ON",
};

/** The health report with only this check failing or passing (database and mail up). */
async function health() {
  return (
    await checkHealth({
      mode: "hosted",
      checkDatabase: async () => undefined,
      checkMail: async () => undefined,
      checkConfidentialFields: async () => {
        const exposure = await checkDatasetExposure(config());
        if (exposure.exposed) throw new ConfidentialFieldsExposed(exposureReason(exposure.titles, "production"));
      },
    })
  ).report;
}

beforeAll(async () => {
  lake = await startContentLake(SEED);
});
afterAll(async () => {
  await lake?.stop();
});

describe("the hosted confidentiality check", () => {
  it("asks the project's query API without a token", () => {
    const url = exposureQueryUrl({ projectId: "abc123", dataset: "production" });
    expect(`${url.origin}${url.pathname}`).toBe("https://abc123.api.sanity.io/v2025-10-01/data/query/production");
    expect(url.searchParams.get("query")).toContain('_type == "listing" && confidential == true');
  });

  it("is ok while no confidential listing holds an address or photos", async () => {
    expect(await checkDatasetExposure(config())).toMatchObject({ exposed: false });
    expect(await health()).toMatchObject({ status: "ok", confidentialFields: { ok: true } });
  });

  it("marks the site degraded, naming the listing, while a public dataset holds a confidential address", async () => {
    lake.publish(CONFIDENTIAL);
    expect(await checkDatasetExposure(config())).toEqual({ exposed: true, titles: ["Confidential GTA Facility"] });
    const report = await health();
    expect(report.status).toBe("degraded");
    expect(report.confidentialFields?.ok).toBe(false);
    expect(report.confidentialFields?.error).toBe(
      '1 confidential listing (Confidential GTA Facility) has its address or photos in the dataset "production", which anyone can query without a token. Make the dataset private (sanity.io/manage → the project → Datasets) and set SANITY_API_READ_TOKEN.',
    );
  });

  it("is ok again once the dataset is private: a stranger's query is refused", async () => {
    lake.publish(CONFIDENTIAL);
    lake.setReadToken("a-read-token");
    try {
      expect(await checkDatasetExposure(config())).toEqual({
        exposed: false,
        detail: 'The dataset "production" is private: it answers no query without a token.',
      });
      expect((await health()).status).toBe("ok");
    } finally {
      lake.setReadToken(null);
      lake.remove(CONFIDENTIAL._id);
    }
  });

  it("reports a Content Lake it cannot ask as a failed check, not as safe", async () => {
    await expect(checkDatasetExposure({ ...config(), dataset: "missing" })).rejects.toThrow("HTTP 404");
  });
});
