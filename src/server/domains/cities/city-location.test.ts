import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_CITIES } from "../../../shared/cities";
import { CATALOGUE_MESSAGES } from "../../../shared/messages";
import type { City, CityList } from "../../../shared/schemas";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions, catalogueWorld } from "../../test/catalogue";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
beforeAll(async () => {
  ({ admin } = await adminAndUser(t));
});

const LISBON = { name: "Lisbon", value: "lisbon", bgColor: "#E63946" };
const create = (body: InjectOptions["payload"]) =>
  t.app.inject(as(admin, { method: "POST", url: "/api/cities", payload: body }));
const update = (id: string, body: InjectOptions["payload"]) =>
  t.app.inject(as(admin, { method: "PUT", url: `/api/cities/${id}`, payload: body }));
const listCities = async () =>
  okJson<CityList>(await t.app.inject({ method: "GET", url: "/api/cities" })).items;

describe("a city's centre and time zone", () => {
  it("are answered for every supported city", async () => {
    const answered = await listCities();
    for (const city of SUPPORTED_CITIES) {
      expect(answered.find((candidate) => candidate.value === city.value)).toMatchObject({
        lat: city.lat,
        lng: city.lng,
        timezone: city.timezone,
      });
    }
  });

  it("are optional, stored as given and replaced as a whole on update", async () => {
    const bare = await create(LISBON);
    expect(bare.statusCode, bare.body).toBe(201);
    const city = bare.json<City>();
    expect(city).toMatchObject({ lat: null, lng: null, timezone: null });
    const centre = { lat: 38.72225, lng: -9.13934, timezone: "Europe/Lisbon" };
    expect(okJson<City>(await update(city.id, { ...LISBON, ...centre }))).toMatchObject(centre);
    expect((await listCities()).find((listed) => listed.id === city.id)).toMatchObject(centre);
    expect(okJson<City>(await update(city.id, LISBON))).toMatchObject({
      lat: null,
      lng: null,
      timezone: null,
    });
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ["a latitude past 90", { lat: 95, lng: 0 }, "lat", CATALOGUE_MESSAGES.latitudeRange],
    ["a longitude past -180", { lat: 0, lng: -180.01 }, "lng", CATALOGUE_MESSAGES.longitudeRange],
    ["a latitude written as text", { lat: "38.7", lng: -9.1 }, "lat", CATALOGUE_MESSAGES.latitudeRange],
    ["a latitude without a longitude", { lat: 38.7 }, "lng", CATALOGUE_MESSAGES.coordinatesPair],
    ["an unknown time zone", { timezone: "Europe/Atlantis" }, "timezone", CATALOGUE_MESSAGES.timeZoneInvalid],
    ["an offset instead of a zone", { timezone: "+01:00" }, "timezone", CATALOGUE_MESSAGES.timeZoneInvalid],
    [
      "a zone in the wrong case",
      { timezone: "europe/lisbon" },
      "timezone",
      CATALOGUE_MESSAGES.timeZoneInvalid,
    ],
  ];

  it.each(refusals)("refuses %s, changing nothing", async (_, fields, field, message) => {
    const before = await catalogueWorld(t);
    const body = { ...LISBON, name: "Porto", value: "porto", ...fields };
    const error = expectApiError(await create(body), 400, "VALIDATION_FAILED");
    expect(error.details?.[field]).toContain(message);
    expect(await catalogueWorld(t)).toEqual(before);
  });
});
