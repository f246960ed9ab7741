import { describe, expect, it } from "vitest";
import { parseSignerView, signerView, signerViewHref, SIGNERS_PER_PAGE } from "./signerView";

const signers = Array.from({ length: 120 }, (_, n) => ({
  name: n === 7 ? "Zoë Tremblay" : `Buyer ${n}`,
  email: `buyer.${n}@example.ca`,
  company: n % 2 === 0 ? `Capital ${n}` : null,
}));

describe("the signers a listing's page shows", () => {
  it("pages fifty at a time in the store's order, and a page past the last shows the last", () => {
    const second = signerView(signers, { query: "", page: 2 });
    expect(second.rows.map((row) => row.email)).toEqual(signers.slice(50, 100).map((row) => row.email));
    expect([second.page, second.pages, second.matched, second.total]).toEqual([2, 3, 120, 120]);
    expect(signerView(signers, { query: "", page: 9 }).rows).toHaveLength(120 - 2 * SIGNERS_PER_PAGE);
    expect(signerView([], { query: "", page: 1 })).toMatchObject({ page: 1, pages: 1, rows: [], total: 0 });
  });

  it("searches name, company and e-mail, ignoring case and accents", () => {
    expect(signerView(signers, { query: "zoe", page: 1 }).rows.map((row) => row.name)).toEqual(["Zoë Tremblay"]);
    expect(signerView(signers, { query: "CAPITAL 11", page: 1 }).rows.map((row) => row.company)).toEqual([
      "Capital 110",
      "Capital 112",
      "Capital 114",
      "Capital 116",
      "Capital 118",
    ]);
    expect(signerView(signers, { query: "buyer.99@", page: 1 })).toMatchObject({ matched: 1, total: 120 });
  });

  it("reads the view from the address; anything unreadable is the first page without a search", () => {
    expect(parseSignerView({ signer: "  okafor ", signers: "3" })).toEqual({ query: "okafor", page: 3 });
    expect(parseSignerView({ signers: "0" })).toEqual({ query: "", page: 1 });
    expect(parseSignerView({ signers: ["2", "5"], signer: "x".repeat(400) })).toEqual({ query: "x".repeat(254), page: 2 });
    expect(parseSignerView({ signers: "-1e3" })).toEqual({ query: "", page: 1 });
  });

  it("writes the address of a view, landing on the signers' table", () => {
    expect(signerViewHref("/team/listings/a/", "a", { query: "", page: 1 })).toBe("/team/listings/a/#signers-a");
    expect(signerViewHref("/team/listings/a/", "a", { query: "Zoë & co", page: 2 })).toBe(
      "/team/listings/a/?signer=Zo%C3%AB+%26+co&signers=2#signers-a",
    );
  });
});
