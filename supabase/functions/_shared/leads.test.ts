import { describe, expect, it } from "vitest";
import { NAME_RULE_MESSAGE, NO_BUY_BOX, REQUIRED_FIELDS_MESSAGE, isCanadianPhone, isPersonName, validateLead } from "./leads.ts";
import { isOrganisationName } from "./leadFields.ts";

describe("the name rule (issue 31)", () => {
  it.each(["Amélie Tremblay", "Seán O'Brien", "Jean-François Côté", "J.R. Ewing", "Mary-Kate O’Neil", "李", "Zoë St. Pierre", "Dr. A. Ng"])(
    "accepts the name %j",
    (name) => expect(isPersonName(name)).toBe(true),
  );
  it.each([
    "Visit https://evil.example",
    "www.example.com",
    "example.ca",
    "bob@example.ca",
    "Agent 007",
    "R2-D2",
    "Win $$$",
    "<b>Eve</b>",
    "...",
    "'-",
  ])("refuses %j", (name) => expect(isPersonName(name)).toBe(false));

  it.each(["contact", "investor", "valuation"] as const)("refuses a name with a link on the %s form, naming the rule", (kind) => {
    const result = validateLead(kind, {
      name: "Claim your prize at https://prize.example",
      email: "a@b.ca",
      message: "Hello",
      investment_profile: "Storage",
      consent_deal_emails: "on",
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { name: NAME_RULE_MESSAGE } });
  });
});

describe("the company name rule (issue 41)", () => {
  it.each([
    "Northshore Capital Inc.",
    "Smith & Sons (Canada) Ltd.",
    "3M Canada",
    "Storage 24/7 REIT",
    "1000123456 Ontario Inc.",
    "2456789 Canada Limited",
    "Caisse Desjardins de l'Érable",
    "Brookfield, Asset Management",
  ])("accepts %j", (name) => expect(isOrganisationName(name)).toBe(true));
  it.each([
    "call 416-555-0100 for a higher offer",
    "Northshore (416) 555 0100",
    "Northshore 4165550100",
    "Dial 555-0100",
    "+1 416 555 0100",
    "northshore.com",
    "Visit https://evil.example",
    "offers@northshore.ca",
    "Win $$$",
    "<b>Northshore</b>",
    "2024",
  ])("refuses %j", (name) => expect(isOrganisationName(name)).toBe(false));
});

describe("validateLead", () => {
  it("trims and accepts a complete contact message", () => {
    expect(validateLead("contact", { name: "  Québécoise Côté-Lévesque ", email: " a@b.ca ", message: "Hello\nthere" })).toEqual({
      ok: true,
      lead: { name: "Québécoise Côté-Lévesque", email: "a@b.ca", message: "Hello\nthere" },
    });
  });

  it.each([
    ["contact", { name: "", email: "a@b.ca", message: "x" }, "name"],
    ["contact", { name: "A", email: "a@b.ca" }, "message"],
    ["investor", { name: "A", email: "a@b.ca", consent_deal_emails: "on" }, "investment_profile"],
    ["valuation", { email: "a@b.ca" }, "name"],
  ] as const)("stops a %s form missing a required field with the required-fields message", (kind, input, field) => {
    const result = validateLead(kind, input);
    expect(result).toMatchObject({ ok: false, formError: REQUIRED_FIELDS_MESSAGE });
    if (!result.ok) expect(result.fieldErrors[field]).toBe("This field is required");
  });

  it("names an invalid e-mail, a header-injection attempt and an over-long message", () => {
    const result = validateLead("contact", { name: "A\r\nBcc: x@y.z", email: "not-an-email", message: "m".repeat(5001) });
    expect(result).toMatchObject({
      ok: false,
      formError: "Please correct the highlighted fields",
      fieldErrors: {
        name: "Name contains characters that are not allowed",
        email: "Enter a valid e-mail address, like name@example.ca",
        message: "Message must be at most 5,000 characters",
      },
    });
  });

  it("requires explicit consent on the investor signup and stores optional fields as null", () => {
    const base = { name: "李", email: "li@example.ca", investment_profile: "Ontario storage, $2-5M" };
    expect(validateLead("investor", base)).toMatchObject({
      ok: false,
      fieldErrors: { consent_deal_emails: "Please confirm that we may e-mail you off-market opportunities" },
    });
    expect(validateLead("investor", { ...base, consent_deal_emails: "on", message: "" })).toEqual({
      ok: true,
      lead: { ...base, message: null, consent_deal_emails: true, ...NO_BUY_BOX },
    });
  });

  it("validates a stored lead again when it is re-sent with its nulls", () => {
    const stored = { name: "A", email: "a@b.ca", phone: null, property_address: null, property_type: null, message: null };
    expect(validateLead("valuation", stored)).toEqual({ ok: true, lead: stored });
    expect(
      validateLead("investor", { name: "A", email: "a@b.ca", investment_profile: "x", message: null, consent_deal_emails: true }),
    ).toMatchObject({ ok: true });
  });

  it("maps an unselected property type to null and rejects an unknown one", () => {
    const base = { name: "A", email: "a@b.ca", phone: "416-555-0148" };
    expect(validateLead("valuation", { ...base, property_type: "" })).toMatchObject({ ok: true, lead: { property_type: null } });
    expect(validateLead("valuation", { ...base, property_type: "castle" })).toMatchObject({ ok: false });
  });
});

