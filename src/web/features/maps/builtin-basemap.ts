import type { GeoJSON } from "geojson";
import type { StyleSpecification } from "maplibre-gl";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import landUrl from "world-atlas/land-10m.json?url";
import type { Coordinates } from "../../../shared/geo";
import { BASEMAP_COLOURS } from "./map-look";
import { CITY_LABEL_IMAGE } from "./pin-images";

let land: Promise<GeoJSON> | undefined;

/**
 * Natural Earth's 1:10m land, shipped with the app (world-atlas) and served from our own origin: the map
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

/** An empty sea, shown while the land loads or when even our own server cannot send it. */
export const SEA_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "water", type: "background", paint: { "background-color": BASEMAP_COLOURS.water } }],
};

/** Sea, land, coastline and the city's name at its centre; the place layers go on top. */
export async function builtinStyle(cityCentre: Coordinates | null): Promise<StyleSpecification> {
  const landData = await loadLand().catch(() => null);
  const style: StyleSpecification = structuredClone(SEA_STYLE);
  if (landData) {
    style.sources.land = { type: "geojson", data: landData, attribution: "Natural Earth" };
    style.layers.push(
      { id: "land", type: "fill", source: "land", paint: { "fill-color": BASEMAP_COLOURS.land } },
      {
        id: "coast",
        type: "line",
        source: "land",
        paint: { "line-color": BASEMAP_COLOURS.coast, "line-width": 1 },
      },
    );
  }
  if (cityCentre) {
    style.sources.city = {
      type: "geojson",
      data: { type: "Point", coordinates: [cityCentre.lng, cityCentre.lat] },
    };
    style.layers.push({
      id: "city-label",
      type: "symbol",
      source: "city",
      layout: { "icon-image": CITY_LABEL_IMAGE, "icon-allow-overlap": true, "icon-ignore-placement": true },
      paint: { "icon-opacity": 0.85 },
    });
  }
  return style;
}
