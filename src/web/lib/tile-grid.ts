// The web map's tile grid (XYZ, Web Mercator): which tiles cover a box at a zoom.

export type Box = { west: number; south: number; east: number; north: number };

const tileX = (lng: number, zoom: number) => Math.floor(((lng + 180) / 360) * 2 ** zoom);
function tileY(lat: number, zoom: number): number {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** zoom);
}

/** The tiles of `zoom` that `box` touches. */
export function tilesIn(box: Box, zoom: number): { x: number; y: number }[] {
  const tiles: { x: number; y: number }[] = [];
  const last = 2 ** zoom - 1;
  for (let x = Math.max(0, tileX(box.west, zoom)); x <= Math.min(last, tileX(box.east, zoom)); x += 1)
    for (let y = Math.max(0, tileY(box.north, zoom)); y <= Math.min(last, tileY(box.south, zoom)); y += 1)
      tiles.push({ x, y });
  return tiles;
}
