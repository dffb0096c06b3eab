import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import type { GuideDetail, GuidePage } from "../../../shared/schemas";
import { DEMO_PROFILES } from "../../seed/demo-profiles";
import { setupTestApp } from "../../test/app";
import { cityByValue, createUser, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";
import { insertGuide } from "./mutations";

const t = setupTestApp();

async function getGuide(id: string) {
  return okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${id}` }));
}

describe("GET /api/guides/:id", () => {
  it.each(DEMO_PROFILES.map((profile) => [profile.username, profile] as const))(
    "groups the places of %s's demo guide under the four category keys",
    async (_, profile) => {
      const feed = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides" }));
      const card = feed.items.find((guide) => guide.creator.id === profile.id);
      if (!card) throw new Error(`No demo guide of ${profile.username}`);
      const guide = await getGuide(card.id);
      expect(guide).toMatchObject({ ...card, isDemo: true });
      expect(Object.keys(guide.places).sort()).toEqual([...CATEGORY_KEYS].sort());
      for (const key of CATEGORY_KEYS) {
        const places = guide.places[key];
        expect(places, key).toHaveLength(profile.placesPerCategory[key]);
        for (const place of places) {
          expect(place).toMatchObject({ category: key, cityName: guide.location });
          expect(place.image).toMatch(new RegExp(`^places/${place.id}/seed-1$`));
          expect(place.googleMapsLink).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
        }
      }
    },
  );

  it("keeps the order the places were picked in, in every category", async () => {
    const city = await cityByValue(t.db, "tokyo");
    const createdBy = await createUser(t.db);
    // Picked against the alphabetical order, so that sorting by name or by id would show.
    const picked = {
      cafesBrunch: (await placeIds(t.db, city.id, "cafesBrunch")).reverse(),
      lunchDinner: (await placeIds(t.db, city.id, "lunchDinner")).slice(1, 4).reverse(),
      drinksNightlife: await placeIds(t.db, city.id, "drinksNightlife"),
      placesToVisit: [],
    };
    const id = await insertGuide(t.db, { name: "Tokyo my way", cityId: city.id, createdBy, places: picked });
    const guide = await getGuide(id);
    expect(guide).toMatchObject({ id, name: "Tokyo my way", location: "Tokyo", citySlug: "tokyo" });
    for (const key of CATEGORY_KEYS) {
      expect(
        guide.places[key].map((place) => place.id),
        key,
      ).toEqual(picked[key]);
    }
    expect(guide.places.placesToVisit).toEqual([]);
    expect(Date.parse(guide.updatedAt)).toBeGreaterThanOrEqual(Date.parse(guide.createdAt));
  });

  it("shows the same place in every guide that uses it", async () => {
    const city = await cityByValue(t.db, "tokyo");
    const [placeId] = await placeIds(t.db, city.id, "placesToVisit");
    if (!placeId) throw new Error("Tokyo has no places to visit");
    const places = { cafesBrunch: [], lunchDinner: [], drinksNightlife: [], placesToVisit: [placeId] };
    const createdBy = await createUser(t.db);
    const first = await insertGuide(t.db, { name: "One", cityId: city.id, createdBy, places });
    const second = await insertGuide(t.db, { name: "Two", cityId: city.id, createdBy, places });
    expect((await getGuide(first)).places.placesToVisit).toEqual(
      (await getGuide(second)).places.placesToVisit,
    );
  });

  it("answers 404 'Guide not found' for an unknown id", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides/${randomUUID()}` });
    expectApiError(response, 404, "NOT_FOUND", "Guide not found");
  });

  it.each(["42", "not-a-uuid", `${randomUUID()}x`])("answers 400 for the id %s", async (id) => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides/${id}` });
    const error = expectApiError(response, 400, "VALIDATION_FAILED", "Invalid request");
    expect(Object.keys(error.details ?? {})).toEqual(["id"]);
  });
});
