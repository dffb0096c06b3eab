import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, CATALOGUE_MESSAGES } from "../../../shared/messages";
import { type PlaceDetail, type PlacePage, placeSummarySchema } from "../../../shared/schemas";
import { placeImages, places } from "../../infrastructure/db/schema";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import {
  adminAndUser,
  adminAppOptions,
  catalogueWorld,
  fakePng,
  type PlaceFields,
  placeFields,
  placeJson,
  pngImage,
  sendPlace,
} from "../../test/catalogue";
import { type CityRow, cityByValue, placeIds } from "../../test/fixtures";
import { storedFiles } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let user: TestAccount;
let berlin: CityRow;
let existingPlaceId: string;
beforeAll(async () => {
  ({ admin, user } = await adminAndUser(t));
  berlin = await cityByValue(t.db, "berlin");
  existingPlaceId = (await placeIds(t.db, berlin.id, "cafesBrunch"))[0] ?? "";
});

describe("admin place endpoints refuse everyone but admins", () => {
  const refusals = [
    ["a visitor", 401, "UNAUTHORIZED", ACCOUNT_MESSAGES.sessionMissing],
    ["a signed-in user", 403, "FORBIDDEN", ACCOUNT_MESSAGES.adminOnly],
  ] as const;

  it.each(refusals)("%s → %i, before the body is read, changing nothing", async (who, status, code, text) => {
    const account = who === "a visitor" ? undefined : user;
    const before = await catalogueWorld(t);
    const valid = placeFields(berlin, { keepImages: [] });
    const image = [await pngImage("photo.png")];
    const creates = [
      await sendPlace(t, account, { method: "POST" }, valid, image),
      await sendPlace(t, account, { method: "POST" }, { name: "A" }),
      await t.app.inject(as(account, { method: "POST", url: "/api/places", payload: { nonsense: true } })),
    ];
    // docs/product.md §5 names the visitor's refusal of a new place.
    const createText = who === "a visitor" ? CATALOGUE_MESSAGES.mustBeLoggedInForPlace : text;
    for (const answer of creates) expectApiError(answer, status, code, createText);
    const answers = [
      await sendPlace(t, account, { method: "PUT", id: existingPlaceId }, valid, image),
      await sendPlace(t, account, { method: "PUT", id: existingPlaceId }, "not json"),
      await t.app.inject(as(account, { method: "GET", url: `/api/places/${existingPlaceId}/usage` })),
      await t.app.inject(as(account, { method: "DELETE", url: `/api/places/${existingPlaceId}` })),
      await t.app.inject(as(account, { method: "DELETE", url: "/api/places/not-a-uuid" })),
    ];
    for (const answer of answers) expectApiError(answer, status, code, text);
    expect(await catalogueWorld(t)).toEqual(before);
  });
});

