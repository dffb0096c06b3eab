import { describe, expect, it } from "vitest";
import { ARCHIVE_TILE_TYPE, archiveOf } from "../../test/pmtiles-archive";
import { archiveStyle, archiveUrl, openArchive } from "./archive-style";

const STYLE_URL = "pmtiles://https://maps.example.org/paris.pmtiles";
const BOX = { west: 2.33, south: 48.85, east: 2.36, north: 48.87 };

/** The archive read from memory, as the pmtiles reader reads a file by ranges. */
function archiveFrom(file: Buffer) {
  return openArchive({
    getKey: () => archiveUrl(STYLE_URL),
    getBytes: async (offset, length) => {
      const bytes = Uint8Array.from(file.subarray(offset, offset + length));
      return { data: bytes.buffer };
    },
  });
}

describe("the map style made from a PMTiles archive", () => {
  it("draws a raster archive's tiles as they are, through the pmtiles protocol, within its bounds", async () => {
    const archive = archiveFrom(archiveOf({ tile: Buffer.from("png"), box: BOX }));
    const style = await archiveStyle(archive, STYLE_URL);
    expect(style.sources.basemap).toMatchObject({ type: "raster", url: STYLE_URL, minzoom: 0, maxzoom: 16 });
    const bounds = (style.sources.basemap as { bounds: number[] }).bounds.map((degrees) =>
      degrees.toFixed(2),
    );
    expect(bounds).toEqual(["2.33", "48.85", "2.36", "48.87"]);
    expect(style.layers.map((layer) => layer.type)).toEqual(["background", "raster"]);
  });

  it("draws a vector archive's layers by what their names say, and leaves out what it cannot draw without fonts", async () => {
    const vectorLayers = ["water", "earth", "landuse", "buildings", "roads", "boundaries", "pois", "places"];
    const archive = archiveFrom(
      archiveOf({
        tile: Buffer.from("mvt"),
        box: BOX,
        tileType: ARCHIVE_TILE_TYPE.vector,
        metadata: { vector_layers: vectorLayers.map((id) => ({ id })), attribution: "© OpenStreetMap" },
      }),
    );
    const style = await archiveStyle(archive, STYLE_URL);
    expect(style.sources.basemap).toMatchObject({
      type: "vector",
      url: STYLE_URL,
      attribution: "© OpenStreetMap",
    });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      "background",
      "water-fill",
      "earth-fill",
      "landuse-fill",
      "buildings-fill",
      "water-line",
      "roads-line",
      "boundaries-line",
    ]);
  });
});
