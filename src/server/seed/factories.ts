import { randomBytes } from "node:crypto";
import { byCategory, type CategoryKey } from "../../shared/categories";
import { type Coordinates, roundCoordinates } from "../../shared/geo";
import type { CityInput, GuideInput, PlaceInput } from "../../shared/schemas";
import { loadSharp } from "../infrastructure/storage/sharp";

/**
 * The one place demo and test data are made: the seed, the API tests (src/server/test) and the browser tests
 * (e2e/support) all build their cities, places, guides, accounts and pictures here, each with overrides, so a new
 * required field is added once and every kind of data gets it.
 */

/** Lowercase letters and digits nobody else has: city values and usernames allow no other characters. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

export function cityInput(overrides: Partial<CityInput> = {}): CityInput {
  const suffix = uniqueSuffix();
  return { name: `Testville ${suffix}`, value: `testville${suffix}`, bgColor: "#3F88C5", ...overrides };
}

/** The city a place is made in: its centre, where it has one, is where the place's default location is. */
export type PlaceCity = { id: string; lat?: number | null; lng?: number | null };

/** Where the places of a test city without a centre stand (no distance rule applies to them). */
const UNCENTRED_CITY_POINT: Coordinates = { lat: 50.0, lng: 10.0 };

/** A point within about a kilometre of the city's centre: places need a location, and near the centre it is valid. */
export function pointNear(city: PlaceCity): Coordinates {
  const centre =
    city.lat != null && city.lng != null ? { lat: city.lat, lng: city.lng } : UNCENTRED_CITY_POINT;
  const offset = () => (Math.random() - 0.5) * 0.016;
  return roundCoordinates({ lat: centre.lat + offset(), lng: centre.lng + offset() });
}

export function placeInput(city: PlaceCity, overrides: Partial<PlaceInput> = {}): PlaceInput {
  return {
    name: "Café Test",
    category: "cafesBrunch",
    tag: "Coffee",
    address: "12 Test Street",
    googleMapsLink: "",
    cityId: city.id,
    ...pointNear(city),
    ...overrides,
  };
}

/** A guide of the given places (ids by category, in the order picked); an unnamed guide gets a unique name. */
export function guideInput(
  cityId: string,
  places: Partial<Record<CategoryKey, readonly string[]>>,
  name = `Guide ${uniqueSuffix()}`,
  words: Partial<Pick<GuideInput, "notes" | "introduction" | "status">> = {},
): GuideInput {
  return {
    name,
    cityId,
    places: byCategory((key) => [...(places[key] ?? [])]),
    notes: words.notes ?? {},
    introduction: words.introduction ?? "",
    status: words.status ?? "published",
  };
}

/** What the sign-up page sends. */
export type SignUpInput = {
  email: string;
  password: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
};

/** The password of every account the tests sign up, unless they choose one. */
export const TEST_PASSWORD = "correct-horse-battery";

export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const username = overrides.username ?? `tester_${uniqueSuffix()}`;
  const firstName = overrides.firstName ?? "Test";
  const lastName = overrides.lastName ?? "Person";
  return {
    email: `${username}@example.test`,
    password: TEST_PASSWORD,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    username,
    ...overrides,
  };
}

/** A real PNG of one colour (a hue, 0-359): different hues make different files. Small by default, to stay quick. */
export async function solidPng({ hue = 220, width = 120, height = 80 } = {}): Promise<Buffer> {
  const channel = (offset: number) => Math.round(127 + 127 * Math.sin(((hue + offset) * Math.PI) / 180));
  const sharp = await loadSharp();
  return sharp({
    create: { width, height, channels: 3, background: { r: channel(0), g: channel(120), b: channel(240) } },
  })
    .png()
    .toBuffer();
}
