import type { GeoJSON } from "geojson";
import type { Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landUrl from "world-atlas/land-50m.json?url";
import type { Coordinates } from "../../../shared/geo";
import { BASEMAP_COLOURS } from "./map-look";
import { CITY_LABEL_IMAGE } from "./pin-images";

let land: Promise<GeoJSON> | undefined;

/**
 * Natural Earth's 1:50m land, shipped with the app (world-atlas) and served from our own origin: the map
 * never goes blank for want of a tile server, offline included.
 */
function loadLand(): Promise<GeoJSON> {
  land ??= fetch(landUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap ${response.status}`);
      return response.json() as Promise<Topology<{ land: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.land))
    .catch((error: unknown) => {
      land = undefined;
      throw error;
    });
  return land;
}

const CITY_LABEL_LAYER = "city-label";

/** An empty sea, shown while the land loads or when even our own server cannot send it. */
export const SEA_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "water", type: "background", paint: { "background-color": BASEMAP_COLOURS.water } }],
};

/** Sea and the city's name at its centre, at once; the land follows (addLand), the place layers go on top. */
export function builtinStyle(cityCentre: Coordinates | null): StyleSpecification {
  const style: StyleSpecification = structuredClone(SEA_STYLE);
  if (cityCentre) {
    style.sources.city = {
      type: "geojson",
      data: { type: "Point", coordinates: [cityCentre.lng, cityCentre.lat] },
    };
    style.layers.push({
      id: CITY_LABEL_LAYER,
      type: "symbol",
      source: "city",
      layout: { "icon-image": CITY_LABEL_IMAGE, "icon-allow-overlap": true, "icon-ignore-placement": true },
      paint: { "icon-opacity": 0.85 },
    });
  }
  return style;
}

/**
 * Lays the land and its coastline under everything else once they arrive: a few megabytes to parse and tile,
 * which the pins do not wait for. Without them (our own server unreachable too) the sea stays.
 */
export async function addLand(map: MapLibreMap, stillShown: () => boolean) {
  const landData = await loadLand().catch(() => null);
  if (!landData || !stillShown() || !map.getLayer("water") || map.getSource("land")) return;
  // Tiled no deeper than 1:50m detail goes; closer zooms stretch those tiles instead of cutting new ones.
  map.addSource("land", { type: "geojson", data: landData, maxzoom: 9, attribution: "Natural Earth" });
  map.addLayer(
    { id: "land", type: "fill", source: "land", paint: { "fill-color": BASEMAP_COLOURS.land } },
    map.getStyle().layers[1]?.id,
  );
  map.addLayer(
    {
      id: "coast",
      type: "line",
      source: "land",
      paint: { "line-color": BASEMAP_COLOURS.coast, "line-width": 1 },
    },
    map.getStyle().layers[2]?.id,
  );
}
