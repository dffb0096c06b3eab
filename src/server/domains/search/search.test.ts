import { describe, expect, it } from "vitest";
import { SEARCH } from "../../../shared/limits";
import {
  type GuidePage,
  type PlaceDetail,
  placeSummarySchema,
  type SearchResults,
} from "../../../shared/schemas";
import { as, signUp } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

async function search(q: string, options: { limit?: number; headers?: Record<string, string> } = {}) {
  const query = new URLSearchParams({ q, ...(options.limit ? { limit: String(options.limit) } : {}) });
  return okJson<SearchResults>(
    await t.app.inject({ method: "GET", url: `/api/search?${query}`, headers: options.headers }),
  );
}

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
const nothing: SearchResults = { guides: [], places: [], cities: [], profiles: [], didYouMean: [] };

describe("GET /api/search finds what a misspelt or unaccented query means (demo data)", () => {
  // The examples. The demo catalogue has no Brooklyn Bridge: Peter Luger is its one place in Brooklyn.
  it.each([
    ["sagrada familia", "Sagrada Família"],
    ["cafe de l'opera", "Café de l'Òpera"],
    ["eifel tower", "Eiffel Tower"],
    ["brookln", "Peter Luger Steak House"],
    ["SAGRADA FAMÍLIA", "Sagrada Família"],
    // Short words where an accent changes most trigrams: found only when both sides are folded.
    ["canete", "Bar Cañete"],
    ["CAÑETE", "Bar Cañete"],
    ["vysehrad", "Vyšehrad"],
    ["senso-ji", "Sensō-ji"],
    ["historic milk bar", "Granja M. Viader"],
  ])("places: %j finds %s first", async (q, expected) => {
    const { places } = await search(q);
    expect(names(places)[0]).toBe(expected);
  });

  it.each([
    ["barcelna", "Barcelona"],
    ["tokio", "Tokyo"],
    ["rio de janero", "Rio de Janeiro"],
  ])("cities: %j finds %s first", async (q, expected) => {
    const { cities } = await search(q);
    expect(names(cities)[0]).toBe(expected);
  });

  it.each([
    ["london by olivia", "London by Olivia"],
    ["barcelona", "Barcelona by Jordi"],
    ["maya", "New York by Maya"],
    ["maya_eats", "New York by Maya"],
  ])("guides by name, city and creator: %j finds %s first", async (q, expected) => {
    const { guides } = await search(q);
    expect(names(guides)[0]).toBe(expected);
  });

  it.each([
    ["jordi", "jordi_bcn"],
    ["@olivia_ldn", "olivia_ldn"],
    ["maya eats", "maya_eats"],
  ])("profiles by username and first name: %j finds %s first", async (q, expected) => {
    const { profiles } = await search(q);
    expect(profiles[0]?.username).toBe(expected);
  });

  it("finds the places of a city by the city's name, after those named like it", async () => {
    const { places } = await search("prague", { limit: SEARCH.pagePerGroup });
    expect(places).toHaveLength(SEARCH.pagePerGroup);
    expect(places.every((place) => place.cityName === "Prague")).toBe(true);
  });
});

describe("GET /api/search knows cities by their other names and ranks the named city first (demo data)", () => {
  it.each(["NYC", "nyc", "pizza nyc"])(
    "%j means New York: the city, its guides and its places",
    async (q) => {
      const results = await search(q);
      expect(names(results.cities)).toEqual(["New York"]);
      expect(results.guides.length).toBeGreaterThan(0);
      expect(results.guides.every((guide) => guide.location === "New York")).toBe(true);
      expect(results.places.length).toBeGreaterThan(0);
      expect(results.places.every((place) => place.cityName === "New York")).toBe(true);
    },
  );

  it("puts the places of the city a query names before places elsewhere named like it", async () => {
    const { places } = await search("new york", { limit: SEARCH.pagePerGroup });
    const firstElsewhere = places.findIndex((place) => place.cityName !== "New York");
    const lastInNewYork = places.findLastIndex((place) => place.cityName === "New York");
    expect(lastInNewYork).toBeGreaterThanOrEqual(0);
    if (firstElsewhere >= 0) expect(firstElsewhere).toBeGreaterThan(lastInNewYork);
    const { places: cafes } = await search("cafe paris");
    expect(cafes.slice(0, 3).map((place) => place.cityName)).toEqual(["Paris", "Paris", "Paris"]);
  });

  it.each([
    ["Sagrda Fmlia", "Sagrada Família"],
    ["centrl prk", "Central Park"],
  ])("offers the closest names when %j finds nothing", async (q, meant) => {
    const results = await search(q);
    expect([...results.guides, ...results.places, ...results.cities, ...results.profiles]).toEqual([]);
    expect(results.didYouMean[0]).toBe(meant);
  });

  it("offers nothing for a query near no name, and nothing when something was found", async () => {
    expect(await search("xqzv")).toEqual(nothing);
    expect((await search("paris")).didYouMean).toEqual([]);
  });
});

