import type { Map as MapLibreMap, MapOptions } from "maplibre-gl";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { Coordinates } from "../../../shared/geo";
import { BUILTIN_MAP_STYLE, PMTILES_PROTOCOL } from "../../../shared/map-style";
import { MESSAGES } from "../../../shared/messages";
import { addLand, builtinStyle, SEA_STYLE } from "./builtin-basemap";
import { readMapStyleUrl } from "./map-style-url";
import { provideMapImages } from "./pin-images";
import { printAsImage } from "./print-as-image";

// Bundled, MapLibre would look for its worker beside a chunk that no longer has that name.
maplibregl.setWorkerUrl(workerUrl);

/** A style that has not drawn within this time counts as unreachable (offline, blocked, down). */
const STYLE_TIMEOUT_MS = 5_000;
/** Natural Earth has no streets: closer than this, the built-in basemap shows nothing but land. */
export const BUILTIN_CLOSE_ZOOM = 11;

/** `style`: the owner's; `builtin`: ours by choice; `fallback`: ours because theirs failed; `unavailable`: no WebGL. */
export type Basemap = "loading" | "style" | "builtin" | "fallback" | "unavailable";

type BaseMapOptions = {
  element: HTMLDivElement;
  cityName: string;
  cityCentre: () => Coordinates | null;
  /** Names the map for screen readers and its keyboard focus. */
  label: string;
  camera: Pick<MapOptions, "center" | "zoom" | "bounds" | "fitBoundsOptions">;
  locale?: Record<string, string>;
  onBasemap: (basemap: Basemap) => void;
  /** After the switch to the built-in basemap, e.g. to pull a close view back to where it shows land. */
  onBuiltin?: (map: MapLibreMap) => void;
};

/**
 * A MapLibre map on the owner's style (MAP_STYLE_URL) that falls back to the built-in basemap when that style
 * fails or is too slow, with the app's pin images; null where the device has no WebGL.
 */
export function createBaseMap(options: BaseMapOptions): MapLibreMap | null {
  const { element, cityName, cityCentre, label, camera, locale, onBasemap, onBuiltin } = options;
  const styleUrl = readMapStyleUrl();
  const builtinByChoice = styleUrl === BUILTIN_MAP_STYLE;
  // A PMTiles archive is tiles without a style: the style is made from the archive once its header is read.
  const fromArchive = styleUrl.startsWith(PMTILES_PROTOCOL);
  let settled = false;
  let removed = false;
  let timer: number | undefined;
  let map: MapLibreMap;
  try {
    map = new maplibregl.Map({
      container: element,
      style: builtinByChoice || fromArchive ? SEA_STYLE : styleUrl,
      attributionControl: { compact: true },
      cooperativeGestures: false,
      // Kept after each frame is shown, so that printing can copy what the map draws (print-as-image.ts).
      canvasContextAttributes: { preserveDrawingBuffer: true },
      locale: { "Map.Title": MESSAGES.map.canvasLabel(label), ...locale },
      // The clock starts with the style's request, not before: a busy phone may take seconds to get there.
      transformRequest: (url, resourceType) => {
        if (resourceType === "Style" && timer === undefined && !settled) {
          timer = window.setTimeout(() => switchToBuiltin("fallback"), STYLE_TIMEOUT_MS);
        }
        return { url };
      },
      ...camera,
    });
  } catch {
    onBasemap("unavailable");
    return null;
  }
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  provideMapImages(map, cityName);
  printAsImage(map);

  function switchToBuiltin(reason: Basemap) {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    onBasemap(reason);
    map.once("style.load", () => void addLand(map, () => !removed));
    // The failed style never finished loading, so there is nothing to diff against.
    map.setStyle(builtinStyle(cityCentre()), { diff: false });
    onBuiltin?.(map);
  }
  function settleOnFirstDrawing() {
    map.once("idle", () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      onBasemap("style");
    });
  }
  async function drawArchive() {
    timer = window.setTimeout(() => switchToBuiltin("fallback"), STYLE_TIMEOUT_MS);
    try {
      const { loadArchiveStyle } = await import("./archive-protocol");
      const style = await loadArchiveStyle(styleUrl);
      if (settled || removed) return;
      map.setStyle(style, { diff: false });
      settleOnFirstDrawing();
    } catch {
      switchToBuiltin("fallback");
    }
  }
  if (builtinByChoice) switchToBuiltin("builtin");
  else if (fromArchive) void drawArchive();
  else settleOnFirstDrawing();
  // Before the first complete drawing, any error is the style or its tiles failing: fall back to ours.
  map.on("error", () => switchToBuiltin("fallback"));
  map.once("remove", () => {
    removed = true;
    window.clearTimeout(timer);
  });
  return map;
}

/** The map's view for the tests and the bench (a data attribute): west,south,east,north. */
export function reportView(map: MapLibreMap, element: HTMLElement) {
  element.dataset.view = map.getBounds().toArray().flat().join(",");
}
