import { describe, expect, it } from "vitest";
import { reservedSourceProblem } from "./redirect";

describe("a redirect's source", () => {
  it("is never a private route: a deal room, an agreement, a signed link or the team's pages (issue 41)", () => {
    for (const path of [
      "/self-storage/listings/gta-storage-portfolio/deal-room/",
      "/self-storage/listings/gta-storage-portfolio/deal-room",
      "/self-storage/listings/gta-storage-portfolio/deal-room/open/",
      "/self-storage/listings/gta-storage-portfolio/agreement/",
      "/unsubscribe/",
      "/unsubscribe",
      "/deal-emails/confirm/",
      "/owner-report/pdf/",
      "/diagnostics",
    ]) {
      expect(reservedSourceProblem(path), path).toMatch(/private page of the site|page of the site/);
    }
    expect(reservedSourceProblem("/unsubscribe/")).toContain("never redirected");
  });

  it("may be an old path that no page uses", () => {
    expect(reservedSourceProblem("/old-article/")).toBeNull();
    expect(reservedSourceProblem("/self-storage/listings/old-listing/")).toBeNull();
  });
});
