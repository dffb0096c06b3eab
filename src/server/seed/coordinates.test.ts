import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "../../shared/cities";
import { type Coordinates, distanceKm } from "../../shared/geo";
import { migrationsFolder } from "../infrastructure/db/handle";
import { catalogue } from "./catalogue";

/** Positions from public references (the landmark itself), not taken from the catalogue. */
const KNOWN_POSITIONS: Array<[city: string, name: string, position: Coordinates]> = [
  ["paris", "Eiffel Tower", { lat: 48.85837, lng: 2.29448 }],
  ["barcelona", "Sagrada Família", { lat: 41.40363, lng: 2.17436 }],
  ["newYork", "Statue of Liberty", { lat: 40.68925, lng: -74.0445 }],
  ["newYork", "Empire State Building", { lat: 40.74844, lng: -73.98566 }],
  ["berlin", "Brandenburg Gate", { lat: 52.51628, lng: 13.3777 }],
  ["london", "Tower of London", { lat: 51.50812, lng: -0.07597 }],
  ["tokyo", "Tokyo Skytree", { lat: 35.71006, lng: 139.8107 }],
  ["rioDeJaneiro", "Christ the Redeemer", { lat: -22.95194, lng: -43.21053 }],
  ["milan", "Duomo di Milano", { lat: 45.46417, lng: 9.19194 }],
  ["seoul", "N Seoul Tower", { lat: 37.55119, lng: 126.98823 }],
];

const entry = (city: string, name: string) => {
  const found = catalogue[city]?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not in the ${city} catalogue`);
  return found;
};

describe("demo coordinates", () => {
  it.each(KNOWN_POSITIONS)("places %s's %s within 300 m of where it stands", (city, name, position) => {
    expect(distanceKm(entry(city, name), position)).toBeLessThan(0.3);
  });

  it("places every demo place within 30 km of its city's centre", () => {
    const far: string[] = [];
    for (const city of SUPPORTED_CITIES) {
      const entries = catalogue[city.value] ?? [];
      expect(entries.length, city.name).toBeGreaterThan(0);
      for (const place of entries) {
        const km = distanceKm(place, city);
        if (!(km <= 30)) far.push(`${city.name}: ${place.name} ${km.toFixed(1)} km`);
      }
    }
    expect(far).toEqual([]);
  });

  it("gives no two demo places of a city the same spot", () => {
    for (const entries of Object.values(catalogue)) {
      const spots = entries.map((place) => `${place.lat},${place.lng}`);
      expect(new Set(spots).size).toBe(spots.length);
    }
  });

  it("backfills, in the migration, the same centres and time zones the seed gives new databases", () => {
    const migration = readFileSync(`${migrationsFolder}/0003_coordinates.sql`, "utf8");
    for (const city of SUPPORTED_CITIES) {
      expect(migration).toContain(
        `SET "lat" = ${city.lat.toFixed(5)}, "lng" = ${city.lng.toFixed(5)}, "timezone" = '${city.timezone}' WHERE "value" = '${city.value}'`,
      );
    }
  });
});