describe("GET /api/search answers", () => {
  it("in the shapes of the cards: a guide as in the feed, a place as in its detail", async () => {
    const { guides, places } = await search("sagrada familia barcelona");
    const feed = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides" }));
    const guide = guides.find((item) => item.name === "Barcelona by Jordi");
    expect(guide).toEqual(feed.items.find((item) => item.id === guide?.id));

    const [place] = places;
    if (!place) throw new Error("Sagrada Família was not found");
    const detail = okJson<PlaceDetail>(await t.app.inject({ method: "GET", url: `/api/places/${place.id}` }));
    // The detail's own fields (pictures, city slug and time zone, practical details) are not on a card.
    expect(place).toEqual(placeSummarySchema.parse(detail));
  });

  it("the viewer's bookmarks and saves on the cards", async () => {
    const account = await signUp(t.app);
    const [place] = (await search("eiffel tower")).places;
    if (!place) throw new Error("Eiffel Tower was not found");
    const bookmark = await t.app.inject(
      as(account, { method: "PUT", url: `/api/me/bookmarked-places/${place.id}` }),
    );
    expect(bookmark.statusCode, bookmark.body).toBe(200);
    expect((await search("eiffel tower", { headers: account.headers })).places[0]?.isBookmarked).toBe(true);
    expect((await search("eiffel tower")).places[0]?.isBookmarked).toBe(false);
  });

  it("never a draft, not even to its creator; the guide once published", async () => {
    const author = await signUp(t.app);
    const prague = await cityByValue(t.db, "prague");
    const body = { name: "Zlatá Praha draft", cityId: prague.id, places: await pickPlaces(t.db, prague.id) };
    const draft = guideJson(
      await sendGuide(t, author, { method: "POST" }, { ...body, status: "draft" }),
      201,
    );
    for (const headers of [undefined, author.headers])
      expect(names((await search("zlata praha draft", { headers })).guides)).not.toContain(body.name);
    guideJson(await sendGuide(t, author, { method: "PUT", id: draft.id }, { ...body, status: "published" }));
    expect(names((await search("zlata praha draft")).guides)[0]).toBe(body.name);
  });

  it("at most `limit` per group, and the page's size by default", async () => {
    const few = await search("barcelona", { limit: SEARCH.suggestionsPerGroup });
    expect(few.places).toHaveLength(SEARCH.suggestionsPerGroup);
    const page = await search("barcelona");
    expect(page.places).toHaveLength(SEARCH.pagePerGroup);
    expect(names(page.places).slice(0, SEARCH.suggestionsPerGroup)).toEqual(names(few.places));
  });

  it.each(["", "   ", "a", "@", " é "])("empty lists for the too-short query %j", async (q) => {
    expect(await search(q)).toEqual(nothing);
  });

  it("empty lists when no request parameter is given", async () => {
    expect(okJson<SearchResults>(await t.app.inject({ method: "GET", url: "/api/search" }))).toEqual(nothing);
  });

  it.each(["%%", "__", "%_%", "\\\\", "'; select 1; --"])(
    "nothing for %j: wildcards and quotes are text, not patterns",
    async (q) => {
      expect(await search(q)).toEqual(nothing);
    },
  );

  it("a query of the longest length, and 400 past it", async () => {
    const longest = "eiffel tower ".repeat(10).slice(0, SEARCH.queryMaxLength);
    expect((await search(longest)).places).toEqual(expect.any(Array));
    const tooLong = await t.app.inject({
      method: "GET",
      url: `/api/search?q=${"a".repeat(SEARCH.queryMaxLength + 1)}`,
    });
    expectApiError(tooLong, 400, "VALIDATION_FAILED");
  });

  it("400 for a limit outside 1 to the page's size", async () => {
    for (const limit of [0, SEARCH.pagePerGroup + 1]) {
      const response = await t.app.inject({ method: "GET", url: `/api/search?q=paris&limit=${limit}` });
      expectApiError(response, 400, "VALIDATION_FAILED");
    }
  });
});
