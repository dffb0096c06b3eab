import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect } from "@playwright/test";
import { guideInput } from "../../src/server/seed/factories";
import { byCategory, type CategoryKey } from "../../src/shared/categories";
import { citySlug } from "../../src/shared/cities";
import type {
  City,
  CityGuidePage,
  GuideDetail,
  GuidePage,
  PlaceSummary,
  ProfilePage,
} from "../../src/shared/schemas";
import { getCities, getGuide } from "./api";

/**
 * Guides made by a test live on the shared demo server: tests give them names nobody else uses, delete them when
 * done, and make them in cities whose guides no other spec counts (city-guides.spec counts New York's; Home's
 * scrolling test counts only the seeded guides).
 */
export const AUTHORING_CITY = "Paris";
export const OTHER_CITY = "Tokyo";

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;

export async function getCity(request: APIRequestContext, name: string): Promise<City> {
  const city = (await getCities(request)).find((candidate) => candidate.name === name);
  if (!city) throw new Error(`No city ${name}`);
  return city;
}

export type PlacesByCategory = Record<CategoryKey, PlaceSummary[]>;

/**
 * Places of the city's catalogue that the seeded test guides use (serve.ts), four a category where it can: places
 * other specs make come and go, these stay.
 */
export async function seededPlaces(request: APIRequestContext, city: City): Promise<PlacesByCategory> {
  const slug = citySlug(city.name);
  // Guides that tests running alongside make come first, newest first: the seeded ones may be a page or more on.
  const seeded: CityGuidePage["items"] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20 && seeded.length === 0; pages++) {
    const response = await request.get(`/api/cities/${slug}/guides`, {
      params: { limit: 50, ...(cursor ? { cursor } : {}) },
    });
    expect(response.ok(), `GET /api/cities/${slug}/guides answered ${response.status()}`).toBe(true);
    const page = (await response.json()) as CityGuidePage;
    seeded.push(...page.items.filter((guide) => guide.name.startsWith(`Weekend in ${city.name} #`)));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  const guides = await Promise.all(seeded.map((guide) => getGuide(request, guide.id)));
  const [richest] = guides.sort((a, b) => b.places.cafesBrunch.length - a.places.cafesBrunch.length);
  if (!richest) throw new Error(`No seeded guide in ${city.name}`);
  return richest.places;
}

/** The first `count` seeded places of every category of the city. */
export async function placesOf(request: APIRequestContext, city: City, count = 3): Promise<PlacesByCategory> {
  const places = await seededPlaces(request, city);
  return byCategory((key) => {
    expect(places[key].length, `${city.name} has ${count} places of ${key}`).toBeGreaterThanOrEqual(count);
    return places[key].slice(0, count);
  });
}

/** A seeded place of the city's category beyond the first `skip`. */
export async function anotherPlace(request: APIRequestContext, city: City, key: CategoryKey, skip: number) {
  const place = (await seededPlaces(request, city))[key][skip];
  if (!place) throw new Error(`${city.name} has no seeded place of ${key} after the first ${skip}`);
  return place;
}

/**
 * Creates a guide through the API as the user `request` is signed in as (setup for the tests of editing and
 * deleting, whose subject is not the create form).
 */
export async function createGuide(
  request: APIRequestContext,
  {
    name,
    city,
    places,
    cover,
    words,
  }: {
    name: string;
    city: City;
    places: PlacesByCategory;
    cover?: string;
    words?: Parameters<typeof guideInput>[3];
  },
): Promise<GuideDetail> {
  const input = guideInput(
    city.id,
    byCategory((key) => places[key].map((place) => place.id)),
    name,
    words,
  );
  const response = await request.post("/api/guides", {
    multipart: {
      guide: JSON.stringify(input),
      ...(cover
        ? { cover: { name: "cover.png", mimeType: "image/png", buffer: await readFile(cover) } }
        : {}),
    },
  });
  expect(response.ok(), `POST /api/guides answered ${response.status()}`).toBe(true);
  return (await response.json()) as GuideDetail;
}

/** The user's newest published guides: the first page of their profile (at most PROFILE_GUIDES_PAGE_SIZE). */
export async function profileGuides(request: APIRequestContext, username: string) {
  return (await profilePage(request, username)).guides;
}

async function profilePage(request: APIRequestContext, username: string): Promise<ProfilePage> {
  const response = await request.get(`/api/profiles/${username}`);
  expect(response.ok(), `GET /api/profiles/${username} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ProfilePage;
}

/**
 * Deletes every guide of the user `request` is signed in as, drafts included: the profile's first page of each,
 * again until none is left.
 */
export async function deleteGuidesOf(request: APIRequestContext, username: string): Promise<void> {
  for (;;) {
    const { guides, drafts } = await profilePage(request, username);
    if (guides.length === 0 && drafts.length === 0) return;
    for (const guide of [...guides, ...drafts]) {
      const response = await request.delete(`/api/guides/${guide.id}`);
      expect(response.ok(), `DELETE /api/guides/${guide.id} answered ${response.status()}`).toBe(true);
    }
  }
}

/** A read-only demo guide, as the Home feed lists it. */
export async function findDemoGuideCard(request: APIRequestContext) {
  const response = await request.get("/api/guides");
  expect(response.ok()).toBe(true);
  const demo = ((await response.json()) as GuidePage).items.find((guide) => guide.isDemo);
  if (!demo) throw new Error("The feed has no demo guide");
  return demo;
}
