import { describe, expect, it } from "vitest";
import { finalPath } from "./redirects";
import { searchDestination } from "./notFoundSearch";

describe("searchDestination (404 search, first match wins, case-insensitive)", () => {
  it.each([
    ["storage units", "/listings"],
    ["SELF", "/listings"],
    ["self storage contact", "/listings"],
    ["contact", "/contact"],
    ["Phone number", "/contact"],
    ["ROI", "/roi-guide"],
    ["investment guide", "/roi-guide"],
    ["contact about roi", "/contact"],
    ["sell my facility", "/sell"],
    ["Selling", "/sell"],
    ["financing options", "/self-storage-financing"],
    ["agent", "/commercial-agents-toronto"],
    ["Toronto", "/commercial-agents-toronto"],
    ["toronto financing", "/self-storage-financing"],
    ["guide to selling", "/roi-guide"],
    ["warehouse", "/"],
    ["", "/"],
  ])("%j goes to %s", (query, expected) => {
    expect(searchDestination(query)).toBe(expected);
  });

  it("sends visitors to the final URL of each result", () => {
    expect(finalPath(searchDestination("storage"))).toBe("/self-storage/listings/");
    expect(finalPath(searchDestination("agent"))).toBe("/about/");
    expect(finalPath(searchDestination("financing"))).toBe("/self-storage/insights/financing-in-ontario/");
  });
});
