import { MercatorCoordinate } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { FIT_PADDING, fitView, mercator, SINGLE_PLACE_ZOOM, toBox } from "./map-camera";

const PHONE = { width: 358, height: 224 };
/** Manhattan, from the Battery to Harlem: taller than wide, as the demo guide's places are. */
const MANHATTAN = [
  { lat: 40.7033, lng: -74.017 },
  { lat: 40.8116, lng: -73.9465 },
  { lat: 40.758, lng: -73.9855 },
];

describe("the preview's projection and view", () => {
  it.each([
    [48.8566, 2.3522],
    [-22.9068, -43.1729],
    [35.6762, 139.6503],
    [0, 0],
  ])("projects %f, %f as MapLibre does", (lat, lng) => {
    const theirs = MercatorCoordinate.fromLngLat([lng, lat]);
    const ours = mercator({ lat, lng });
    expect(ours.x).toBeCloseTo(theirs.x, 12);
    expect(ours.y).toBeCloseTo(theirs.y, 12);
  });

  it("keeps the poles finite, as MapLibre's world ends short of them", () => {
    expect(mercator({ lat: 90, lng: 0 }).y).toBeCloseTo(0, 6);
    expect(mercator({ lat: -90, lng: 0 }).y).toBeCloseTo(1, 6);
  });

  it("fits the places inside the padding, centred, touching it on the tighter side", () => {
    const view = fitView(MANHATTAN, PHONE);
    if (!view) throw new Error("no view");
    const points = MANHATTAN.map((place) => toBox(view, PHONE, place));
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    // North-south is the tighter side of a wide box: the northernmost and southernmost touch the padding.
    expect(Math.min(...ys)).toBeCloseTo(FIT_PADDING.top, 6);
    expect(Math.max(...ys)).toBeCloseTo(PHONE.height - FIT_PADDING.bottom, 6);
    expect(Math.min(...xs)).toBeGreaterThan(FIT_PADDING.left);
    // Centred in the box inside the margins: clear of the zoom buttons on the right.
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(
      FIT_PADDING.left + (PHONE.width - FIT_PADDING.left - FIT_PADDING.right) / 2,
      6,
    );
    expect(Math.max(...xs)).toBeLessThan(PHONE.width - FIT_PADDING.right);
    // North is up and east is right.
    const [battery, harlem] = points;
    expect(harlem?.y).toBeLessThan(battery?.y ?? 0);
    expect(harlem?.x).toBeGreaterThan(battery?.x ?? 0);
  });

  it("keeps the shape: equal distances on the ground stay equal on screen whatever the direction", () => {
    const around = { lat: 40.75, lng: -73.99 };
    const view = fitView([around, { lat: 40.76, lng: -73.98 }], PHONE);
    if (!view) throw new Error("no view");
    const centre = toBox(view, PHONE, around);
    // 0.001 degree of longitude is cos(latitude) times as long as one of latitude.
    const east = toBox(view, PHONE, { lat: around.lat, lng: around.lng + 0.001 });
    const north = toBox(view, PHONE, {
      lat: around.lat + 0.001 * Math.cos((around.lat * Math.PI) / 180),
      lng: around.lng,
    });
    expect(Math.abs(east.x - centre.x)).toBeCloseTo(Math.abs(north.y - centre.y), 2);
  });

  it("centres a lone place at street level, and never comes closer for places almost on top of each other", () => {
    const streetLevel = 512 * 2 ** SINGLE_PLACE_ZOOM;
    const [place] = MANHATTAN;
    if (!place) throw new Error("no place");
    const lone = fitView([place], PHONE);
    expect(lone?.scale).toBe(streetLevel);
    expect(lone && toBox(lone, PHONE, place)).toEqual({ x: PHONE.width / 2, y: PHONE.height / 2 });
    const twins = fitView([place, { lat: place.lat + 0.00001, lng: place.lng }], PHONE);
    expect(twins?.scale).toBe(streetLevel);
    expect(fitView([place, place], PHONE)?.scale).toBe(streetLevel);
  });

  it("has no view without places", () => {
    expect(fitView([], PHONE)).toBeNull();
  });
});
