import { describe, expect, it } from "vitest";
import { marketCapRate } from "./marketCapRate";

describe("the market's cap-rate range from its page's figures", () => {
  it("reads a range or a single figure as the editors typed it", () => {
    expect(
      marketCapRate([
        { label: "Population", value: "580,000" },
        { label: "Cap rates", value: "5.0–6.25%" },
      ]),
    ).toEqual({
      lowBps: 500,
      highBps: 625,
      text: "5.0–6.25%",
      label: "Cap rates",
    });
    expect(marketCapRate([{ label: "GTA cap rate benchmark", value: "6%" }])).toMatchObject({ lowBps: 600, highBps: 600 });
  });

  it("skips figures that are not a cap-rate percentage", () => {
    expect(
      marketCapRate([
        { label: "Cap rates", value: "Compressing" },
        { label: "Cap rates", value: "$5M" },
        { label: "Rent", value: "5%" },
      ]),
    ).toBeNull();
    expect(
      marketCapRate([
        { label: "Cap rates", value: "45%" },
        { label: "Cap rates, quality facilities", value: "5–7%" },
      ]),
    ).toMatchObject({
      lowBps: 500,
      highBps: 700,
    });
  });
});
