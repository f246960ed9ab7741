/**
 * The letter-of-intent form's rules (issue 36): what a buyer may type for each figure, and the
 * specific message for each mistake; a proof of funds under the documents' rules.
 */
import { describe, expect, it } from "vitest";
import { ORGANISATION_NAME_RULE_MESSAGE } from "@agency/supabase/lead-fields";
import {
  ACKNOWLEDGE_MESSAGE,
  CLOSING_IN_PAST_MESSAGE,
  CLOSING_TOO_FAR_MESSAGE,
  DEPOSIT_OVER_PRICE_MESSAGE,
  DUE_DILIGENCE_MESSAGE,
  FINANCING_MESSAGE,
  LENDER_WITHOUT_FINANCING_MESSAGE,
  offerLimitMessage,
  parseDollars,
  parseOfferForm,
  PRICE_MESSAGE,
} from "./offerForm";

// 2026-11-26 at 23:30 in Toronto is already the 27th in UTC: "after today" is Toronto's today.
const NOW = new Date("2026-11-27T04:30:00Z");

function form(fields: Record<string, string>, file?: File): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set("proof_of_funds", file ?? new File([], "", { type: "application/octet-stream" }));
  return data;
}

const GOOD = {
  price: "$7,250,000",
  deposit: "250 000",
  due_diligence_days: "45",
  financing: "conditional",
  lender: " First Ontario Bank ",
  closing_date: "2027-03-31",
  conditions: "Phase I environmental report\nEstoppel certificates",
  acknowledge: "on",
};

describe("parseDollars", () => {
  it.each([
    ["7250000", 7_250_000],
    ["$7,250,000", 7_250_000],
    ["7 250 000.50", 7_250_000.5],
    ["CAD 900000", 900_000],
    ["0", 0],
  ])("reads %s as %d", (typed, dollars) => expect(parseDollars(typed)).toBe(dollars));

  it.each(["", "seven million", "7.250.000", "-5", "1e6", "12.345"])("refuses %j", (typed) => expect(parseDollars(typed)).toBeNaN());
});

describe("parseOfferForm", () => {
  it("answers the terms as numbers and trimmed text, and no proof when the file input was left empty", () => {
    expect(parseOfferForm(form(GOOD), NOW)).toEqual({
      ok: true,
      proof: null,
      terms: {
        price: 7_250_000,
        deposit: 250_000,
        dueDiligenceDays: 45,
        financing: "conditional",
        lender: "First Ontario Bank",
        closingDate: "2027-03-31",
        conditions: "Phase I environmental report\nEstoppel certificates",
      },
    });
  });

  it.each([
    [{ price: "" }, "price", PRICE_MESSAGE],
    [{ price: "0" }, "price", PRICE_MESSAGE],
    [{ deposit: "8,000,000" }, "deposit", DEPOSIT_OVER_PRICE_MESSAGE],
    [{ due_diligence_days: "366" }, "due_diligence_days", DUE_DILIGENCE_MESSAGE],
    [{ due_diligence_days: "4.5" }, "due_diligence_days", DUE_DILIGENCE_MESSAGE],
    [{ financing: "maybe" }, "financing", FINANCING_MESSAGE],
    [{ financing: "none" }, "lender", LENDER_WITHOUT_FINANCING_MESSAGE],
    [{ closing_date: "2026-11-26" }, "closing_date", CLOSING_IN_PAST_MESSAGE],
    [{ closing_date: "2031-11-27" }, "closing_date", CLOSING_TOO_FAR_MESSAGE],
    [{ closing_date: "2027-02-30" }, "closing_date", "Enter the closing date as a date, for example 2027-03-31."],
    [{ acknowledge: "" }, "acknowledge", ACKNOWLEDGE_MESSAGE],
  ])("refuses %j with a message on %s, and keeps what was typed", (change, field, message) => {
    const parsed = parseOfferForm(form({ ...GOOD, ...change }), NOW);
    expect(parsed).toMatchObject({ ok: false, status: 400, fieldErrors: { [field]: message } });
    if (!parsed.ok) expect(parsed.values).toMatchObject({ ...GOOD, ...change });
  });

  it("accepts a closing date of tomorrow in Toronto and a deposit of 0 without financing", () => {
    const parsed = parseOfferForm(form({ ...GOOD, closing_date: "2026-11-27", deposit: "0", financing: "none", lender: "" }), NOW);
    expect(parsed).toMatchObject({ ok: true, terms: { closingDate: "2026-11-27", deposit: 0, financing: "none", lender: null } });
  });

  it("takes a proof of funds of the documents' kinds and refuses others, or one over 25 MB (413)", () => {
    const letter = new File(["%PDF-1.7 bank letter"], "Bank letter.pdf", { type: "application/pdf" });
    expect(parseOfferForm(form(GOOD, letter), NOW)).toMatchObject({ ok: true, proof: letter });
    expect(parseOfferForm(form(GOOD, new File(["MZ"], "funds.exe")), NOW)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { proof_of_funds: expect.stringMatching(/^Attach a proof of funds of one of these kinds: pdf, /) },
    });
    const huge = new File([new Uint8Array(25 * 1024 * 1024 + 1)], "statement.pdf");
    expect(parseOfferForm(form(GOOD, huge), NOW)).toMatchObject({ ok: false, status: 413 });
  });
});

describe("what the team reads beside an offer, and its daily limits (issue 41)", () => {
  it.each(["Call 416-555-0100 for a higher offer", "First Ontario Bank www.better-offer.example"])(
    "refuses the lender %j by the company name rule",
    (lender) => {
      const parsed = parseOfferForm(form({ ...GOOD, lender }), NOW);
      expect(parsed).toMatchObject({ ok: false, status: 400, fieldErrors: { lender: ORGANISATION_NAME_RULE_MESSAGE } });
    },
  );

  it("says which limit an offer met and when it resets, in Toronto time", () => {
    // Toronto's midnight starting Saturday 2026-11-28 is 05:00 UTC.
    expect(offerLimitMessage("signature", 10, "2026-11-28T05:00:00.000Z")).toBe(
      "Offers are limited to 10 a day from one signer, and today's are used. Your offer was not sent and nothing was stored. You can send it again from 12:00 a.m. on Saturday, November 28 (Toronto time), or call us.",
    );
    expect(offerLimitMessage("client", 20, "2026-11-28T05:00:00.000Z")).toContain("limited to 20 a day from one connection");
  });
});
