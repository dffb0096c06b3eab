import type { CategoryKey } from "../../../shared/categories";

type PinLook = {
  colour: string;
  /** Shape name for people (legend) and the outline as SVG path data in a 24 x 24 box, for SVG and canvas alike. */
  shape: string;
  path: string;
};

/**
 * Each category has its own colour AND shape, so pins stay apart for people who do not see the colours. Every
 * pin is ringed white then near-black: one of the two rings stands out against any basemap, light or dark, and
 * the fills keep at least 3:1 against the built-in basemap's land and water.
 */
export const PIN_LOOK: Record<CategoryKey, PinLook> = {
  cafesBrunch: { colour: "#f5a524", shape: "circle", path: "M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18Z" },
  lunchDinner: { colour: "#ff7a66", shape: "square", path: "M4 4h16v16H4Z" },
  drinksNightlife: { colour: "#c4a1ff", shape: "diamond", path: "M12 1.5 22.5 12 12 22.5 1.5 12Z" },
  placesToVisit: { colour: "#2dd4bf", shape: "triangle", path: "M12 2.5 22 20.5H2Z" },
};

export const PIN_RING = { inner: "#ffffff", outer: "#0b0e14" };

/**
 * How far below the pin's middle its number sits, in the outline's 24-unit box: the triangle's middle is low,
 * where it has room for two digits.
 */
export const NUMBER_DROP: Record<CategoryKey, number> = {
  cafesBrunch: 0.5,
  lunchDinner: 0.5,
  drinksNightlife: 0.5,
  placesToVisit: 4.5,
};

/** Pins closer than this (pixels) would overlap: they merge into one numbered cluster. */
export const CLUSTER_RADIUS = 30;

/** Colours of the built-in basemap, picked with the pins' so that they keep 3:1 against both. */
export const BASEMAP_COLOURS = { water: "#0c1a2a", land: "#1f2633", coast: "#5a6b82" };

/**
 * The location picker's pin: a violet that keeps 3:1 or more against the built-in basemap's land and water and
 * against light styles' land alike (the lighter text accent would not on light maps).
 */
export const PICKER_PIN = { colour: "#8b5cf6" };

/** The ring under the pin the list points at: a white halo over a translucent violet, seen on any basemap. */
export const HIGHLIGHT_RING = { fill: "rgba(139, 92, 246, 0.45)", stroke: "#ffffff" };
