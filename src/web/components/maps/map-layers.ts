import type { FeatureCollection } from "geojson";
import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap, MapSourceDataEvent } from "maplibre-gl";
import { MAP_TIMING_MARKS } from "../../../shared/map-style";
import { CLUSTER_RADIUS, HIGHLIGHT_RING } from "./map-look";
import { CLUSTER_IMAGE_PREFIX, NUMBER_SEPARATOR, pinImageId } from "./pin-images";

const PLACES_SOURCE = "places";
export const PIN_LAYER = "place-pins";
export const CLUSTER_LAYER = "place-clusters";
export const PLACE_LAYERS = [CLUSTER_LAYER, PIN_LAYER];
/** A ring under the pin of the place the list points at (lib/place-highlight.ts). */
const HIGHLIGHT_LAYER = "place-highlight";

/** Clusters never form past street level. */
const CLUSTER_MAX_ZOOM = 15;

const highlightFilter = (placeId: string | null): FilterSpecification => [
  "all",
  ["!", ["has", "point_count"]],
  ["==", ["get", "id"], placeId ?? ""],
];

/** Rings the pin of `placeId` (none for null); the map's element says which, for the tests. */
export function showHighlight(map: MapLibreMap, placeId: string | null) {
  if (map.getLayer(HIGHLIGHT_LAYER)) map.setFilter(HIGHLIGHT_LAYER, highlightFilter(placeId));
  const element = map.getContainer();
  if (placeId) element.dataset.highlightedPlace = placeId;
  else delete element.dataset.highlightedPlace;
}

/**
 * Adds the places on top of whichever style has just loaded; a style change drops them, so this runs again.
 * `numbered`: each pin carries its place's number in the list, and none is hidden in a cluster (decision 051).
 */
export function addPlaceLayers(
  map: MapLibreMap,
  data: FeatureCollection,
  highlighted: string | null,
  numbered = false,
) {
  if (map.getSource(PLACES_SOURCE)) return;
  map.addSource(PLACES_SOURCE, {
    type: "geojson",
    data,
    cluster: !numbered,
    clusterRadius: CLUSTER_RADIUS,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: "symbol",
    source: PLACES_SOURCE,
    filter: ["has", "point_count"],
    layout: {
      "icon-image": [
        "concat",
        CLUSTER_IMAGE_PREFIX,
        ["case", [">", ["get", "point_count"], 99], "99+", ["to-string", ["get", "point_count"]]],
      ],
      "icon-allow-overlap": true,
      "icon-ignore-placement": true,
    },
  });
  map.addLayer({
    id: HIGHLIGHT_LAYER,
    type: "circle",
    source: PLACES_SOURCE,
    filter: highlightFilter(highlighted),
    paint: {
      "circle-radius": 20,
      "circle-color": HIGHLIGHT_RING.fill,
      "circle-stroke-color": HIGHLIGHT_RING.stroke,
      "circle-stroke-width": 3,
    },
  });
  map.addLayer({
    id: PIN_LAYER,
    type: "symbol",
    source: PLACES_SOURCE,
    filter: ["!", ["has", "point_count"]],
    layout: {
      "icon-image": numbered
        ? ["concat", pinImageId(""), ["get", "category"], NUMBER_SEPARATOR, ["to-string", ["get", "number"]]]
        : ["concat", pinImageId(""), ["get", "category"]],
      "icon-allow-overlap": true,
      "icon-ignore-placement": true,
      // Where pins overlap, the lower number is drawn on top, as a reader of the list meets it first.
      ...(numbered ? { "symbol-sort-key": ["-", 0, ["get", "number"]] } : {}),
    },
  });
}

/**
 * The places' numbers as the pins carry them, for the tests (a data attribute): `id:number`, by number. Features
 * cut by tile edges come back more than once, so they are taken once.
 */
export function renderedNumbers(map: MapLibreMap): string {
  if (!map.getLayer(PIN_LAYER)) return "";
  const numbers = new Map<string, number>();
  for (const rendered of map.queryRenderedFeatures({ layers: [PIN_LAYER] })) {
    const { id, number } = rendered.properties as { id?: string; number?: number };
    if (id && number) numbers.set(id, number);
  }
  return [...numbers]
    .sort((a, b) => a[1] - b[1])
    .map(([id, number]) => `${id}:${number}`)
    .join(" ");
}

export function placesSource(map: MapLibreMap): GeoJSONSource | undefined {
  return map.getSource<GeoJSONSource>(PLACES_SOURCE);
}

/**
 * How many places the drawn pins and clusters stand for, for the tests (a data attribute): a pin counts one,
 * a cluster its size. Features cut by tile edges come back more than once, so they are counted by id.
 */
export function countRenderedPlaces(map: MapLibreMap): number {
  if (!map.getLayer(PIN_LAYER)) return 0;
  const counted = new Map<string, number>();
  for (const rendered of map.queryRenderedFeatures({ layers: PLACE_LAYERS })) {
    const properties = rendered.properties as { id?: string; cluster_id?: number; point_count?: number };
    if (properties.cluster_id !== undefined) {
      counted.set(`cluster-${properties.cluster_id}`, properties.point_count ?? 0);
    } else if (properties.id) counted.set(properties.id, 1);
  }
  return [...counted.values()].reduce((sum, count) => sum + count, 0);
}

/** Marks (User Timing) the map's creation, its first frame with the pins and its first complete drawing, for the map bench. */
export function markFirstDrawing(map: MapLibreMap) {
  performance.mark(MAP_TIMING_MARKS.created);
  const onSourceData = (event: MapSourceDataEvent) => {
    if (
      event.sourceId !== PLACES_SOURCE ||
      !map.getSource(PLACES_SOURCE) ||
      !map.isSourceLoaded(PLACES_SOURCE)
    )
      return;
    map.off("sourcedata", onSourceData);
    map.once("render", () => performance.mark(MAP_TIMING_MARKS.pinsDrawn));
  };
  map.on("sourcedata", onSourceData);
  map.once("idle", () => performance.mark(MAP_TIMING_MARKS.idle));
}
