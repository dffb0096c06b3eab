import type { Map as MapLibreMap } from "maplibre-gl";

/**
 * Chromium prints a WebGL canvas blank, so paper gets an image of what the map draws, taken each time the map
 * settles: one taken when printing starts is not decoded in time to be printed (docs/product.md §2 Printing).
 */
export function printAsImage(map: MapLibreMap): void {
  const canvas = map.getCanvas();
  const image = document.createElement("img");
  image.alt = "";
  image.className = "map-print-image";
  canvas.after(image);
  // The drawing buffer is kept after each frame (base-map.ts), so the canvas can be read outside one.
  map.on("idle", () => {
    image.src = canvas.toDataURL();
  });
}
