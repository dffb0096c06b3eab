import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CITIES } from "../../../shared/limits";
import { ACCOUNT_MESSAGES, API_ERRORS, CATALOGUE_MESSAGES } from "../../../shared/messages";
import type {
  City,
  CityGuideCounts,
  CityGuidePage,
  CityInput,
  CityList,
  PlaceDetail,
  PlacePage,
} from "../../../shared/schemas";
import { cities, guides, places } from "../../infrastructure/db/schema";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions, catalogueWorld } from "../../test/catalogue";
import { eventually, openEventStream } from "../../test/event-stream";
import { cityByValue, createGuide, createUser, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  ({ admin, user } = await adminAndUser(t));
});

const send = (account: TestAccount | undefined, options: InjectOptions) => t.app.inject(as(account, options));
// The account comes first and is never defaulted: `undefined` means a visitor, not the admin.
const create = (account: TestAccount | undefined, body: InjectOptions["payload"]) =>
  send(account, { method: "POST", url: "/api/cities", payload: body });
const update = (account: TestAccount | undefined, id: string, body: InjectOptions["payload"]) =>
  send(account, { method: "PUT", url: `/api/cities/${id}`, payload: body });
const remove = (account: TestAccount | undefined, id: string) =>
  send(account, { method: "DELETE", url: `/api/cities/${id}` });
const listCities = async () =>
  okJson<CityList>(await t.app.inject({ method: "GET", url: "/api/cities" })).items;

function cityJson(response: Awaited<ReturnType<typeof create>>, status = 200): City {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<City>();
}

// First, before any other test writes cities: PostgreSQL may deliver an earlier write's notification late.
describe("realtime", () => {
  it("sends a 'cities' event for each city created, changed and deleted through the API", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream((t.app.server.address() as AddressInfo).port);
    try {
      await eventually(() => t.app.realtime.size === 1, "the stream to register");
      const city = cityJson(await create(admin, { name: "Porto", value: "porto", bgColor: "#1D3557" }), 201);
      cityJson(await update(admin, city.id, { name: "Oporto", value: "porto", bgColor: "#1D3557" }));
      expect((await remove(admin, city.id)).statusCode).toBe(204);
      const events = () => stream.received().match(/event: cities\ndata: .*\n\n/g) ?? [];
      await eventually(() => events().length >= 3, "three cities events");
      expect(events()).toEqual(
        ["INSERT", "UPDATE", "DELETE"].map(
          (operation) => `event: cities\ndata: {"operation":"${operation}"}\n\n`,
        ),
      );
    } finally {
      stream.close();
    }
  });
});

describe("admin city endpoints refuse everyone but admins", () => {
  it.each([
    ["a visitor", 401, "UNAUTHORIZED", ACCOUNT_MESSAGES.sessionMissing],
    ["a signed-in user", 403, "FORBIDDEN", ACCOUNT_MESSAGES.adminOnly],
  ] as const)("%s → %i, before the body is validated, changing nothing", async (who, status, code, text) => {
    const account = who === "a visitor" ? undefined : user;
    const paris = await cityByValue(t.db, "paris");
    const unused = await cityByValue(t.db, "seoul");
    const before = await catalogueWorld(t);
    const valid: CityInput = { name: "Lisbon", value: "lisbon", bgColor: "#F4A261" };
    const answers = [
      await create(account, valid),
      await create(account, { name: "A", value: "not valid!", bgColor: "" }),
      await create(account, undefined),
      await update(account, paris.id, { ...valid, name: "Paname" }),
      await update(account, paris.id, { name: 1 }),
      await update(account, "not-a-uuid", {}),
      await remove(account, unused.id),
      await remove(account, "not-a-uuid"),
    ];
    for (const answer of answers) expectApiError(answer, status, code, text);
    expect(await catalogueWorld(t)).toEqual(before);
  });
});

