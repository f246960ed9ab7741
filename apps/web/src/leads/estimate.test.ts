import { describe, expect, it } from "vitest";
import { estimateQuery } from "@agency/supabase/estimate";
import { buildNotificationEmail } from "@agency/supabase/notification-email";
import { FACILITY_DEFAULTS } from "@agency/calculators";
import { estimateFromQuery } from "./estimate";
import { withServerFields } from "./serverFields";

const inputs = { ...FACILITY_DEFAULTS, units: 120, unitMonthlyRent: 140 };
// 120 × 140 × 90 % × 12 × (1 − 40 %) / 6 % = 1,814,400
const VALUE = 1_814_400;

describe("calculator figures carried to a valuation request", () => {
  it("keeps the inputs and recomputes the estimate, ignoring the one in the link", () => {
    const query = estimateQuery(inputs, VALUE).replace(`estimatedValue=${VALUE}`, "estimatedValue=999999999");
    expect(estimateFromQuery(`?${query}`)).toEqual({ inputs, estimatedValue: VALUE });
  });

  it.each([
    ["a negative count", "units=-5&unitMonthlyRent=140"],
    ["an absurd count", "units=99999999&unitMonthlyRent=140"],
    ["a fractional unit count", "units=12.5&unitMonthlyRent=140"],
    ["text", "units=lots&unitMonthlyRent=140"],
    ["exponent notation", "units=1e4&unitMonthlyRent=140"],
    ["a field sent twice", "units=120&units=5000&unitMonthlyRent=140"],
  ])("drops %s, storing nothing from it", (_label, query) => {
    expect(estimateFromQuery(query)).toBeNull();
  });

  it("drops an out-of-range rate but keeps the other figures", () => {
    expect(estimateFromQuery("units=120&unitMonthlyRent=140&capRatePercent=0&occupancyPercent=250")).toEqual({
      inputs,
      estimatedValue: VALUE,
    });
  });

  it("reads the figures from the hidden field, or from the Referer without JavaScript, for valuations only", () => {
    const now = Date.now();
    const query = `?${estimateQuery(inputs, VALUE)}`;
    expect(withServerFields("valuation", { estimate: query }, {}, now).estimate).toEqual({ inputs, estimatedValue: VALUE });
    expect(withServerFields("valuation", {}, { referer: `https://www.example-agency.ca/sell/${query}` }, now).estimate).toEqual({
      inputs,
      estimatedValue: VALUE,
    });
    expect(withServerFields("valuation", { estimate: "units=-1" }, {}, now).estimate).toBeUndefined();
    expect(withServerFields("contact", { estimate: query }, {}, now).estimate).toBe(query); // not a valuation: zod strips it
  });

  it("shows the figures to the team as a small table", () => {
    const email = buildNotificationEmail("valuation", {
      name: "Bob",
      email: "bob@example.ca",
      phone: null,
      property_address: null,
      property_type: "self-storage",
      message: null,
      estimate: { inputs, estimatedValue: VALUE },
    });
    expect(email.text).toContain("Figures from the value calculator:\n  Storage units: 120\n  Average rent per unit ($/month): 140\n");
    expect(email.text).toContain("  Estimated value (recomputed): $1,814,400\n");
    expect(email.html).toContain("<h3");
    expect(email.html).toContain('<td style="padding:6px 0">$1,814,400</td>');
  });
});
