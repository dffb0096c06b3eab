import { describe, expect, it } from "vitest";
import { contrastRatio, inkOn } from "./contrast";

describe("contrast", () => {
  it("measures the WCAG ratio", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777", "#777777")).toBeCloseTo(1, 5);
  });

  it("gives every city colour text that reads at 4.5:1 or more", () => {
    const colours = [
      "#A06CD5",
      "#FF7B54",
      "#3F88C5",
      "#00A9FF",
      "#FFFF00",
      "#FFFFFF",
      "#000000",
      "#6D67E4",
      "#808080",
    ];
    for (const colour of colours) {
      expect(contrastRatio(colour, inkOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOn("#1A1F2C")).toBe("#ffffff");
    expect(inkOn("#FFB26B")).toBe("#000000");
  });
});
