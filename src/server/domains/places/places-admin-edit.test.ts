import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS, CATALOGUE_MESSAGES } from "../../../shared/messages";
import type { GuideDetail, PlaceDetail, PlaceUsage } from "../../../shared/schemas";
import { placeBookmarks, placeImages, places } from "../../infrastructure/db/schema";
import { pointNear } from "../../seed/factories";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import {
  adminAndUser,
  adminAppOptions,
  catalogueWorld,
  type PlaceFields,
  placeFields,
  placeJson,
  pngImage,
  sendPlace,
} from "../../test/catalogue";
import { type CityRow, cityByValue, createGuide, createUser, placeIds } from "../../test/fixtures";
import { storedFiles } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let berlin: CityRow;
let milan: CityRow;
beforeAll(async () => {
  ({ admin } = await adminAndUser(t));
  berlin = await cityByValue(t.db, "berlin");
  milan = await cityByValue(t.db, "milan");
});

/** A new place made through the API with `count` pictures named a.png, b.png, … */
async function createPlace(count: number, fields: PlaceFields = {}): Promise<PlaceDetail> {
  const images = await Promise.all(
    Array.from({ length: count }, (_, n) => pngImage(`${String.fromCharCode(97 + n)}.png`)),
  );
  const answer = await sendPlace(t, admin, { method: "POST" }, placeFields(berlin, fields), images);
  return placeJson(answer, 201);
}

const update = async (id: string, fields: PlaceFields, newImages: string[] = []) =>
  sendPlace(
    t,
    admin,
    { method: "PUT", id },
    placeFields(berlin, fields),
    await Promise.all(newImages.map((name) => pngImage(name))),
  );

const originals = (keys: string[]) => keys.map((key) => `${key}/original.webp`).sort();

