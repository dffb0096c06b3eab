import type { Map as MapLibreMap } from "maplibre-gl";
import { NUMBER_DROP, PIN_LOOK, PIN_RING } from "./map-look";

/**
 * Pins, cluster badges and the city label are images drawn here on a canvas, not glyphs from the style: the
 * built-in basemap has no font server, and the same images then work on any style the owner chooses.
 */
const PIXEL_RATIO = 2;
const PIN_SIZE = 26;
/** A numbered pin is larger, so that two digits fit inside its smallest shape (the triangle). */
const NUMBERED_PIN_SIZE = 32;
const LABEL_FONT = "600 14px system-ui, sans-serif";

const PIN_IMAGE_PREFIX = "pin-";
export const pinImageId = (category: string) => `${PIN_IMAGE_PREFIX}${category}`;
/** Between a numbered pin's category and its number: `pin-cafesBrunch-7`. */
export const NUMBER_SEPARATOR = "-";
export const CLUSTER_IMAGE_PREFIX = "cluster-";
export const CITY_LABEL_IMAGE = "city-label";

function canvasOf(width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * PIXEL_RATIO);
  canvas.height = Math.ceil(height * PIXEL_RATIO);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  return { canvas, context };
}

function drawPin(name: string) {
  const [category = "", number] = name.split(NUMBER_SEPARATOR);
  const look = PIN_LOOK[category as keyof typeof PIN_LOOK];
  if (!look) return null;
  const size = number ? NUMBERED_PIN_SIZE : PIN_SIZE;
  const { canvas, context } = canvasOf(size, size);
  const scale = (size - 6) / 24;
  context.save();
  context.translate(3, 3);
  context.scale(scale, scale);
  const path = new Path2D(look.path);
  context.lineJoin = "round";
  context.lineWidth = 5 / scale;
  context.strokeStyle = PIN_RING.outer;
  context.stroke(path);
  context.lineWidth = 3 / scale;
  context.strokeStyle = PIN_RING.inner;
  context.stroke(path);
  context.fillStyle = look.colour;
  context.fill(path);
  context.restore();
  if (number) {
    // Dark on every category's light fill; the triangle's middle sits low, where it has room.
    context.fillStyle = PIN_RING.outer;
    context.font = `700 ${number.length > 1 ? 11 : 12}px system-ui, sans-serif`;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(number, size / 2, size / 2 + NUMBER_DROP[category as keyof typeof PIN_LOOK] * scale);
  }
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function drawCluster(label: string) {
  const size = 30 + Math.max(0, label.length - 1) * 6;
  const { canvas, context } = canvasOf(size, size);
  const radius = size / 2 - 1.5;
  context.beginPath();
  context.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  context.fillStyle = PIN_RING.outer;
  context.fill();
  context.lineWidth = 2.5;
  context.strokeStyle = PIN_RING.inner;
  context.stroke();
  context.fillStyle = PIN_RING.inner;
  context.font = "700 13px system-ui, sans-serif";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(label, size / 2, size / 2 + 0.5);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function drawLabel(text: string) {
  const measure = canvasOf(1, 1).context;
  measure.font = LABEL_FONT;
  const width = measure.measureText(text).width + 12;
  const { canvas, context } = canvasOf(width, 24);
  context.font = LABEL_FONT;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.lineJoin = "round";
  context.lineWidth = 4;
  context.strokeStyle = PIN_RING.outer;
  context.strokeText(text, width / 2, 12);
  context.fillStyle = PIN_RING.inner;
  context.fillText(text, width / 2, 12);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Draws each image the first time a layer asks for it, on whichever style is showing. */
export function provideMapImages(map: MapLibreMap, cityName: string) {
  map.setMissingStyleImageResolver((id) => {
    if (map.hasImage(id)) return;
    const image = id.startsWith(CLUSTER_IMAGE_PREFIX)
      ? drawCluster(id.slice(CLUSTER_IMAGE_PREFIX.length))
      : id === CITY_LABEL_IMAGE
        ? drawLabel(cityName)
        : id.startsWith(PIN_IMAGE_PREFIX)
          ? drawPin(id.slice(PIN_IMAGE_PREFIX.length))
          : null;
    if (image) map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  });
}
