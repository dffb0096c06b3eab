import type { StyleSpecification } from "maplibre-gl";
import * as maplibregl from "maplibre-gl";
import { PMTiles, Protocol } from "pmtiles";
import { archiveStyle, archiveUrl } from "./archive-style";

let protocol: Protocol | undefined;

/**
 * The style of MAP_STYLE_URL's PMTiles archive, with MapLibre reading its tiles through the pmtiles protocol;
 * loaded only when the style is one (base-map.ts).
 */
export async function loadArchiveStyle(styleUrl: string): Promise<StyleSpecification> {
  if (!protocol) {
    protocol = new Protocol();
    maplibregl.addProtocol("pmtiles", protocol.tile);
  }
  const url = archiveUrl(styleUrl);
  const archive = protocol.get(url) ?? new PMTiles(url);
  protocol.add(archive);
  return archiveStyle(archive, styleUrl);
}
