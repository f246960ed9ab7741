import { describe, expect, it } from "vitest";
import { buildRedirectTable, refusedRedirects, resolveContentRedirect } from "./contentRedirects";

const doc = (id: string, from: string, to: string, permanent?: boolean) => ({
  _id: id,
  _type: "redirect",
  from,
  to,
  ...(permanent === undefined ? {} : { permanent }),
});

describe("redirect documents", () => {
  const table = buildRedirectTable([
    doc("r1", "/insights/old-slug/", "/insights/new-slug/"),
    doc("r2", "/promo", "/contact/", false),
    doc("drafts.r3", "/draft/", "/contact/"),
    doc("r4", "/a/", "/b/"),
    doc("r5", "/b/", "/c/"),
    { _id: "x", _type: "newsArticle", from: "/not-a-redirect/", to: "/" },
  ]);

  it("sends both slash forms and any case to the document's target, permanent unless it says not", () => {
    expect(resolveContentRedirect("/insights/old-slug/", table)).toMatchObject({ to: "/insights/new-slug/", permanent: true });
    expect(resolveContentRedirect("/Insights/Old-Slug", table)?.to).toBe("/insights/new-slug/");
    expect(resolveContentRedirect("/promo/", table)).toMatchObject({ to: "/contact/", permanent: false });
  });

  it("ignores drafts, other types, and a redirect whose target is redirected again (a chain)", () => {
    expect(resolveContentRedirect("/draft/", table)).toBeNull();
    expect(resolveContentRedirect("/not-a-redirect/", table)).toBeNull();
    expect(resolveContentRedirect("/a/", table)).toBeNull();
    expect(resolveContentRedirect("/b/", table)?.to).toBe("/c/");
  });

  it("drops both sides of a loop", () => {
    const loop = buildRedirectTable([doc("1", "/x/", "/y/"), doc("2", "/y/", "/x/")]);
    expect(loop.size).toBe(0);
  });
});

describe("redirect documents over a private route (issue 41)", () => {
  const documents = [
    doc("steal-room", "/self-storage/listings/gta-storage-portfolio/deal-room/", "https://attacker.example/collect"),
    doc("steal-exchange", "/Self-Storage/Listings/gta-storage-portfolio/Deal-Room/open", "https://attacker.example/collect"),
    doc("steal-unsubscribe", "/unsubscribe", "https://attacker.example/collect"),
    doc("steal-report", "/owner-report/pdf/", "https://attacker.example/collect"),
    doc("steal-agreement", "/self-storage/listings/x/agreement/", "/contact/"),
    doc("fine", "/old-page/", "/contact/"),
  ];

  it("are left out of the table, whatever the letter case or slash", () => {
    const table = buildRedirectTable(documents);
    expect([...table.keys()]).toEqual(["/old-page"]);
    expect(resolveContentRedirect("/self-storage/listings/gta-storage-portfolio/deal-room/", table)).toBeNull();
    expect(resolveContentRedirect("/unsubscribe/", table)).toBeNull();
  });

  it("are named, so the operator's health report can say which to remove", () => {
    expect(refusedRedirects(documents).map((redirect) => redirect.id)).toEqual([
      "steal-room",
      "steal-exchange",
      "steal-unsubscribe",
      "steal-report",
      "steal-agreement",
    ]);
    expect(refusedRedirects([doc("drafts.steal", "/unsubscribe/", "https://attacker.example/")])).toEqual([]);
  });
});
