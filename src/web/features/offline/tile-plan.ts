import { type Box, tilesIn } from "../../lib/tile-grid";

// Which map tiles a kept guide keeps (docs/decisions/033), whatever serves them: a style's server or an archive.

/** Tiles from zoom 10 (the city) to 16 (its streets) are kept; past 14 only around the places themselves. */
const ZOOMS = { min: 10, wideUntil: 14, max: 16 } as const;
/** Around the places' box: wide enough for the map's first view whatever its shape, tight for street zooms. */
const MARGIN = { wide: 0.05, tight: 0.01 } as const;

/** Fetches a URL (or a byte range of it) into the kept cache; null when it could not be had. */
export type Fetcher = (url: string, range?: string) => Promise<Response | null>;

/** The tiles to keep, zoom level by zoom level (10 first), and how to keep one of them. */
export type TilePlan = { levels: string[][]; keepTile: (tile: string) => Promise<unknown> };

const widened = (box: Box, margin: number): Box => ({
  west: box.west - margin,
  south: box.south - margin,
  east: box.east + margin,
  north: box.north + margin,
});

/** The tiles over the places' box at each zoom a source has from 10 to 16 (level 0 to 6): wide up to 14. */
export function forEachZoom(
  box: Box,
  { minzoom, maxzoom }: { minzoom?: number; maxzoom?: number },
  use: (zoom: number, tiles: { x: number; y: number }[], level: number) => void,
): void {
  const to = Math.min(ZOOMS.max, maxzoom ?? ZOOMS.max);
  for (let zoom = Math.max(ZOOMS.min, minzoom ?? 0); zoom <= to; zoom += 1)
    use(
      zoom,
      tilesIn(widened(box, zoom <= ZOOMS.wideUntil ? MARGIN.wide : MARGIN.tight), zoom),
      zoom - ZOOMS.min,
    );
}
