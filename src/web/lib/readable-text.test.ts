import { describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "../../shared/cities";
import { textColourOn } from "./readable-text";

/** WCAG 2 contrast of two #rrggbb colours, worked out here independently of the code under test. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("textColourOn", () => {
  it.each(SUPPORTED_CITIES.map((city) => [city.name, city.bgColor]))(
    "gives %s's colour text of 4.5:1 or more",
    (_name, colour) => {
      expect(contrast(textColourOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("keeps white on dark colours and turns dark on light ones", () => {
    expect(textColourOn("#1A1F2C")).toBe("#ffffff");
    expect(textColourOn("#FFB26B")).toBe("#0f1117");
    expect(textColourOn("#fff")).toBe("#0f1117");
  });

  it("falls back to white for a colour it cannot read", () => {
    expect(textColourOn("rebeccapurple")).toBe("#ffffff");
  });
});
