import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { CATEGORY_KEYS } from "../../src/shared/categories";
import type { Coordinates } from "../../src/shared/geo";
import { MESSAGES } from "../../src/shared/messages";
import type { GuideDetail, PlaceSummary } from "../../src/shared/schemas";

type Located = PlaceSummary & { lat: number; lng: number };

/** The MapLibre container: its data attributes say which basemap shows and how many places its pins stand for. */
export const placesMap = (page: Page) => page.getByTestId("places-map");

/** The chunk with MapLibre (base-map.ts, shared by the places map and the location picker). */
export const MAP_CHUNK = /^\/assets\/base-map-[\w-]{8}\.js$/;

/** From this width (Tailwind's `lg`) the live map starts at the first input; below it the preview waits for a press. */
const LIVE_MAP_AT_ONCE_WIDTH = 1024;

/** The preview that stands for the map on phones (docs/decisions/022): one button, its pins drawn inside. */
export const mapPreview = (page: Page) => page.getByRole("button", { name: MESSAGES.map.explore });

/** How many places the preview's pins and numbered clusters stand for. */
export const previewPlaces = (preview: Locator) =>
  preview
    .locator("[data-places]")
    .evaluateAll((pins) => pins.reduce((sum, pin) => sum + Number(pin.getAttribute("data-places")), 0));

/**
 * The live map, as a visitor gets it: on a phone-sized screen by pressing the preview first, on a place's page
 * (`behindPreview`) at every width, where the map waits for the visitor, and on a wide screen's guide by moving
 * the mouse, the first input that starts it.
 */
export async function startMap(page: Page, { behindPreview = false } = {}): Promise<Locator> {
  if (behindPreview || (page.viewportSize()?.width ?? 0) < LIVE_MAP_AT_ONCE_WIDTH)
    await mapPreview(page).click();
  else {
    // Inputs before the app has taken over the server's page reach no listener, as a visitor's would not: the
    // mouse moves again until the map is there.
    let step = 0;
    await expect(async () => {
      step = (step % 50) + 1;
      await page.mouse.move(2 * step, 2 * step);
      await expect(placesMap(page)).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
  }
  return placesMap(page);
}

export const guidePlaces = (guide: GuideDetail) => CATEGORY_KEYS.flatMap((key) => guide.places[key]);

export const locatedPlaces = (places: PlaceSummary[]) =>
  places.filter((place): place is Located => place.lat !== null && place.lng !== null);

/** Waits until the map has drawn pins and clusters standing for exactly `count` places. */
export async function expectRenderedPlaces(map: Locator, count: number) {
  await expect(map).toHaveAttribute("data-rendered-places", String(count), { timeout: 20_000 });
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;

/** The map's view and where it is on the page (data-view: west,south,east,north). */
async function viewOf(map: Locator) {
  const [west = 0, south = 0, east = 0, north = 0] = ((await map.getAttribute("data-view")) ?? "")
    .split(",")
    .map(Number);
  const box = await map.boundingBox();
  if (!box) throw new Error("The map is not on screen");
  return { west, south, east, north, box };
}

/** Where a place is drawn on the page, from the view the map reports. */
export async function pinPosition(map: Locator, place: Coordinates) {
  const { west, south, east, north, box } = await viewOf(map);
  return {
    x: box.x + ((place.lng - west) / (east - west)) * box.width,
    y:
      box.y +
      ((mercatorY(north) - mercatorY(place.lat)) / (mercatorY(north) - mercatorY(south))) * box.height,
  };
}

/** The coordinates under a point of the page, from the view the map reports. */
export async function coordinatesAt(map: Locator, point: { x: number; y: number }): Promise<Coordinates> {
  const { west, south, east, north, box } = await viewOf(map);
  const top = mercatorY(north);
  return {
    lat: latitudeOf(top - ((point.y - box.y) / box.height) * (top - mercatorY(south))),
    lng: west + ((point.x - box.x) / box.width) * (east - west),
  };
}

/** The centre of the map's view. */
export async function viewCentre(map: Locator): Promise<Coordinates> {
  const { box } = await viewOf(map);
  return coordinatesAt(map, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/**
 * The admin's location picker on screen (a MapLibre map with one draggable pin; data-pin: lat,lng). The Create
 * Place tab stays mounted, hidden, while another tab or a dialog shows its own.
 */
export const locationPicker = (page: Page) => page.getByTestId("location-picker").filter({ visible: true });

/** The place drawn farthest from every other, so its pin stands alone rather than in a cluster. */
export async function loneliestPlace(map: Locator, places: Located[]) {
  const positions = await Promise.all(places.map((place) => pinPosition(map, place)));
  let best = { place: places[0], position: positions[0], distance: -1 };
  positions.forEach((position, index) => {
    const nearest = Math.min(
      ...positions
        .filter((_, other) => other !== index)
        .map((o) => Math.hypot(o.x - position.x, o.y - position.y)),
    );
    if (nearest > best.distance) best = { place: places[index], position, distance: nearest };
  });
  if (!best.place || !best.position) throw new Error("No place on the map");
  return best as { place: Located; position: { x: number; y: number }; distance: number };
}

/** The share of the map's pixels within a small distance of a colour (#rrggbb). */
export async function shareOfColour(map: Locator, hex: string): Promise<number> {
  const { data, info } = await sharp(await map.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const target = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  let matching = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const close = target.every((value, channel) => Math.abs((data[index + channel] ?? 0) - value) <= 6);
    if (close) matching++;
  }
  return matching / (info.width * info.height);
}