describe("isCanadianPhone", () => {
  it.each(["(416) 555-0148", "416.555.0148", "+1 416 555 0148", "1-905-555-0199", "4165550148 x12", "613 555 0100 ext. 4"])(
    "accepts %s",
    (value) => expect(isCanadianPhone(value)).toBe(true),
  );
  it.each(["555-0148", "(016) 555-0148", "416 155 0148", "+44 20 7946 0958", "call me", "416-555-01489"])("rejects %s", (value) =>
    expect(isCanadianPhone(value)).toBe(false),
  );
});

describe("the investor signup's buy box", () => {
  const base = { name: "A", email: "a@example.ca", investment_profile: "Storage", consent_deal_emails: "on" };

  it("is optional: an empty form stores every criterion as null", () => {
    const result = validateLead("investor", { ...base, buy_price_min: "", buy_price_max: "", buy_cap_rate_min: "" });
    expect(result).toMatchObject({
      ok: true,
      lead: { buy_asset_classes: null, buy_regions: null, buy_price_min: null, buy_price_max: null, buy_cap_rate_min: null },
    });
  });

  it("reads checkbox groups, a lone checkbox and typed figures", () => {
    const result = validateLead("investor", {
      ...base,
      buy_asset_classes: ["self-storage", "industrial", "self-storage"],
      buy_regions: " Barrie ",
      buy_price_min: "$1,500,000",
      buy_price_max: 5000000,
      buy_cap_rate_min: "6.255",
    });
    expect(result).toMatchObject({
      ok: true,
      lead: {
        buy_asset_classes: ["self-storage", "industrial"],
        buy_regions: ["Barrie"],
        buy_price_min: 1_500_000,
        buy_price_max: 5_000_000,
        buy_cap_rate_min: 6.26,
      },
    });
  });

  it.each([
    [{ buy_price_min: "5000000", buy_price_max: "1000000" }, "buy_price_max", "Maximum price must be at least the minimum price"],
    [{ buy_price_min: "-1" }, "buy_price_min", "Minimum price must be a number of dollars, like 2500000"],
    [{ buy_price_min: "12.5" }, "buy_price_min", "Minimum price must be whole dollars"],
    [{ buy_price_max: "99999999999" }, "buy_price_max", "Maximum price must be at most $10,000,000,000"],
    [{ buy_price_max: "lots" }, "buy_price_max", "Maximum price must be a number of dollars, like 2500000"],
    [{ buy_cap_rate_min: "31" }, "buy_cap_rate_min", "Minimum cap rate must be between 0 and 30%"],
    [{ buy_asset_classes: ["office"] }, "buy_asset_classes", "Choose asset classes from the list"],
    [{ buy_regions: ["Bar\nrie"] }, "buy_regions", "A region contains characters that are not allowed"],
    [{ buy_regions: ["x".repeat(61)] }, "buy_regions", "A region must be at most 60 characters"],
    [{ buy_regions: ["Barrie \uD800"] }, "buy_regions", "A region contains characters that are not allowed"],
    [{ buy_regions: { $gt: "" } }, "buy_regions", "Regions must be text"],
  ])("refuses %j with a specific error", (fields, field, message) => {
    const result = validateLead("investor", { ...base, ...fields });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toBe(message);
  });
});
