import { describe, expect, it } from "vitest";
import { advertisingFaults, claimFootnote, visibleText } from "./advertisingCheck";

const rules = {
  brokerageName: "Lakeshore Commercial Realty Inc., Brokerage",
  brokerageAddress: "200 Front Street West, Suite 2400, Toronto, ON M5V 3K2",
  registrants: [{ registeredName: "Daniel Mercer", title: "Sales Representative", creaMember: false }],
};
const footer =
  "Daniel Mercer, Sales Representative\nOntario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage\n200 Front Street West, Suite 2400, Toronto, ON M5V 3K2";

describe("advertisingFaults", () => {
  it("passes a page that names the brokerage, its address and the agent with his title", () => {
    expect(advertisingFaults(`Why buy with Daniel Mercer\n${footer}`, rules)).toEqual([]);
  });

  it("fails a page with the brokerage removed", () => {
    const page = footer.replace("Lakeshore Commercial Realty Inc., Brokerage", "Lakeshore Commercial");
    expect(advertisingFaults(page, rules)).toEqual([`The brokerage's registered name "${rules.brokerageName}" is missing.`]);
  });

  it("fails a page without the brokerage's address", () => {
    expect(advertisingFaults(footer.replace(/200 Front.*/, ""), rules)).toEqual([
      `The brokerage's address "${rules.brokerageAddress}" is missing.`,
    ]);
  });

  it("fails an e-mail naming a person without a title", () => {
    const email = `Questions? Call Daniel Mercer at (416) 555-0148.\nLakeshore Commercial Realty Inc., Brokerage, ${rules.brokerageAddress}`;
    expect(advertisingFaults(email, rules)).toEqual(["Daniel Mercer is named without a permitted title beside the name."]);
  });

  it("does not take a title far from the name, or a word the title begins, for the title", () => {
    const far = `Daniel Mercer works on self-storage in Ontario as a Sales Representative. ${footer.split("\n").slice(1).join("\n")}`;
    expect(advertisingFaults(far, rules)).toHaveLength(1);
    const lookalike = `Daniel Mercer, Brokerage staff. ${footer.split("\n").slice(1).join("\n")}`;
    expect(advertisingFaults(lookalike, rules)).toHaveLength(1);
  });

  it("fails REALTOR® beside a person who is not a CREA member, and passes it beside a member", () => {
    const page = footer.replace("Sales Representative", "Sales Representative, REALTOR®");
    expect(advertisingFaults(page, rules)).toEqual(["Daniel Mercer is shown with REALTOR® but is not a member of CREA."]);
    expect(advertisingFaults(page, { ...rules, registrants: [{ ...rules.registrants[0]!, creaMember: true }] })).toEqual([]);
  });

  it("fails a brokerage name without the word Brokerage", () => {
    expect(advertisingFaults("Lakeshore Realty Inc.", { ...rules, brokerageName: "Lakeshore Realty Inc." })).toContain(
      'The brokerage name "Lakeshore Realty Inc." lacks the word "Brokerage".',
    );
  });
});

describe("figures claimed about the team (decision 0053, issue 43)", () => {
  const basis = {
    claim: "An investor network of 1,000+ qualified buyers",
    source: "Investors on the team's off-market list who confirmed their subscription",
    asOf: "2026-10-01",
  };
  const withBasis = { ...rules, claimBasis: basis };
  const page = (body: string) => `${body}\n${footer}\nAn investor network of 1,000+ qualified buyers.*\n* ${claimFootnote(basis)}.`;

  it("passes the figure on record, marked, on a page that shows its basis, and figures about a market", () => {
    expect(
      advertisingFaults(
        page("Investor network of 1,000+ buyers*. Barrie has 150,000+ residents and 7+ million people live in the GTA."),
        withBasis,
      ),
    ).toEqual([]);
  });

  it("fails the figure written in a guide's prose without the footnote mark", () => {
    expect(advertisingFaults(page("Our investor network of 1,000+ buyers hears about facilities first."), withBasis)).toEqual([
      '"1,000+ buyers" is a figure claimed about the team without the footnote mark (*) that points to its basis.',
    ]);
  });

  it("fails a figure whose basis is not on record, marked or not", () => {
    expect(advertisingFaults(page("A network of 2,000+ investors* and 150 transactions closed."), withBasis)).toEqual([
      '"2,000+ investors" is a figure claimed about the team with no basis on record (the site settings\' claim and its source).',
      '"150 transactions" is a figure claimed about the team with no basis on record (the site settings\' claim and its source).',
    ]);
    expect(advertisingFaults(`1,000+ buyers*\n${footer}`, rules)).toHaveLength(1);
  });

  it("fails a marked figure on a page that does not show the basis", () => {
    expect(advertisingFaults(`Investor network of 1,000+ buyers*\n${footer}`, withBasis)).toEqual([
      `The page claims a figure about the team but does not show its basis ("${claimFootnote(basis)}").`,
    ]);
  });
});

describe("visibleText", () => {
  it("reads the text a visitor sees, not scripts, attributes or entities", () => {
    const html = `<html><head><script>var x = "Daniel Mercer"</script></head><body><img alt="Daniel Mercer"><p>O&#x27;Brien &amp; Co.</p><p>REALTOR&reg;</p></body></html>`;
    const text = visibleText(html);
    expect(text).not.toContain("Daniel Mercer");
    expect(text).toContain("O'Brien & Co.");
    expect(text).toContain("REALTOR®");
  });
});
