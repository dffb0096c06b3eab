import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import { PMTiles, type Source, TileType } from "pmtiles";
import { PMTILES_PROTOCOL } from "../../../shared/map-style";
import { BASEMAP_COLOURS } from "./map-look";

/** Streets, parks and buildings of a vector archive, in the built-in basemap's palette so the pins keep 3:1. */
const VECTOR_COLOURS = {
  ...BASEMAP_COLOURS,
  green: "#1d3329",
  building: "#2b3342",
  road: "#3d4a5e",
  boundary: "#6b7a90",
} as const;

/** What a vector layer is, from its name in the common schemas (Protomaps, OpenMapTiles, Shortbread). */
const LOOKS: { pattern: RegExp; fill?: string; line?: string; width?: number }[] = [
  { pattern: /water|ocean|lake|river/, fill: VECTOR_COLOURS.water, line: VECTOR_COLOURS.water, width: 1.5 },
  { pattern: /^(earth|land)$/, fill: VECTOR_COLOURS.land },
  { pattern: /park|green|landuse|landcover|natural|wood/, fill: VECTOR_COLOURS.green },
  { pattern: /build/, fill: VECTOR_COLOURS.building },
  { pattern: /road|street|transport|highway/, line: VECTOR_COLOURS.road, width: 1.5 },
  { pattern: /boundar/, line: VECTOR_COLOURS.boundary, width: 0.75 },
];

/** Fills, then lines, of every layer the archive names; no labels: their fonts would need a server. */
function vectorLayers(ids: string[]): LayerSpecification[] {
  const fills: LayerSpecification[] = [];
  const lines: LayerSpecification[] = [];
  for (const id of ids) {
    const look = LOOKS.find(({ pattern }) => pattern.test(id.toLowerCase()));
    if (!look) continue;
    if (look.fill)
      fills.push({
        id: `${id}-fill`,
        type: "fill",
        source: "basemap",
        "source-layer": id,
        filter: ["==", ["geometry-type"], "Polygon"],
        paint: { "fill-color": look.fill },
      });
    if (look.line)
      lines.push({
        id: `${id}-line`,
        type: "line",
        source: "basemap",
        "source-layer": id,
        filter: ["==", ["geometry-type"], "LineString"],
        paint: { "line-color": look.line, "line-width": look.width ?? 1 },
      });
  }
  return [...fills, ...lines];
}

/**
 * The map style of a PMTiles archive (MAP_STYLE_URL=pmtiles://…): its raster tiles as they are, or its vector
 * layers drawn by what their names say, over the built-in basemap's sea (docs/decisions/034).
 */
export async function archiveStyle(archive: PMTiles, styleUrl: string): Promise<StyleSpecification> {
  const header = await archive.getHeader();
  const background: LayerSpecification = {
    id: "background",
    type: "background",
    paint: { "background-color": VECTOR_COLOURS.water },
  };
  const bounds: [number, number, number, number] = [
    header.minLon,
    header.minLat,
    header.maxLon,
    header.maxLat,
  ];
  const source = { url: styleUrl, minzoom: header.minZoom, maxzoom: header.maxZoom, bounds };
  if (header.tileType !== TileType.Mvt) {
    return {
      version: 8,
      sources: { basemap: { type: "raster", tileSize: 256, ...source } },
      layers: [background, { id: "basemap", type: "raster", source: "basemap" }],
    };
  }
  const metadata = (await archive.getMetadata()) as {
    vector_layers?: { id: string }[];
    attribution?: string;
  };
  const ids = (metadata.vector_layers ?? []).map((layer) => layer.id);
  return {
    version: 8,
    sources: { basemap: { type: "vector", attribution: metadata.attribution, ...source } },
    layers: [background, ...vectorLayers(ids)],
  };
}

/** The archive's address, without the pmtiles:// before it. */
export const archiveUrl = (styleUrl: string) => styleUrl.slice(PMTILES_PROTOCOL.length);

/** An archive read through `source`, e.g. one that keeps what it reads (features/offline/keep-map.ts). */
export const openArchive = (source: Source) => new PMTiles(source);
