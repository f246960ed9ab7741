/** The engagement score of decision 0049, and the Call next order built from it (issue 36). */
import { describe, expect, it } from "vitest";
import { callNext, engagementScore } from "./engagement";
import type { SignerActivity } from "@/src/dealRoom/offers/offerStore";

const NONE = { visits: 0, documentsDownloaded: 0, downloads: 0, enquiries: 0, offers: 0 };

describe("engagementScore", () => {
  it.each([
    [NONE, 0],
    [{ ...NONE, visits: 2 }, 2],
    [{ ...NONE, visits: 40 }, 10],
    [{ ...NONE, documentsDownloaded: 2, downloads: 2 }, 6],
    [{ ...NONE, documentsDownloaded: 1, downloads: 30 }, 3 + 5],
    [{ ...NONE, enquiries: 1 }, 5],
    [{ ...NONE, enquiries: 9 }, 15],
    [{ ...NONE, offers: 1 }, 20],
    [{ ...NONE, offers: 3 }, 24],
    [{ ...NONE, offers: 10 }, 26],
    [{ visits: 2, documentsDownloaded: 1, downloads: 1, enquiries: 0, offers: 0 }, 5],
  ])("%j scores %d", (activity, score) => expect(engagementScore(activity)).toBe(score));

  it("ranks one offer above any amount of opening and re-downloading", () => {
    expect(engagementScore({ ...NONE, offers: 1 })).toBeGreaterThan(
      engagementScore({ ...NONE, visits: 500, documentsDownloaded: 1, downloads: 500 }),
    );
  });
});

describe("callNext", () => {
  const activity = (signatureId: string, counts: Partial<SignerActivity>): SignerActivity => ({
    signatureId,
    ...NONE,
    firstVisitAt: null,
    lastVisitAt: null,
    lastOfferAt: null,
    ...counts,
  });
  const signer = (id: string, revokedAt: string | null = null) => ({ id, revokedAt });

  it("lists the engaged signers most engaged first, the more recent first on a tie; leaves out the idle and the revoked", () => {
    const list = callNext(
      [signer("idle"), signer("visitor"), signer("downloader"), signer("recent-downloader"), signer("revoked", "2026-11-25T00:00:00Z")],
      [
        activity("idle", {}),
        activity("visitor", { visits: 1, lastVisitAt: "2026-11-26T10:00:00Z" }),
        activity("downloader", { visits: 2, documentsDownloaded: 1, downloads: 1, lastVisitAt: "2026-11-24T10:00:00Z" }),
        activity("recent-downloader", { visits: 2, documentsDownloaded: 1, downloads: 1, lastVisitAt: "2026-11-26T09:00:00Z" }),
        activity("revoked", { offers: 1 }),
      ],
    );
    expect(list.map((entry) => [entry.signer.id, entry.score])).toEqual([
      ["recent-downloader", 5],
      ["downloader", 5],
      ["visitor", 1],
    ]);
  });
});
