/** Element the server writes the map style into, read by the map once the page loads (docs/product.md §2). */
export const MAP_STYLE_ELEMENT_ID = "map-style";

/** `MAP_STYLE_URL=builtin`: always the basemap shipped with the app, never a request to a tile server. */
export const BUILTIN_MAP_STYLE = "builtin";

/** A free public vector style that needs no key; offline or blocked, the map falls back to the built-in one. */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
