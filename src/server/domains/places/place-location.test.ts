import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "../../../shared/geo";
import { MAX_PLACE_DISTANCE_FROM_CITY_KM } from "../../../shared/limits";
import { CATALOGUE_MESSAGES } from "../../../shared/messages";
import type { PlaceDetail, PlacePage } from "../../../shared/schemas";
import { cities, places } from "../../infrastructure/db/schema";
import type { TestAccount } from "../../test/accounts";
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
import { type CityRow, cityByValue, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let berlin: CityRow;
let berlinPlaceId: string;
beforeAll(async () => {
  ({ admin } = await adminAndUser(t));
  berlin = await cityByValue(t.db, "berlin");
  berlinPlaceId = (await placeIds(t.db, berlin.id, "placesToVisit"))[0] ?? "";
});

const FERNSEHTURM = { lat: 52.52082, lng: 13.40942 };
/** Due north of Berlin's centre, the given number of kilometres away (a degree of latitude is ~111.2 km). */
const northOfBerlin = (km: number) => ({ lat: (berlin.lat ?? 0) + km / 111.195, lng: berlin.lng ?? 0 });

const create = async (fields: PlaceFields) =>
  sendPlace(t, admin, { method: "POST" }, placeFields(berlin, fields), [await pngImage("spot.png")]);
const getPlace = async (id: string) =>
  okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${id}` }));

describe("a place's location", () => {
  it("is stored and answered as given", async () => {
    const placed = placeJson(await create({ name: "TV Tower Café", ...FERNSEHTURM }), 201);
    expect(await getPlace(placed.id)).toMatchObject({ name: "TV Tower Café", ...FERNSEHTURM });
  });

  const required = CATALOGUE_MESSAGES.placeLocationRequired;
  const missing: Array<[string, PlaceFields, Record<string, string[]>]> = [
    ["no location at all", { lat: undefined, lng: undefined }, { lat: [required] }],
    ["a null location", { lat: null, lng: null }, { lat: [required] }],
    ["a latitude without a longitude", { lat: 52.5, lng: undefined }, { lng: [required] }],
    ["a longitude without a latitude", { lat: null, lng: 13.4 }, { lat: [required] }],
  ];

  it.each(missing)(
    "refuses a new place with %s, saying where the location is missing",
    async (_, fields, details) => {
      const before = await catalogueWorld(t);
      const error = expectApiError(
        await create({ name: "Nowhere Café", ...fields }),
        400,
        "BAD_REQUEST",
        required,
      );
      expect(error.details).toEqual(details);
      expect(await catalogueWorld(t)).toEqual(before);
    },
  );

  const refusals: Array<[string, PlaceFields, string, string]> = [
    ["a latitude past 90", { lat: 90.0001, lng: 13.4 }, "lat", CATALOGUE_MESSAGES.latitudeRange],
    ["a latitude past -90", { lat: -91, lng: 13.4 }, "lat", CATALOGUE_MESSAGES.latitudeRange],
    ["a longitude past 180", { lat: 52.5, lng: 180.5 }, "lng", CATALOGUE_MESSAGES.longitudeRange],
    ["a longitude past -180", { lat: 52.5, lng: -200 }, "lng", CATALOGUE_MESSAGES.longitudeRange],
    ["a latitude written as text", { lat: "52.5", lng: 13.4 }, "lat", CATALOGUE_MESSAGES.latitudeRange],
    [
      "a longitude that is not a number",
      { lat: 52.5, lng: "east" },
      "lng",
      CATALOGUE_MESSAGES.longitudeRange,
    ],
  ];

  it.each(refusals)(
    "refuses %s with the form's message, changing nothing",
    async (_, fields, field, message) => {
      const before = await catalogueWorld(t);
      const error = expectApiError(await create(fields), 400, "BAD_REQUEST", message);
      expect(error.details?.[field]).toEqual([message]);
      expect(await catalogueWorld(t)).toEqual(before);
    },
  );

  it(`refuses a place more than ${MAX_PLACE_DISTANCE_FROM_CITY_KM} km from its city's centre, naming the limit`, async () => {
    const before = await catalogueWorld(t);
    const paris = { lat: 48.85837, lng: 2.29448 };
    const km = Math.round(distanceKm(paris, { lat: berlin.lat ?? 0, lng: berlin.lng ?? 0 }));
    const message = CATALOGUE_MESSAGES.placeTooFarFromCity(km, "Berlin", MAX_PLACE_DISTANCE_FROM_CITY_KM);
    expect(message).toContain(`${km} km from the centre of Berlin`);
    expect(message).toContain("within 50 km");
    const error = expectApiError(await create({ name: "Lost Café", ...paris }), 400, "BAD_REQUEST", message);
    expect(error.details?.lat).toEqual([message]);
    expectApiError(await create(northOfBerlin(50.5)), 400, "BAD_REQUEST");
    expect(await catalogueWorld(t)).toEqual(before);
    placeJson(await create({ name: "Edge Café", ...northOfBerlin(49.5) }), 201);
  });

  it("checks an update too: a far or missing location is refused, a near one saved", async () => {
    const keepImages = (await getPlace(berlinPlaceId)).images;
    const update = (fields: PlaceFields) =>
      sendPlace(
        t,
        admin,
        { method: "PUT", id: berlinPlaceId },
        placeFields(berlin, { keepImages, ...fields }),
      );
    const before = await catalogueWorld(t);
    const rio = { lat: -22.95192, lng: -43.21049 };
    const far = expectApiError(await update(rio), 400, "BAD_REQUEST");
    expect(far.message).toContain("from the centre of Berlin");
    expectApiError(await update({ lat: 52.5, lng: undefined }), 400, "BAD_REQUEST", required);
    expectApiError(await update({ lat: null, lng: null }), 400, "BAD_REQUEST", required);
    expect(await catalogueWorld(t)).toEqual(before);
    expect(placeJson(await update(FERNSEHTURM))).toMatchObject(FERNSEHTURM);
  });

  it("leaves a place from before locations were required as it is until it is saved, then wants one", async () => {
    await t.db.update(places).set({ lat: null, lng: null }).where(eq(places.id, berlinPlaceId));
    const old = await getPlace(berlinPlaceId);
    expect(old).toMatchObject({ lat: null, lng: null });
    const save = (fields: PlaceFields) =>
      sendPlace(
        t,
        admin,
        { method: "PUT", id: berlinPlaceId },
        placeFields(berlin, { name: old.name, keepImages: old.images, ...fields }),
      );
    const before = await catalogueWorld(t);
    const error = expectApiError(await save({ lat: null, lng: null }), 400, "BAD_REQUEST", required);
    expect(error.details).toEqual({ lat: [required] });
    expect(await catalogueWorld(t)).toEqual(before);
    expect(placeJson(await save(FERNSEHTURM))).toMatchObject({ name: old.name, ...FERNSEHTURM });
  });

  it("is not checked against a city that has no centre", async () => {
    await t.db.update(cities).set({ lat: null, lng: null }).where(eq(cities.id, berlin.id));
    try {
      const far = { name: "Faraway Café", lat: 35.71006, lng: 139.8107 };
      expect(placeJson(await create(far), 201)).toMatchObject({ lat: far.lat, lng: far.lng });
    } finally {
      await t.db.update(cities).set({ lat: berlin.lat, lng: berlin.lng }).where(eq(cities.id, berlin.id));
    }
  });
});

describe("GET /api/places?location=missing", () => {
  const list = async (query: string) =>
    okJson<PlacePage>(await t.app.inject({ method: "GET", url: `/api/places?limit=200&${query}` }));

  it("lists only the places without coordinates", async () => {
    await t.db.update(places).set({ lat: null, lng: null }).where(eq(places.id, berlinPlaceId));
    const all = await list(`cityId=${berlin.id}`);
    const missing = await list(`cityId=${berlin.id}&location=missing`);
    const expected = all.items.filter((place) => place.lat === null).map((place) => place.id);
    expect(expected).toContain(berlinPlaceId);
    expect(expected.length).toBeLessThan(all.items.length);
    expect(missing.items.map((place) => place.id)).toEqual(expected);
    expect(missing.total).toBe(expected.length);
    expect(missing.items.every((place) => place.lng === null)).toBe(true);
  });

  it("refuses any other value of the filter", async () => {
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/places?location=present" }),
      400,
      "VALIDATION_FAILED",
    );
  });
});
