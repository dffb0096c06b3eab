import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { citySlug } from "../../../shared/cities";
import type { CityGuidePage, GuideDetail, PlaceDetail } from "../../../shared/schemas";
import { insertGuide } from "../../domains/guides/mutations";
import { setupTestApp, sqlStateOf } from "../../test/app";
import { type CityRow, cityByValue, createGuide, createUser, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";
import { cities, guidePlaces, guides, placeBookmarks, placeImages, places, savedGuides } from "./schema";

const UNIQUE_VIOLATION = "23505";
// ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports restrict_violation, 15 reports foreign_key_violation.
const RESTRICT_VIOLATIONS = ["23001", "23503"];
const CHECK_VIOLATION = "23514";

const t = setupTestApp();
let newYork: CityRow;
let userId: string;
let guideId: string;
let nyPlaces: string[];

beforeAll(async () => {
  newYork = await cityByValue(t.db, "newYork");
  userId = await createUser(t.db);
  guideId = await createGuide(t.db, { createdBy: userId, city: newYork });
  // Fourteen places in all: enough to overfill one category.
  nyPlaces = [
    ...(await placeIds(t.db, newYork.id, "cafesBrunch")),
    ...(await placeIds(t.db, newYork.id, "lunchDinner")),
  ];
});

const cityRowOf = (name: string, value: string) => ({
  name,
  value,
  slug: citySlug(name),
  bgColor: "#123456",
});

const guideCount = async (name: string) =>
  (await t.db.select({ n: count() }).from(guides).where(eq(guides.name, name)))[0]?.n;

describe("saves and bookmarks", () => {
  it("refuses saving the same guide twice for one user", async () => {
    await t.db.insert(savedGuides).values({ userId, guideId });
    expect(await sqlStateOf(t.db.insert(savedGuides).values({ userId, guideId }))).toBe(UNIQUE_VIOLATION);
    // Another user may save it.
    expect(
      await sqlStateOf(t.db.insert(savedGuides).values({ userId: await createUser(t.db), guideId })),
    ).toBe(undefined);
  });

  it("refuses bookmarking the same place twice for one user", async () => {
    const placeId = nyPlaces[0] ?? "";
    await t.db.insert(placeBookmarks).values({ userId, placeId });
    expect(await sqlStateOf(t.db.insert(placeBookmarks).values({ userId, placeId }))).toBe(UNIQUE_VIOLATION);
  });
});

describe("guide places", () => {
  const inCafes = (ids: string[]) => ({
    cafesBrunch: ids,
    lunchDinner: [],
    drinksNightlife: [],
    placesToVisit: [],
  });

  it("accepts 12 places in a category and refuses a 13th, writing nothing of that guide", async () => {
    expect(nyPlaces.length).toBeGreaterThanOrEqual(13);
    const twelve = {
      name: "Twelve",
      cityId: newYork.id,
      createdBy: userId,
      places: inCafes(nyPlaces.slice(0, 12)),
    };
    expect(await sqlStateOf(insertGuide(t.db, twelve))).toBeUndefined();
    const thirteen = { ...twelve, name: "Thirteen", places: inCafes(nyPlaces.slice(0, 13)) };
    expect(await sqlStateOf(insertGuide(t.db, thirteen))).toBe(CHECK_VIOLATION);
    expect(await guideCount("Thirteen")).toBe(0);
  });

  it("refuses the same place twice in one guide", async () => {
    const placeId = nyPlaces[0] ?? "";
    const twice = {
      name: "Twice",
      cityId: newYork.id,
      createdBy: userId,
      places: inCafes([placeId, placeId]),
    };
    expect(await sqlStateOf(insertGuide(t.db, twice))).toBe(UNIQUE_VIOLATION);
    expect(await guideCount("Twice")).toBe(0);
  });

  it("refuses an unknown category key", async () => {
    const placeId = nyPlaces[5] ?? "";
    const row = { guideId, placeId, categoryKey: "museums", position: 11 };
    expect(await sqlStateOf(t.db.insert(guidePlaces).values(row))).toBe(CHECK_VIOLATION);
  });

  it("drops a deleted place from the guides that used it", async () => {
    const before = okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${guideId}` }));
    const removed = before.places.lunchDinner[0]?.id ?? "";
    await t.db.delete(places).where(eq(places.id, removed));
    const after = okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${guideId}` }));
    expect(after.places.lunchDinner.map((place) => place.id)).toEqual(
      before.places.lunchDinner.slice(1).map((place) => place.id),
    );
  });
});

