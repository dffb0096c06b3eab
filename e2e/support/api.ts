import { type APIRequestContext, expect } from "@playwright/test";
import type { City, CityGuidePage, CityList, GuideDetail, PlaceDetail } from "../../src/shared/schemas";

/** Reads the API directly, for the facts the screens are checked against. */
async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const getCities = async (request: APIRequestContext): Promise<City[]> =>
  (await getJson<CityList>(request, "/api/cities")).items;

export const getGuide = (request: APIRequestContext, id: string) =>
  getJson<GuideDetail>(request, `/api/guides/${id}`);

export const getPlace = (request: APIRequestContext, id: string) =>
  getJson<PlaceDetail>(request, `/api/places/${id}`);

/** The read-only demo guide of a city ('New York by Maya' for new-york). */
export async function getDemoGuide(request: APIRequestContext, citySlug = "new-york"): Promise<GuideDetail> {
  const page = await getJson<CityGuidePage>(request, `/api/cities/${citySlug}/guides`);
  const card = page.items.find((guide) => guide.isDemo);
  if (!card) throw new Error(`No demo guide in ${citySlug}`);
  return getGuide(request, card.id);
}

/** A place of the guide with at least `minImages` pictures, for the carousel. */
export async function findPlaceWithImages(
  request: APIRequestContext,
  guide: GuideDetail,
  minImages: number,
): Promise<PlaceDetail> {
  for (const summary of Object.values(guide.places).flat()) {
    const place = await getPlace(request, summary.id);
    if (place.images.length >= minImages) return place;
  }
  throw new Error(`No place of ${guide.name} has ${minImages} images`);
}
