import type { Coordinates } from "../../../shared/geo";

/**
 * The live map's first view: the places fitted inside this margin, a lone place this close up. Wider on the right,
 * where the zoom buttons stand, so that no pin falls under them; the tiles notice (top left) and the attribution
 * (bottom right) stay inside the top and bottom margins.
 */
export const FIT_PADDING = { top: 48, right: 60, bottom: 48, left: 48 };
export const SINGLE_PLACE_ZOOM = 15;
export const CITY_ZOOM = 11;

/** MapLibre's world is 512 pixels wide at zoom 0, twice as wide at each zoom level. */
const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** Web Mercator stops short of the poles, where it would run to infinity (MapLibre's own limit). */
const MAX_LATITUDE = 85.051129;

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/** Web Mercator: a position as shares of the world's width, from the antimeridian and from the top. */
export function mercator({ lat, lng }: Coordinates): Point {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** A view of the world: the point at the middle of the box, and pixels per world width. */
export type View = { centre: Point; scale: number };

/**
 * The view the live map opens on (use-places-map.ts), worked out without it: the places' bounds fitted into
 * the box inside FIT_PADDING and centred, never closer than SINGLE_PLACE_ZOOM; a lone place centred at that
 * zoom. Null without places.
 */
export function fitView(places: readonly Coordinates[], box: Size): View | null {
  if (places.length === 0) return null;
  const points = places.map(mercator);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [west, east, north, south] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const centre = { x: (west + east) / 2, y: (north + south) / 2 };
  const closest = WORLD_PIXELS_AT_ZOOM_0 * 2 ** SINGLE_PLACE_ZOOM;
  if (places.length === 1) return { centre, scale: closest };
  const { top, right, bottom, left } = FIT_PADDING;
  const scale = Math.min(
    closest,
    east > west ? Math.max(box.width - left - right, 1) / (east - west) : closest,
    south > north ? Math.max(box.height - top - bottom, 1) / (south - north) : closest,
  );
  // The places are centred in the box inside the margins, which is off the box's own centre where they differ.
  return {
    centre: { x: centre.x - (left - right) / 2 / scale, y: centre.y - (top - bottom) / 2 / scale },
    scale,
  };
}

/** Where a position falls in the box, in pixels from its top left corner. */
export function toBox(view: View, box: Size, position: Coordinates): Point {
  const point = mercator(position);
  return {
    x: box.width / 2 + (point.x - view.centre.x) * view.scale,
    y: box.height / 2 + (point.y - view.centre.y) * view.scale,
  };
}