describe("POST /api/cities", () => {
  it("adds a city with a slug made from its name", async () => {
    const city = cityJson(
      await create(admin, { name: "Cape Town", value: "capeTown", bgColor: "#2A9D8F" }),
      201,
    );
    expect(city).toMatchObject({
      name: "Cape Town",
      value: "capeTown",
      slug: "cape-town",
      bgColor: "#2A9D8F",
    });
    expect(await listCities()).toContainEqual(city);
    const page = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/cape-town/guides" }),
    );
    expect(page.items).toEqual([]);
  });

  it.each([
    ["a name in another case", { name: "paris", value: "parisAgain", bgColor: "#123456" }],
    ["a value in another case", { name: "Big Apple", value: "NEWYORK", bgColor: "#123456" }],
    ["a name with the same slug", { name: "New  york", value: "newYork2", bgColor: "#123456" }],
  ])("refuses %s with 409, adding nothing", async (_, body) => {
    const before = await listCities();
    expectApiError(await create(admin, body), 409, "CITY_EXISTS", CATALOGUE_MESSAGES.cityDuplicate);
    expect(await listCities()).toEqual(before);
  });

  it.each([
    ["name 'A'", { name: "A" }, "name", CATALOGUE_MESSAGES.cityNameRequired],
    ["value 'a'", { value: "a" }, "value", CATALOGUE_MESSAGES.cityValueRequired],
    ["value 'new-york'", { value: "new-york" }, "value", CATALOGUE_MESSAGES.cityValueCharacters],
    ["bgColor '#1'", { bgColor: "#1" }, "bgColor", CATALOGUE_MESSAGES.cityColorRequired],
  ])("refuses %s with the product's message", async (_, change, field, message) => {
    const before = await listCities();
    const body = { name: "Valencia", value: "valencia", bgColor: "#E76F51", ...change };
    const error = expectApiError(await create(admin, body), 400, "VALIDATION_FAILED");
    expect(error.details?.[field]).toContain(message);
    expect(await listCities()).toEqual(before);
  });
});