describe("PUT /api/places/:id", () => {
  it("keeps one of two images and adds two: three images, the removed one's files deleted", async () => {
    const place = await createPlace(2);
    const [first, second] = place.images as [string, string];
    const updated = placeJson(await update(place.id, { keepImages: [second] }, ["c.png", "d.png"]));
    expect(updated.images).toHaveLength(3);
    expect(updated.images[0]).toBe(second);
    expect(updated.images[1]).toMatch(/-0-c$/);
    expect(updated.images[2]).toMatch(/-1-d$/);
    expect(updated.image).toBe(second);
    const rows = await t.db
      .select()
      .from(placeImages)
      .where(eq(placeImages.placeId, place.id))
      .orderBy(placeImages.position);
    expect(rows.map((row) => [row.storageKey, row.position, row.isPrimary])).toEqual([
      [second, 0, true],
      [updated.images[1], 1, false],
      [updated.images[2], 2, false],
    ]);
    expect(await storedFiles(t, `places/${place.id}`)).toEqual(originals(updated.images));
    expect(await storedFiles(t, first)).toEqual([]);
  });

  it("refuses a fourth image and changes nothing", async () => {
    const place = await createPlace(3);
    const before = await catalogueWorld(t);
    const error = expectApiError(
      await update(place.id, { name: "Renamed", keepImages: place.images }, ["extra.png"]),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.maxImagesText,
    );
    expect(error.details?.images).toEqual([CATALOGUE_MESSAGES.maxImagesTitle]);
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it("refuses to remove every image without new ones, and changes nothing", async () => {
    const place = await createPlace(2);
    const before = await catalogueWorld(t);
    for (const keepImages of [[], ["places/not-one-of-its-images"]]) {
      expectApiError(
        await update(place.id, { keepImages }),
        400,
        "BAD_REQUEST",
        CATALOGUE_MESSAGES.placeImageRequiredText,
      );
    }
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it("keeps an image listed twice only once", async () => {
    const place = await createPlace(1);
    const updated = placeJson(await update(place.id, { keepImages: [...place.images, ...place.images] }));
    expect(updated.images).toEqual(place.images);
  });

  it("changes every field, the city included; an empty link clears it", async () => {
    const place = await createPlace(1, { googleMapsLink: "https://maps.example/old" });
    const changes = {
      name: "Aperitivo Bar",
      category: "drinksNightlife",
      tag: "Cocktails",
      address: "Via Roma 1, Milano",
      googleMapsLink: "",
      cityId: milan.id,
      ...pointNear(milan),
      keepImages: place.images,
    };
    const updated = placeJson(await update(place.id, changes));
    expect(updated).toMatchObject({
      id: place.id,
      name: "Aperitivo Bar",
      category: "drinksNightlife",
      tag: "Cocktails",
      address: "Via Roma 1, Milano",
      googleMapsLink: null,
      cityName: "Milan",
      citySlug: "milan",
      lat: changes.lat,
      lng: changes.lng,
      images: place.images,
    });
    expect(
      okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${place.id}` })),
    ).toEqual(updated);
    const [row] = await t.db.select().from(places).where(eq(places.id, place.id));
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(row?.createdAt.getTime() ?? Number.NaN);
  });

  it("applies the same rules as creating", async () => {
    const place = await createPlace(1);
    const before = await catalogueWorld(t);
    const keepImages = place.images;
    expectApiError(
      await update(place.id, { name: "A", keepImages }),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeNameTooShort,
    );
    const unknownCity = { cityId: "00000000-0000-4000-8000-000000000000", keepImages };
    expectApiError(
      await update(place.id, unknownCity),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeCityRequired,
    );
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it("answers 404 for a place that does not exist, storing nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000001";
    const before = await catalogueWorld(t);
    expectApiError(
      await update(missing, { keepImages: [] }, ["new.png"]),
      404,
      "NOT_FOUND",
      API_ERRORS.placeNotFound,
    );
    expect(await catalogueWorld(t)).toEqual(before);
  });
});

describe("GET /api/places/:id/usage and DELETE /api/places/:id", () => {
  let paris: CityRow;
  let placeId: string;
  let guideIds: string[];
  let reader: TestAccount;
  beforeAll(async () => {
    // Paris has no demo guide, so the two guides below are the only ones using its places.
    paris = await cityByValue(t.db, "paris");
    placeId = (await placeIds(t.db, paris.id, "cafesBrunch"))[0] ?? "";
    const author = await createUser(t.db);
    guideIds = [
      await createGuide(t.db, { createdBy: author, city: paris }),
      await createGuide(t.db, { createdBy: author, city: paris }),
    ];
    reader = await signUp(t.app);
    const bookmark = await t.app.inject(
      as(reader, { method: "PUT", url: `/api/me/bookmarked-places/${placeId}` }),
    );
    expect(bookmark.statusCode, bookmark.body).toBe(200);
  });

  const usage = async (id: string) =>
    okJson<PlaceUsage>(await t.app.inject(as(admin, { method: "GET", url: `/api/places/${id}/usage` })));
  const guide = async (id: string) =>
    okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${id}` }));

  it("counts the guides that use a place", async () => {
    expect(await usage(placeId)).toEqual({ guideCount: 2 });
    expect(await usage((await createPlace(1)).id)).toEqual({ guideCount: 0 });
  });

  it("deletes the place, its images and files, its bookmarks and its entries in guides", async () => {
    const imageKeys = (await t.db.select().from(placeImages).where(eq(placeImages.placeId, placeId))).map(
      (row) => row.storageKey,
    );
    expect(imageKeys.length).toBeGreaterThan(0);
    expect(await storedFiles(t, `places/${placeId}`)).not.toEqual([]);
    for (const id of guideIds)
      expect((await guide(id)).places.cafesBrunch.map((p) => p.id)).toContain(placeId);

    const answer = await t.app.inject(as(admin, { method: "DELETE", url: `/api/places/${placeId}` }));
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe("");

    expectApiError(await t.app.inject({ method: "GET", url: `/api/places/${placeId}` }), 404, "NOT_FOUND");
    expect(await t.db.select().from(places).where(eq(places.id, placeId))).toEqual([]);
    expect(await t.db.select().from(placeImages).where(eq(placeImages.placeId, placeId))).toEqual([]);
    expect(await storedFiles(t, `places/${placeId}`)).toEqual([]);
    expect(await t.db.select().from(placeBookmarks).where(eq(placeBookmarks.placeId, placeId))).toEqual([]);
    for (const id of guideIds) {
      const places = (await guide(id)).places.cafesBrunch.map((p) => p.id);
      expect(places).toHaveLength(2);
      expect(places).not.toContain(placeId);
    }
    expect(await usage(placeId)).toEqual({ guideCount: 0 });
  });

  it("answers 404 when the place does not exist (or no longer does)", async () => {
    const before = await catalogueWorld(t);
    expectApiError(
      await t.app.inject(as(admin, { method: "DELETE", url: `/api/places/${placeId}` })),
      404,
      "NOT_FOUND",
      API_ERRORS.placeNotFound,
    );
    expect(await catalogueWorld(t)).toEqual(before);
  });
});
