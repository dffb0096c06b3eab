import { describe, expect, it } from "vitest";
import { contrastRatio as contrast } from "../../lib/contrast";
import { BASEMAP_COLOURS, PICKER_PIN, PIN_LOOK, PIN_RING } from "./map-look";

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
