import type { Map as MapLibreMap, Marker } from "maplibre-gl";
import * as maplibregl from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type Coordinates, roundCoordinates } from "../../../shared/geo";
import { MESSAGES } from "../../../shared/messages";
import { type Basemap, BUILTIN_CLOSE_ZOOM, createBaseMap, reportView } from "./base-map";
import { PICKER_PIN } from "./map-look";

const PIN_ZOOM = 15;
const AROUND_ZOOM = 11;
const WORLD = { center: [10, 30] as [number, number], zoom: 1 };

type Options = {
  container: RefObject<HTMLDivElement | null>;
  value: Coordinates | null;
  around: Coordinates | null;
  label: string;
  onPick: (coordinates: Coordinates) => void;
};

/**
 * One map with one draggable pin: a click moves the pin there, a drag (pointer or arrow keys on the focused pin)
 * moves it too, and each move is handed to `onPick`; a `value` set elsewhere (typed, pasted) moves the pin.
 */
export function useLocationPicker({ container, value, around, label, onPick }: Options) {
  const [basemap, setBasemap] = useState<Basemap>("loading");
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ value, around, onPick });
  latest.current = { value, around, onPick };

  // Built once; the pin and the view follow `value` and `around` below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = latest.current.value ?? latest.current.around;
    const map = createBaseMap({
      element,
      // No city label: the city may change while the map is open, and the pin is what matters here.
      cityName: "",
      cityCentre: () => null,
      label,
      camera: start
        ? { center: [start.lng, start.lat], zoom: latest.current.value ? PIN_ZOOM : AROUND_ZOOM }
        : WORLD,
      locale: { "Marker.Title": MESSAGES.map.pickerPin },
      onBasemap: setBasemap,
      onBuiltin: (shown) => shown.jumpTo({ zoom: Math.min(shown.getZoom(), BUILTIN_CLOSE_ZOOM) }),
    });
    if (!map) return;
    mapRef.current = map;
    const marker = new maplibregl.Marker({ draggable: true, color: PICKER_PIN.colour });
    markerRef.current = marker;
    const pick = (coordinates: Coordinates) => {
      const rounded = roundCoordinates(coordinates);
      marker.setLngLat([rounded.lng, rounded.lat]);
      element.dataset.pin = `${rounded.lat},${rounded.lng}`;
      latest.current.onPick(rounded);
    };
    marker.on("dragend", () => pick(marker.getLngLat()));
    map.on("click", (event) => {
      // A click on the pin itself (or the end of its drag) is not a new place for it.
      if (marker.getElement().contains(event.originalEvent.target as Node | null)) return;
      if (!marker.getElement().isConnected) marker.setLngLat(event.lngLat).addTo(map);
      pick(event.lngLat);
    });
    map.on("idle", () => reportView(map, element));
    if (latest.current.value) {
      const { lat, lng } = latest.current.value;
      marker.setLngLat([lng, lat]).addTo(map);
      element.dataset.pin = `${lat},${lng}`;
    }
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      map.remove();
    };
  }, []);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    const element = container.current;
    if (!map || !marker || !element) return;
    if (lat === undefined || lng === undefined) {
      marker.remove();
      delete element.dataset.pin;
      return;
    }
    const shown = marker.getElement().isConnected ? marker.getLngLat() : null;
    if (shown && shown.lat === lat && shown.lng === lng) return;
    marker.setLngLat([lng, lat]).addTo(map);
    element.dataset.pin = `${lat},${lng}`;
    // Typed or pasted (a pick has already put the pin there): bring the pin into a view close enough to adjust it.
    if (!map.getBounds().contains([lng, lat]) || map.getZoom() < AROUND_ZOOM)
      map.jumpTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), AROUND_ZOOM) });
  }, [lat, lng, container]);

  const aroundLat = around?.lat;
  const aroundLng = around?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || aroundLat === undefined || aroundLng === undefined || latest.current.value) return;
    map.jumpTo({ center: [aroundLng, aroundLat], zoom: AROUND_ZOOM });
  }, [aroundLat, aroundLng]);

  return basemap;
}