describe("PUT /api/cities/:id", () => {
  it("renames a city in use: its guides and places follow it to the new slug", async () => {
    const prague = await cityByValue(t.db, "prague");
    const guideId = await createGuide(t.db, { createdBy: await createUser(t.db), city: prague });
    const placeId = (await placeIds(t.db, prague.id, "placesToVisit"))[0] ?? "";
    const placesBefore = okJson<PlacePage>(
      await t.app.inject({ method: "GET", url: `/api/places?cityId=${prague.id}` }),
    );

    const renamed = cityJson(
      await update(admin, prague.id, { name: "Praha", value: "praha", bgColor: "#264653" }),
    );
    expect(renamed).toMatchObject({
      id: prague.id,
      name: "Praha",
      value: "praha",
      slug: "praha",
      bgColor: "#264653",
    });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(prague.updatedAt.getTime());

    const page = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/praha/guides" }),
    );
    expect(page.city).toEqual(renamed);
    expect(page.items.map((guide) => [guide.id, guide.location, guide.citySlug])).toContainEqual([
      guideId,
      "Praha",
      "praha",
    ]);
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/cities/prague/guides" }),
      404,
      "NOT_FOUND",
      API_ERRORS.cityNotFound,
    );
    const placesAfter = okJson<PlacePage>(
      await t.app.inject({ method: "GET", url: `/api/places?cityId=${prague.id}` }),
    );
    expect(placesAfter.total).toBe(placesBefore.total);
    expect(placesAfter.total).toBeGreaterThan(0);
    expect(new Set(placesAfter.items.map((place) => place.cityName))).toEqual(new Set(["Praha"]));
    const place = okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${placeId}` }));
    expect(place).toMatchObject({ cityName: "Praha", citySlug: "praha" });
  });

  it("keeps its own name and value when only the colour changes", async () => {
    const tokyo = await cityByValue(t.db, "tokyo");
    const recoloured = cityJson(
      await update(admin, tokyo.id, { name: "Tokyo", value: "TOKYO", bgColor: "#000" }),
    );
    expect(recoloured).toMatchObject({ name: "Tokyo", value: "TOKYO", slug: "tokyo", bgColor: "#000" });
  });

  it("refuses another city's name or value (409), bad input (400) and unknown ids (404)", async () => {
    const berlin = await cityByValue(t.db, "berlin");
    const before = await catalogueWorld(t);
    for (const body of [
      { name: "LONDON", value: "berlin", bgColor: "#111111" },
      { name: "Berlin", value: "London", bgColor: "#111111" },
    ]) {
      expectApiError(
        await update(admin, berlin.id, body),
        409,
        "CITY_EXISTS",
        CATALOGUE_MESSAGES.cityDuplicate,
      );
    }
    const invalid = expectApiError(
      await update(admin, berlin.id, { name: "B", value: "berlin", bgColor: "#111" }),
      400,
      "VALIDATION_FAILED",
    );
    expect(invalid.details?.name).toContain(CATALOGUE_MESSAGES.cityNameRequired);
    const missing = "00000000-0000-4000-8000-000000000002";
    const body = { name: "Nowhere", value: "nowhere", bgColor: "#111111" };
    expectApiError(await update(admin, missing, body), 404, "NOT_FOUND", API_ERRORS.cityNotFound);
    expect(await catalogueWorld(t)).toEqual(before);
  });
});

describe("a city's other names", () => {
  const searchCities = async (q: string) =>
    okJson<{ cities: City[] }>(await t.app.inject({ method: "GET", url: `/api/search?q=${q}` })).cities;

  it("are set by the admin, answered with the city, and found by search at once", async () => {
    const city = cityJson(
      await create(admin, {
        name: "Oporto Norte",
        value: "oportoNorte",
        bgColor: "#1D3557",
        aliases: [" OPN ", "Invicta", "OPN"],
      }),
      201,
    );
    expect(city.aliases).toEqual(["OPN", "Invicta"]);
    expect((await searchCities("opn")).map((found) => found.id)).toEqual([city.id]);
    expect((await searchCities("invicta")).map((found) => found.id)).toEqual([city.id]);

    const changed = cityJson(
      await update(admin, city.id, {
        name: city.name,
        value: city.value,
        bgColor: city.bgColor,
        aliases: ["Tripeiros"],
      }),
    );
    expect(changed.aliases).toEqual(["Tripeiros"]);
    expect(await searchCities("opn")).toEqual([]);
    expect((await searchCities("tripeiros")).map((found) => found.id)).toEqual([city.id]);
    // A client that does not send them (an older one) leaves them as they are; an empty list clears them.
    const recoloured = cityJson(
      await update(admin, city.id, { name: city.name, value: city.value, bgColor: "#E63946" }),
    );
    expect(recoloured.aliases).toEqual(["Tripeiros"]);
    const cleared = cityJson(
      await update(admin, city.id, { name: city.name, value: city.value, bgColor: "#E63946", aliases: [] }),
    );
    expect(cleared.aliases).toEqual([]);
    expect((await remove(admin, city.id)).statusCode).toBe(204);
  });

  it.each([
    [["<b>x</b>"], "aliases.0", CATALOGUE_MESSAGES.cityAliasInvalid],
    [["x"], "aliases.0", CATALOGUE_MESSAGES.cityAliasInvalid],
    [["Fine", "a".repeat(31)], "aliases.1", CATALOGUE_MESSAGES.cityAliasInvalid],
    [Array.from({ length: 9 }, (_, n) => `Name ${n}`), "aliases", CATALOGUE_MESSAGES.cityAliasesTooMany],
  ])("refuses %j with a clear message, changing nothing", async (aliases, field, message) => {
    const before = await listCities();
    const refused = await create(admin, { name: "Nowhere", value: "nowhere", bgColor: "#1D3557", aliases });
    expect(expectApiError(refused, 400, "VALIDATION_FAILED").details?.[field]).toContain(message);
    expect(await listCities()).toEqual(before);
  });
});

describe("DELETE /api/cities/:id", () => {
  it("refuses a city that guides and places use, naming the counts, deleting nothing", async () => {
    const london = await cityByValue(t.db, "london");
    const [[guideCount], [placeCount]] = await Promise.all([
      t.db.select({ value: count() }).from(guides).where(eq(guides.cityId, london.id)),
      t.db.select({ value: count() }).from(places).where(eq(places.cityId, london.id)),
    ]);
    expect(guideCount?.value).toBeGreaterThan(0);
    expect(placeCount?.value).toBeGreaterThan(0);
    const before = await catalogueWorld(t);
    expectApiError(
      await remove(admin, london.id),
      409,
      "CITY_IN_USE",
      CATALOGUE_MESSAGES.cityInUse(guideCount?.value ?? 0, placeCount?.value ?? 0),
    );
    expect(await catalogueWorld(t)).toEqual(before);
  });

  it("says up front, to admins only, how many guides and places use a city", async () => {
    const london = await cityByValue(t.db, "london");
    const [[guideCount], [placeCount]] = await Promise.all([
      t.db.select({ value: count() }).from(guides).where(eq(guides.cityId, london.id)),
      t.db.select({ value: count() }).from(places).where(eq(places.cityId, london.id)),
    ]);
    const usage = (id: string) => t.app.inject(as(admin, { method: "GET", url: `/api/cities/${id}/usage` }));
    expect(okJson(await usage(london.id))).toEqual({
      guideCount: guideCount?.value,
      placeCount: placeCount?.value,
    });
    const unused = cityJson(await create(admin, { name: "Braga", value: "braga", bgColor: "#264653" }), 201);
    expect(okJson(await usage(unused.id))).toEqual({ guideCount: 0, placeCount: 0 });
    const missing = "00000000-0000-4000-8000-000000000003";
    expectApiError(await usage(missing), 404, "NOT_FOUND", API_ERRORS.cityNotFound);
  });

  it("deletes an unused city, then answers 404 for it", async () => {
    const city = cityJson(await create(admin, { name: "Lisbon", value: "lisbon", bgColor: "#F4A261" }), 201);
    const answer = await remove(admin, city.id);
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe("");
    expect((await listCities()).map((item) => item.id)).not.toContain(city.id);
    expectApiError(await remove(admin, city.id), 404, "NOT_FOUND", API_ERRORS.cityNotFound);
  });

  it("finds a city's guides by its new name at once after a rename, and forgets the old name", async () => {
    const guidesOf = (slug: string) => t.app.inject({ method: "GET", url: `/api/cities/${slug}/guides` });
    expect((await guidesOf("london")).statusCode).toBe(200);
    const city = cityJson(await create(admin, { name: "Faro", value: "faro", bgColor: "#264653" }), 201);
    expect(okJson<CityGuidePage>(await guidesOf("faro")).city.name).toBe("Faro");
    cityJson(await update(admin, city.id, { name: "Olhao", value: "olhao", bgColor: "#264653" }));
    expect(okJson<CityGuidePage>(await guidesOf("olhao")).city.id).toBe(city.id);
    await eventually(async () => (await guidesOf("faro")).statusCode === 404, "the old name to be forgotten");
    expect((await remove(admin, city.id)).statusCode).toBe(204);
    await eventually(
      async () => (await guidesOf("olhao")).statusCode === 404,
      "the deleted city to be forgotten",
    );
  });

  // Last: it fills the catalogue.
  it("refuses a city past the catalogue's maximum with a clear message, and lists never pass it", async () => {
    const have = (await listCities()).length;
    await t.db.insert(cities).values(
      Array.from({ length: MAX_CITIES - have }, (_, index) => ({
        name: `Filler ${index}`,
        value: `filler-${index}`,
        slug: `filler-${index}`,
        bgColor: "#264653",
      })),
    );
    expect(await listCities()).toHaveLength(MAX_CITIES);
    const before = await catalogueWorld(t);
    const refused = await create(admin, { name: "Coimbra", value: "coimbra", bgColor: "#264653" });
    expectApiError(refused, 409, "CITY_LIMIT", CATALOGUE_MESSAGES.cityLimit(MAX_CITIES));
    expect(await catalogueWorld(t)).toEqual(before);
    const counts = okJson<CityGuideCounts>(
      await t.app.inject({ method: "GET", url: "/api/cities/guide-counts" }),
    );
    expect(counts.items).toHaveLength(MAX_CITIES);
  });
});
