import type { Map as MapLibreMap } from "maplibre-gl";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Coordinates } from "../../../shared/geo";
import { BUILTIN_MAP_STYLE } from "../../../shared/map-style";
import { MESSAGES } from "../../../shared/messages";
import { addLand, builtinStyle, SEA_STYLE } from "./builtin-basemap";
import { addPlaceLayers, CLUSTER_LAYER, countRenderedPlaces, PLACE_LAYERS, placesSource } from "./map-layers";
import { boundsOf, type MapPlace, pinCollection } from "./map-places";
import { readMapStyleUrl } from "./map-style-url";
import { provideMapImages } from "./pin-images";

// Bundled, MapLibre would look for its worker beside a chunk that no longer has that name.
maplibregl.setWorkerUrl(workerUrl);

/** A style that has not drawn within this time counts as unreachable (offline, blocked, down). */
const STYLE_TIMEOUT_MS = 5_000;
const SINGLE_PLACE_ZOOM = 15;
const BUILTIN_LONE_ZOOM = 11;

/** `style`: the owner's; `builtin`: ours by choice; `fallback`: ours because theirs failed; `unavailable`: no WebGL. */
export type Basemap = "loading" | "style" | "builtin" | "fallback" | "unavailable";

type Options = {
  container: RefObject<HTMLDivElement | null>;
  places: MapPlace[];
  cityName: string;
  cityCentre: Coordinates | null;
  label: string;
  onSelect: (placeId: string | null) => void;
};

/** One MapLibre map for the life of the component: basemap with its fallback, the place layers, the clicks. */
export function usePlacesMap({ container, places, cityName, cityCentre, label, onSelect }: Options) {
  const [basemap, setBasemap] = useState<Basemap>("loading");
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef({ places, onSelect, cityCentre });
  latest.current = { places, onSelect, cityCentre };

  // Built once: the places change through setData below; the city's name and the label stay for the page's life.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const styleUrl = readMapStyleUrl();
    const builtinByChoice = styleUrl === BUILTIN_MAP_STYLE;
    let settled = false;
    let timer: number | undefined;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: element,
        style: builtinByChoice ? SEA_STYLE : styleUrl,
        attributionControl: { compact: true },
        cooperativeGestures: false,
        locale: { "Map.Title": MESSAGES.map.canvasLabel(label) },
        // The clock starts with the style's request, not before: a busy phone may take seconds to get there.
        transformRequest: (url, resourceType) => {
          if (resourceType === "Style" && timer === undefined && !settled) {
            timer = window.setTimeout(() => switchToBuiltin("fallback"), STYLE_TIMEOUT_MS);
          }
          return { url };
        },
        ...camera(latest.current.places, latest.current.cityCentre),
      });
    } catch {
      setBasemap("unavailable");
      return;
    }
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    provideMapImages(map, cityName);

    function switchToBuiltin(reason: Basemap) {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setBasemap(reason);
      map.once("style.load", () => void addLand(map, () => mapRef.current === map));
      // The failed style never finished loading, so there is nothing to diff against.
      map.setStyle(builtinStyle(latest.current.cityCentre), { diff: false });
      // Natural Earth has no streets: a lone place is shown with its coastline and city around it instead.
      if (latest.current.places.length <= 1) map.jumpTo({ zoom: Math.min(map.getZoom(), BUILTIN_LONE_ZOOM) });
    }
    if (builtinByChoice) switchToBuiltin("builtin");
    // Before the first complete drawing, any error is the style or its tiles failing: fall back to ours.
    map.on("error", () => switchToBuiltin("fallback"));
    map.once("idle", () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setBasemap("style");
    });
    map.on("style.load", () => addPlaceLayers(map, pinCollection(latest.current.places)));
    map.on("idle", () => {
      element.dataset.renderedPlaces = String(countRenderedPlaces(map));
      element.dataset.view = map.getBounds().toArray().flat().join(",");
    });
    map.on("click", (event) => {
      const [hit] = map.getLayer(CLUSTER_LAYER)
        ? map.queryRenderedFeatures(event.point, { layers: PLACE_LAYERS })
        : [];
      const properties = hit?.properties as { id?: string; cluster_id?: number } | undefined;
      if (hit && properties?.cluster_id !== undefined && hit.geometry.type === "Point") {
        const center = hit.geometry.coordinates as [number, number];
        void placesSource(map)
          ?.getClusterExpansionZoom(properties.cluster_id)
          .then((zoom) => map.easeTo({ center, zoom }));
        return;
      }
      latest.current.onSelect(properties?.id ?? null);
    });
    map.on("mousemove", (event) => {
      const over = map.getLayer(CLUSTER_LAYER)
        ? map.queryRenderedFeatures(event.point, { layers: PLACE_LAYERS }).length > 0
        : false;
      map.getCanvas().style.cursor = over ? "pointer" : "";
    });
    return () => {
      window.clearTimeout(timer);
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (map) placesSource(map)?.setData(pinCollection(places));
  }, [places]);

  return basemap;
}

/** The view fitted to the places (a lone place close up), else the city centre. */
function camera(places: MapPlace[], cityCentre: Coordinates | null) {
  const bounds = boundsOf(places);
  if (bounds && places.length > 1) {
    return { bounds, fitBoundsOptions: { padding: 48, maxZoom: SINGLE_PLACE_ZOOM } };
  }
  const centre = places[0] ?? cityCentre;
  return centre
    ? { center: [centre.lng, centre.lat] as [number, number], zoom: places[0] ? SINGLE_PLACE_ZOOM : 11 }
    : {};
}
