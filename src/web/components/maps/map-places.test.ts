import { describe, expect, it } from "vitest";
import type { PlaceSummary } from "../../../shared/schemas";
import { boundsOf, groupCrowded, pinCollection, placesWithCoordinates } from "./map-places";

const place = (id: string, lat: number | null, lng: number | null): PlaceSummary => ({
  id,
  name: id,
  category: "placesToVisit",
  tag: null,
  address: null,
  googleMapsLink: null,
  lat,
  lng,
  cityName: "Paris",
  image: null,
  isBookmarked: false,
  reviewStatus: "approved",
});

describe("places on a map", () => {
  it("leaves places without coordinates off", () => {
    const located = placesWithCoordinates([place("a", 48.8, 2.3), place("b", null, null), place("c", 0, 0)]);
    expect(located.map(({ id }) => id)).toEqual(["a", "c"]);
  });

  it("makes one GeoJSON point per place, longitude first", () => {
    const [feature] = pinCollection(placesWithCoordinates([place("a", 48.86061, 2.33764)])).features;
    expect(feature?.geometry.coordinates).toEqual([2.33764, 48.86061]);
    expect(feature?.properties).toEqual({ id: "a", category: "placesToVisit" });
  });

  it("gives each pin its place's number in the list when the map is numbered", () => {
    const located = placesWithCoordinates([place("a", 48.8, 2.4), place("b", 48.9, 2.2)]);
    const numbers = new Map([
      ["b", 7],
      ["a", 12],
    ]);
    expect(pinCollection(located, numbers).features.map((feature) => feature.properties)).toEqual([
      { id: "a", category: "placesToVisit", number: 12 },
      { id: "b", category: "placesToVisit", number: 7 },
    ]);
  });

  it("bounds the places west, south, east, north, and has none for no place", () => {
    const located = placesWithCoordinates([place("a", 48.8, 2.4), place("b", 48.9, 2.2)]);
    expect(boundsOf(located)).toEqual([2.2, 48.8, 2.4, 48.9]);
    expect(boundsOf([])).toBeNull();
  });

  it("merges pins that would overlap into one group at their middle, and leaves the others alone", () => {
    const groups = groupCrowded(
      [
        { x: 100, y: 100, item: "a" },
        { x: 300, y: 100, item: "far" },
        { x: 110, y: 100, item: "b" },
        { x: 105, y: 115, item: "c" },
      ],
      30,
    );
    expect(groups).toEqual([
      { x: 105, y: 105, members: ["a", "b", "c"] },
      { x: 300, y: 100, members: ["far"] },
    ]);
    expect(
      groupCrowded(
        [
          { x: 0, y: 0, item: "a" },
          { x: 30, y: 0, item: "b" },
        ],
        30,
      ),
    ).toHaveLength(2);
  });
});
