import { describe, expect, it } from "vitest";
import { BASEMAP_COLOURS, PICKER_PIN, PIN_LOOK, PIN_RING } from "./map-look";

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The land of a typical light vector style (OpenStreetMap's), for the picker's pin on the owner's tiles. */
const LIGHT_LAND = "#f2efe9";
/** WCAG 1.4.11: graphics that carry meaning keep 3:1 against what surrounds them. */
const GRAPHICS = 3;

describe("the pins keep 3:1 against the basemap (WCAG 1.4.11)", () => {
  const basemap = { land: BASEMAP_COLOURS.land, water: BASEMAP_COLOURS.water };
  it.each(Object.entries(PIN_LOOK))("a %s pin against the built-in land and water", (_, look) => {
    for (const ground of Object.values(basemap))
      expect(contrast(look.colour, ground)).toBeGreaterThanOrEqual(GRAPHICS);
  });

  it("the picker's pin against the built-in land and water and a light style's land", () => {
    for (const ground of [...Object.values(basemap), LIGHT_LAND])
      expect(contrast(PICKER_PIN.colour, ground)).toBeGreaterThanOrEqual(GRAPHICS);
  });

  it("one of the two rings round every pin stands out on a dark basemap and on a light one", () => {
    for (const ground of [...Object.values(basemap), LIGHT_LAND]) {
      const best = Math.max(contrast(PIN_RING.inner, ground), contrast(PIN_RING.outer, ground));
      expect(best).toBeGreaterThanOrEqual(GRAPHICS);
    }
  });
});
