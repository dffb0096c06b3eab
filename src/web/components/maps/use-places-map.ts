import type { Map as MapLibreMap } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Coordinates } from "../../../shared/geo";
import { currentHighlight, highlightPlace, subscribeToHighlight } from "../../lib/place-highlight";
import { type Basemap, BUILTIN_CLOSE_ZOOM, createBaseMap, reportView } from "./base-map";
import { CITY_ZOOM, FIT_PADDING, SINGLE_PLACE_ZOOM } from "./map-camera";
import {
  addPlaceLayers,
  CLUSTER_LAYER,
  countRenderedPlaces,
  markFirstDrawing,
  PLACE_LAYERS,
  placesSource,
  renderedNumbers,
  showHighlight,
} from "./map-layers";
import { boundsOf, type MapPlace, type PlaceNumbers, pinCollection } from "./map-places";

type Options = {
  container: RefObject<HTMLDivElement | null>;
  places: MapPlace[];
  /** What the first view is fitted to: every place the map can show, those the legend hides included. */
  frame: MapPlace[];
  cityName: string;
  cityCentre: Coordinates | null;
  label: string;
  focusOnStart: boolean;
  /** Changed when the map's box changes size (Expand map): the view is fitted to the places again. */
  refit: unknown;
  /** Each place's number in the list, carried by its pin (decision 051); the same for the page's life. */
  numbers?: PlaceNumbers;
  onSelect: (placeId: string | null) => void;
};

/** One MapLibre map for the life of the component: basemap with its fallback, the place layers, the clicks. */
export function usePlacesMap({
  container,
  places,
  frame,
  cityName,
  cityCentre,
  label,
  focusOnStart,
  refit,
  numbers,
  onSelect,
}: Options) {
  const [basemap, setBasemap] = useState<Basemap>("loading");
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef({ places, frame, onSelect, cityCentre });
  latest.current = { places, frame, onSelect, cityCentre };

  // Built once: the places change through setData below; the city's name and the label stay for the page's life.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = createBaseMap({
      element,
      cityName,
      cityCentre: () => latest.current.cityCentre,
      label,
      camera: camera(latest.current.frame, latest.current.cityCentre),
      onBasemap: setBasemap,
      // A lone place is shown with its coastline and city around it instead.
      onBuiltin: (shown) => {
        if (latest.current.frame.length <= 1)
          shown.jumpTo({ zoom: Math.min(shown.getZoom(), BUILTIN_CLOSE_ZOOM) });
      },
    });
    if (!map) return;
    mapRef.current = map;
    // The preview the visitor pressed is gone: the keyboard goes on to the map it started.
    if (focusOnStart) map.getCanvas().focus({ preventScroll: true });
    markFirstDrawing(map);
    map.on("style.load", () =>
      addPlaceLayers(
        map,
        pinCollection(latest.current.places, numbers),
        currentHighlight()?.id ?? null,
        numbers !== undefined,
      ),
    );
    map.on("idle", () => {
      element.dataset.renderedPlaces = String(countRenderedPlaces(map));
      if (numbers) element.dataset.renderedNumbers = renderedNumbers(map);
      reportView(map, element);
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
      highlightPlace(properties?.id ? { id: properties.id, from: "map" } : null);
    });
    map.on("mousemove", (event) => {
      const over = map.getLayer(CLUSTER_LAYER)
        ? map.queryRenderedFeatures(event.point, { layers: PLACE_LAYERS }).length > 0
        : false;
      map.getCanvas().style.cursor = over ? "pointer" : "";
    });
    const unsubscribe = subscribeToHighlight(() => showHighlight(map, currentHighlight()?.id ?? null));
    return () => {
      unsubscribe();
      mapRef.current = null;
      map.remove();
    };
  }, []);

  const fitted = useRef(refit);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fitted.current === refit) return;
    fitted.current = refit;
    map.resize();
    const view = camera(latest.current.frame, latest.current.cityCentre);
    if ("bounds" in view && view.bounds) map.fitBounds(view.bounds, view.fitBoundsOptions);
    else if ("center" in view && view.center) map.jumpTo(view);
  }, [refit]);

  useEffect(() => {
    const map = mapRef.current;
    if (map) placesSource(map)?.setData(pinCollection(places, numbers));
  }, [places, numbers]);

  return basemap;
}

/** The view fitted to the places (a lone place close up), else the city centre. */
function camera(places: MapPlace[], cityCentre: Coordinates | null) {
  const bounds = boundsOf(places);
  if (bounds && places.length > 1) {
    return { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: SINGLE_PLACE_ZOOM } };
  }
  const centre = places[0] ?? cityCentre;
  return centre
    ? {
        center: [centre.lng, centre.lat] as [number, number],
        zoom: places[0] ? SINGLE_PLACE_ZOOM : CITY_ZOOM,
      }
    : {};
}