describe("places and their images", () => {
  it("refuses an unknown place category", async () => {
    const row = { name: "Nowhere bar", category: "bars", cityId: newYork.id };
    expect(await sqlStateOf(t.db.insert(places).values(row))).toBe(CHECK_VIOLATION);
  });

  it.each([
    ["a latitude past 90", { lat: 90.5, lng: 0 }],
    ["a longitude past -180", { lat: 0, lng: -180.5 }],
    ["NaN", { lat: Number.NaN, lng: 2 }],
    ["an infinity", { lat: 1, lng: Number.POSITIVE_INFINITY }],
    ["a latitude without a longitude", { lat: 40.7, lng: null }],
    ["a longitude without a latitude", { lat: null, lng: -74 }],
  ])("refuses %s", async (_, coordinates) => {
    const row = { name: "Somewhere", category: "cafesBrunch", cityId: newYork.id, ...coordinates };
    expect(await sqlStateOf(t.db.insert(places).values(row))).toBe(CHECK_VIOLATION);
    const cityRow = { ...cityRowOf("Atlantis", "atlantis"), ...coordinates };
    expect(await sqlStateOf(t.db.insert(cities).values(cityRow))).toBe(CHECK_VIOLATION);
  });

  it("refuses a fourth image and a second primary image", async () => {
    const placeId = nyPlaces[3] ?? "";
    await t.db.delete(placeImages).where(eq(placeImages.placeId, placeId));
    const image = (position: number, isPrimary = false) => ({
      placeId,
      storageKey: `places/${placeId}/${randomUUID()}`,
      position,
      isPrimary,
    });
    await t.db.insert(placeImages).values([image(0, true), image(1), image(2)]);
    expect(await sqlStateOf(t.db.insert(placeImages).values(image(3)))).toBe(CHECK_VIOLATION);
    await t.db.delete(placeImages).where(and(eq(placeImages.placeId, placeId), eq(placeImages.position, 2)));
    expect(await sqlStateOf(t.db.insert(placeImages).values(image(2, true)))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(t.db.insert(placeImages).values(image(1)))).toBe(UNIQUE_VIOLATION);
  });
});

describe("cities", () => {
  it("refuses a name or value differing only by case", async () => {
    expect(
      await sqlStateOf(t.db.insert(cities).values({ ...cityRowOf("PARIS", "parisAgain"), slug: "paris-2" })),
    ).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(t.db.insert(cities).values(cityRowOf("New York City", "NEWYORK")))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await sqlStateOf(t.db.insert(cities).values(cityRowOf("Lisbon", "lisbon")))).toBeUndefined();
  });

  it("refuses deleting a city that has places or guides", async () => {
    expect(RESTRICT_VIOLATIONS).toContain(
      await sqlStateOf(t.db.delete(cities).where(eq(cities.id, newYork.id))),
    );
    expect((await cityByValue(t.db, "newYork")).id).toBe(newYork.id);
  });

  it("keeps guides and places attached when a city is renamed", async () => {
    const barcelona = await cityByValue(t.db, "barcelona");
    const before = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/barcelona/guides" }),
    );
    expect(before.items).toHaveLength(1);
    await t.db
      .update(cities)
      .set({ name: "Barcelona City", slug: citySlug("Barcelona City") })
      .where(eq(cities.id, barcelona.id));

    const renamed = await t.app.inject({ method: "GET", url: "/api/cities/barcelona-city/guides" });
    const page = okJson<CityGuidePage>(renamed);
    expect(page.city).toMatchObject({ id: barcelona.id, name: "Barcelona City", value: "barcelona" });
    expect(page.items.map((guide) => [guide.id, guide.location, guide.citySlug])).toEqual([
      [before.items[0]?.id, "Barcelona City", "barcelona-city"],
    ]);
    // The old slug goes once the rename's notification reaches the city directory: at once on the embedded
    // database, a moment later on PostgreSQL, which delivers it asynchronously (city-directory.ts).
    const oldSlugRead = () => t.app.inject({ method: "GET", url: "/api/cities/barcelona/guides" });
    await expect.poll(async () => (await oldSlugRead()).statusCode, { timeout: 5_000 }).toBe(404);
    expectApiError(await oldSlugRead(), 404, "NOT_FOUND", "City not found");

    const guide = okJson<GuideDetail>(
      await t.app.inject({ method: "GET", url: `/api/guides/${before.items[0]?.id}` }),
    );
    const placeId = guide.places.cafesBrunch[0]?.id;
    expect(guide.places.cafesBrunch.every((place) => place.cityName === "Barcelona City")).toBe(true);
    const place = okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${placeId}` }));
    expect(place).toMatchObject({ cityName: "Barcelona City", citySlug: "barcelona-city" });
    const [attached] = await t.db.select({ n: count() }).from(places).where(eq(places.cityId, barcelona.id));
    expect(attached?.n).toBeGreaterThanOrEqual(16);
  });
});