describe("POST /api/places", () => {
  const createdImages = async (id: string) =>
    t.db.select().from(placeImages).where(eq(placeImages.placeId, id)).orderBy(placeImages.position);

  it("creates a place with one image", async () => {
    const fields = placeFields(berlin, { name: "Solo Espresso", googleMapsLink: "https://maps.app/x" });
    const place = placeJson(
      await sendPlace(t, admin, { method: "POST" }, fields, [await pngImage("solo.png")]),
      201,
    );
    expect(place).toMatchObject({
      name: "Solo Espresso",
      category: "cafesBrunch",
      tag: "Coffee",
      address: "12 Test Street",
      googleMapsLink: "https://maps.app/x",
      cityName: "Berlin",
      citySlug: "berlin",
    });
    expect(place.images).toHaveLength(1);
    expect(place.image).toBe(place.images[0]);
    expect(await createdImages(place.id)).toMatchObject([{ isPrimary: true, position: 0 }]);
  });

  it("creates a place with three images, in order, the first primary, stored re-encoded", async () => {
    const files = [
      await pngImage("first picture.png", 0),
      await pngImage("second.png", 120),
      await pngImage("third.png", 240),
    ];
    const fields = placeFields(berlin, { name: "Triple Brunch" });
    const place = placeJson(await sendPlace(t, admin, { method: "POST" }, fields, files), 201);
    expect(place.images).toHaveLength(3);
    expect(place.images[0]).toMatch(new RegExp(`^places/${place.id}/\\d+-0-first_picture$`));
    expect(place.images[1]).toMatch(/-1-second$/);
    expect(place.images[2]).toMatch(/-2-third$/);
    expect(place.image).toBe(place.images[0]);
    expect((await createdImages(place.id)).map((row) => [row.storageKey, row.isPrimary])).toEqual([
      [place.images[0], true],
      [place.images[1], false],
      [place.images[2], false],
    ]);
    expect(await storedFiles(t, `places/${place.id}`)).toEqual(
      place.images.map((key) => `${key}/original.webp`),
    );
    for (const key of place.images) {
      const stored = await readFile(path.join(t.dataDir, "files", key, "original.webp"));
      expect((await sharp(stored).metadata()).format).toBe("webp");
    }

    const [row] = await t.db.select().from(places).where(eq(places.id, place.id));
    expect(row?.createdBy).toBe(admin.id);
    expect(row?.googleMapsLink).toBeNull();

    const detail = okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${place.id}` }));
    expect(detail).toEqual(place);
    const list = okJson<PlacePage>(
      await t.app.inject({ method: "GET", url: `/api/places?cityId=${berlin.id}&q=Triple` }),
    );
    // Lists carry the summary only: the detail's city slug, time zone, pictures and practical details stay out.
    expect(list.items).toEqual([{ ...placeSummarySchema.parse(place), cityId: berlin.id }]);
  });
});

describe("POST /api/places refuses bad input with the product's messages, writing nothing", () => {
  const refused = async (fields: PlaceFields | string | undefined, imageCount = 1) => {
    const images = await Promise.all(
      Array.from({ length: imageCount }, (_, n) => pngImage(`picture-${n}.png`)),
    );
    const before = await catalogueWorld(t);
    const answer = await sendPlace(t, admin, { method: "POST" }, fields, images);
    expect(await catalogueWorld(t)).toEqual(before);
    return answer;
  };
  const without = (key: keyof PlaceFields) => {
    const fields = placeFields(berlin);
    delete fields[key];
    return fields;
  };

  it.each([
    ["name 'A'", { name: "A" }, "name", CATALOGUE_MESSAGES.placeNameTooShort],
    ["an unknown category", { category: "museums" }, "category", CATALOGUE_MESSAGES.placeCategoryRequired],
    ["tag 'x'", { tag: "x" }, "tag", CATALOGUE_MESSAGES.placeTagTooShort],
    ["address 'abc'", { address: "abc" }, "address", CATALOGUE_MESSAGES.placeAddressRequired],
    [
      "a link that is no URL",
      { googleMapsLink: "not a url" },
      "googleMapsLink",
      CATALOGUE_MESSAGES.placeInvalidUrl,
    ],
    ["an empty city", { cityId: "" }, "cityId", CATALOGUE_MESSAGES.placeCityRequired],
  ] as const)("%s", async (_, change, field, message) => {
    const error = expectApiError(await refused(placeFields(berlin, change)), 400, "BAD_REQUEST", message);
    expect(error.details?.[field]).toContain(message);
  });

  it("a missing category or city", async () => {
    const noCategory = expectApiError(
      await refused(without("category")),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeCategoryRequired,
    );
    expect(noCategory.details?.category).toEqual([CATALOGUE_MESSAGES.placeCategoryRequired]);
    const noCity = expectApiError(
      await refused(without("cityId")),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeCityRequired,
    );
    expect(noCity.details?.cityId).toEqual([CATALOGUE_MESSAGES.placeCityRequired]);
  });

  it("no image, or more than three", async () => {
    const none = expectApiError(
      await refused(placeFields(berlin), 0),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeImageRequiredText,
    );
    expect(none.details?.images).toEqual([CATALOGUE_MESSAGES.placeImageRequired]);
    const four = expectApiError(
      await refused(placeFields(berlin), 4),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.maxImagesText,
    );
    expect(four.details?.images).toEqual([CATALOGUE_MESSAGES.maxImagesTitle]);
    expect((await refused(placeFields(berlin), 5)).statusCode).toBe(400);
  });

  it("a text file named .png, alone or after a real picture", async () => {
    const before = await catalogueWorld(t);
    for (const images of [[fakePng()], [await pngImage("real.png"), fakePng()]]) {
      const answer = await sendPlace(t, admin, { method: "POST" }, placeFields(berlin), images);
      const error = expectApiError(answer, 400, "BAD_REQUEST");
      expect(error.details?.images).toHaveLength(1);
    }
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it("a city that does not exist", async () => {
    const unknownCity = placeFields({ id: "00000000-0000-4000-8000-000000000000" });
    const error = expectApiError(
      await refused(unknownCity),
      400,
      "BAD_REQUEST",
      CATALOGUE_MESSAGES.placeCityRequired,
    );
    expect(error.details?.cityId).toEqual([CATALOGUE_MESSAGES.placeCityRequired]);
  });

  it("a missing or malformed 'place' field", async () => {
    expectApiError(await refused(undefined), 400, "BAD_REQUEST");
    expectApiError(await refused("{not json"), 400, "BAD_REQUEST");
    expectApiError(
      await t.app.inject(as(admin, { method: "POST", url: "/api/places", payload: { name: "JSON body" } })),
      400,
      "BAD_REQUEST",
    );
  });
});
