/**
 * The advertising footer of the pages route handlers draw (issue 43, decision 0053): the page
 * passes the advertising check once the footer is in, and did not before.
 */
import { describe, expect, it } from "vitest";
import { advertisingFaults, visibleText } from "./advertisingCheck";
import { withAdvertiser } from "./advertisedPage";
import { TEST_IDENTITY, TEST_RULES } from "./testIdentity";

const PAGE = `<!doctype html><html lang="en-CA"><head><title>Link expired</title></head><body><main><h1>This link has expired</h1></main></body></html>`;

describe("withAdvertiser", () => {
  it("ends the body with the registrant, the team of the brokerage and its address, which the check then finds", () => {
    expect(advertisingFaults(visibleText(PAGE), TEST_RULES)).toHaveLength(2);
    const page = withAdvertiser(PAGE, TEST_IDENTITY);
    expect(page).toMatch(
      /<\/main><footer data-advertiser [^>]*><p>Daniel Mercer, Sales Representative<br>Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc\., Brokerage<br>200 Front Street West, Suite 2400, Toronto, ON M5V 3K2<\/p><\/footer><\/body><\/html>$/,
    );
    expect(advertisingFaults(visibleText(page), TEST_RULES)).toEqual([]);
  });

  it("escapes the identity, and appends the footer to a page without a body element", () => {
    const page = withAdvertiser("<p>Refused</p>", { ...TEST_IDENTITY, agencyName: "A & B <Advisors>" });
    expect(page).toContain("A &amp; B &lt;Advisors&gt;, a team of");
    expect(page.startsWith("<p>Refused</p><footer")).toBe(true);
  });
});
