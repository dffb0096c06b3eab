/** Element the server writes the map style into, read by the map once the page loads (docs/product.md §2). */
export const MAP_STYLE_ELEMENT_ID = "map-style";

/** `MAP_STYLE_URL=builtin`: always the basemap shipped with the app, never a request to a tile server. */
export const BUILTIN_MAP_STYLE = "builtin";

/** `MAP_STYLE_URL=pmtiles://https://…/basemap.pmtiles`: one PMTiles archive is the whole basemap (decision 034). */
export const PMTILES_PROTOCOL = "pmtiles://";

/** The http(s) address the map reaches for MAP_STYLE_URL: the style's, or a PMTiles archive's. */
export const mapServerUrl = (styleUrl: string) =>
  styleUrl.startsWith(PMTILES_PROTOCOL) ? styleUrl.slice(PMTILES_PROTOCOL.length) : styleUrl;

/** A free public vector style that needs no key; offline or blocked, the map falls back to the built-in one. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

/** Element the server writes OFFLINE_TILES_MAX_MB into: how much of the style's tiles a kept guide may take. */
export const OFFLINE_TILES_ELEMENT_ID = "offline-tiles-max-mb";
export const DEFAULT_OFFLINE_TILES_MAX_MB = 30;

/** User Timing marks of the places map, read by the map bench (bench/map.ts); performance.now() of each. */
export const MAP_TIMING_MARKS = {
  /** The map is made, after the page around it has rendered (lists of places included). */
  created: "cityguides:map-created",
  /** The first frame drawn once the places' source has loaded: the pins are on screen. */
  pinsDrawn: "cityguides:map-pins-drawn",
  /** The first complete drawing: every source and tile in view loaded and drawn. */
  idle: "cityguides:map-idle",
} as const;
