import { describe, expect, it } from "vitest";
import { focusPosition } from "./images";

describe("focusPosition", () => {
  it("turns the editor's hotspot into the CSS position that keeps it in a cropped card", () => {
    expect(focusPosition({ focus: { x: 0.25, y: 0.8 } })).toBe("25% 80%");
    expect(focusPosition({ focus: { x: 0.3333, y: 0 } })).toBe("33.3% 0%");
  });

  it("centres an image without a hotspot, and keeps a bad one inside the image", () => {
    expect(focusPosition({ focus: null })).toBeUndefined();
    expect(focusPosition({})).toBeUndefined();
    expect(focusPosition(null)).toBeUndefined();
    expect(focusPosition({ focus: { x: null, y: 0.5 } })).toBeUndefined();
    expect(focusPosition({ focus: { x: 1.4, y: -0.2 } })).toBe("100% 0%");
  });
});
