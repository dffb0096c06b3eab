import type { Source } from "pmtiles";
import { archiveStyle, archiveUrl, openArchive } from "../../components/maps/archive-style";
import { byteRange } from "../../lib/kept-cache";
import type { Box } from "../../lib/tile-grid";
import { type Fetcher, forEachZoom, type TilePlan } from "./tile-plan";

/**
 * A PMTiles archive's part of a kept map (docs/decisions/034): the archive is read through a source that keeps
 * each byte range it reads, so reading the style and the tiles over the places keeps exactly the ranges the map
 * will ask for offline, the header and directories included. The service worker answers those ranges from what
 * is kept when the archive cannot be reached.
 */
export async function archivePlan(styleUrl: string, box: Box, keep: Fetcher): Promise<TilePlan | null> {
  const url = archiveUrl(styleUrl);
  const keepingSource: Source = {
    getKey: () => url,
    async getBytes(offset, length) {
      const response = await keep(url, byteRange(offset, length));
      if (!response) throw new Error(`The map archive could not be read at ${offset}`);
      return { data: await response.arrayBuffer() };
    },
  };
  const archive = openArchive(keepingSource);
  try {
    await archiveStyle(archive, styleUrl);
  } catch {
    return null;
  }
  const header = await archive.getHeader();
  const levels: string[][] = [];
  forEachZoom(box, { minzoom: header.minZoom, maxzoom: header.maxZoom }, (zoom, tiles) => {
    levels.push(tiles.map(({ x, y }) => `${zoom}/${x}/${y}`));
  });
  return {
    levels,
    keepTile: async (tile) => {
      const [zoom = 0, x = 0, y = 0] = tile.split("/").map(Number);
      // A tile the archive cannot give is left out, as a missing tile of a style's server is.
      await archive.getZxy(zoom, x, y).catch(() => undefined);
    },
  };
}
