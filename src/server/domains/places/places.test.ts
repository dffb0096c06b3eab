import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlaceDetail } from "../../../shared/schemas";
import { cities, placeImages, places } from "../../infrastructure/db/schema";
import { setupTestApp } from "../../test/app";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

/** A seeded place with the given number of images (the catalogue gives places one to three). */
async function placeWithImages(imageCount: number) {
  const rows = await t.db
    .select({ id: places.id, images: count(placeImages.id) })
    .from(places)
    .innerJoin(placeImages, eq(placeImages.placeId, places.id))
    .groupBy(places.id)
    .orderBy(asc(places.id));
  const row = rows.find((candidate) => candidate.images === imageCount);
  if (!row) throw new Error(`No place with ${imageCount} images`);
  return row.id;
}

async function getPlace(id: string) {
  return okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${id}` }));
}

describe("GET /api/places/:id", () => {
  it.each([1, 2, 3])(
    "answers a place with %i image(s), in order, the first one primary",
    async (imageCount) => {
      const id = await placeWithImages(imageCount);
      const place = await getPlace(id);
      const expected = Array.from({ length: imageCount }, (_, n) => `places/${id}/seed-${n + 1}`);
      expect(place.images).toEqual(expected);
      expect(place.image).toBe(expected[0]);
    },
  );

  it("answers every field of the place and its city", async () => {
    const [row] = await t.db
      .select({ place: places, city: cities })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId))
      .where(eq(places.name, "Katz's Delicatessen"));
    if (!row) throw new Error("Katz's Delicatessen is not in the catalogue");
    expect(await getPlace(row.place.id)).toEqual({
      id: row.place.id,
      name: "Katz's Delicatessen",
      category: "lunchDinner",
      tag: "Jewish deli",
      address: "205 East Houston Street, New York, NY 10002, USA",
      googleMapsLink: row.place.googleMapsLink,
      lat: row.place.lat,
      lng: row.place.lng,
      cityName: "New York",
      citySlug: "new-york",
      cityTimezone: "America/New_York",
      image: expect.any(String),
      isBookmarked: false,
      images: expect.any(Array),
      website: "https://katzsdelicatessen.com",
      phone: null,
      priceLevel: 2,
      openingHours: null,
      reviewStatus: "approved",
      suggestedByYou: false,
      rejectionReason: null,
    });
    expect(row.place.googleMapsLink).toContain(encodeURIComponent("Katz's Delicatessen"));
  });

  it("keeps the image order after images are reordered", async () => {
    const id = await placeWithImages(2);
    const [first, second] = (await getPlace(id)).images;
    // Swap positions through a free slot, as an admin reorder would.
    await t.db
      .update(placeImages)
      .set({ position: 2 })
      .where(eq(placeImages.storageKey, `${first}`));
    await t.db
      .update(placeImages)
      .set({ position: 0 })
      .where(eq(placeImages.storageKey, `${second}`));
    await t.db
      .update(placeImages)
      .set({ position: 1 })
      .where(eq(placeImages.storageKey, `${first}`));
    expect((await getPlace(id)).images).toEqual([second, first]);
  });

  it("answers a place without images with an empty list", async () => {
    const id = await placeWithImages(1);
    await t.db.delete(placeImages).where(eq(placeImages.placeId, id));
    expect(await getPlace(id)).toMatchObject({ image: null, images: [] });
  });

  it("answers 404 'Place not found' for an unknown id", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/places/${randomUUID()}` });
    expectApiError(response, 404, "NOT_FOUND", "Place not found");
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/places/katz" });
    expectApiError(response, 400, "VALIDATION_FAILED");
  });

  it("takes at most 3 SQL statements", async () => {
    const id = await placeWithImages(3);
    t.queries.reset();
    const response = await t.app.inject({ method: "GET", url: `/api/places/${id}` });
    expect(response.statusCode).toBe(200);
    expect(t.queries.count).toBeGreaterThan(0);
    expect(t.queries.count, t.queries.statements.join("\n")).toBeLessThanOrEqual(3);
  });
});
