import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../shared/categories";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { DuplicateCandidate, GuideDetail, PlaceDetail, SearchResults } from "../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../shared/suggestions";
import { placeReviewEvents, places } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions, pngImage } from "../../test/catalogue";
import { type CityRow, cityByValue, pickPlaces } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";
import { auditOf, offeredIds, sendSuggestion, suggest, suggestionFields } from "../../test/suggestions";
import { pageHeadOf, webBuildWithRealTemplate } from "../../test/web-build";
import { insertSuggestion } from "./mutations";

const t = setupTestApp({
  env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000", WEB_DIST_DIR: webBuildWithRealTemplate() },
});

let admin: TestAccount;
let suggester: TestAccount;
let other: TestAccount;
let prague: CityRow;
/** A point in the old town of Prague, within 50 km of the city's centre. */
const OLD_TOWN = { lat: 50.0875, lng: 14.4213 };
/** About 50 m and 300 m north of it: 0.00045 and 0.0027 degrees of latitude. */
const NEARBY = { lat: OLD_TOWN.lat + 0.00045, lng: OLD_TOWN.lng };
const FAR = { lat: OLD_TOWN.lat + 0.0027, lng: OLD_TOWN.lng };

beforeAll(async () => {
  ({ admin, user: suggester } = await adminAndUser(t));
  other = await signUp(t.app);
  prague = await cityByValue(t.db, "prague");
});

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));

/** A published Prague guide of the account with the place as its first café. */
async function guideWith(account: TestAccount, placeId: string, note = ""): Promise<GuideDetail> {
  const picked = await pickPlaces(t.db, prague.id);
  const places = { ...picked, cafesBrunch: [placeId, ...picked.cafesBrunch.slice(0, 2)] };
  const body = {
    name: `Prague ${placeId.slice(0, 6)}`,
    cityId: prague.id,
    places,
    notes: { [placeId]: note },
  };
  return guideJson(await sendGuide(t, account, { method: "POST" }, body), 201);
}

describe("suggesting a place", () => {
  it("is for signed-in users, needs a location, and is usable in the suggester's guide at once", async () => {
    const fields = suggestionFields(prague.id, OLD_TOWN, { name: "Kavárna Lucerna Test" });
    expectApiError(
      await sendSuggestion(t, undefined, fields),
      401,
      "UNAUTHORIZED",
      SUGGESTION_MESSAGES.mustBeLoggedIn,
    );
    const { lat: _, lng: __, ...unplaced } = fields;
    const refused = expectApiError(await sendSuggestion(t, suggester, unplaced), 400, "BAD_REQUEST");
    expect(refused.details?.lat).toEqual([SUGGESTION_MESSAGES.locationRequired]);

    const place = await suggest(t, suggester, fields, await pngImage("front.png"));
    expect(place).toMatchObject({
      name: "Kavárna Lucerna Test",
      reviewStatus: "pending",
      suggestedByYou: true,
    });
    expect(place.images).toHaveLength(1);
    expect((await auditOf(t, place.id)).map((row) => [row.action, row.actorId])).toEqual([
      ["suggested", suggester.id],
    ]);

    const guide = await guideWith(suggester, place.id, "Go for the paternoster.");
    expect(guide.places.cafesBrunch[0]).toMatchObject({
      id: place.id,
      reviewStatus: "pending",
      note: "Go for the paternoster.",
    });
    // Readers of the published guide see it, marked, and may open its page, without the review's words.
    const read = guideJson(await get(`/api/guides/${guide.id}`));
    expect(read.places.cafesBrunch[0]).toMatchObject({ id: place.id, reviewStatus: "pending" });
    expect(okJson<PlaceDetail>(await get(`/api/places/${place.id}`, other))).toMatchObject({
      reviewStatus: "pending",
      suggestedByYou: false,
      rejectionReason: null,
    });
    expect(okJson<{ items: unknown[] }>(await get(`/api/places/${place.id}/guides`)).items).toHaveLength(1);
    // Its page opens for the guide's readers but is kept out of search engines.
    const html = await get(`/place/${place.id}`);
    expect(html.statusCode).toBe(200);
    expect(pageHeadOf(html.body)).toMatchObject({ robots: "noindex", canonical: undefined });
  });

  it("is offered to its suggester only: the picker, search, sitemap and other guides leave it out", async () => {
    const place = await suggest(
      t,
      suggester,
      suggestionFields(prague.id, OLD_TOWN, { name: "Hidden Courtyard Café" }),
    );
    expect(await offeredIds(t, suggester, prague.id)).toContain(place.id);
    expect(await offeredIds(t, other, prague.id)).not.toContain(place.id);
    expect(await offeredIds(t, undefined, prague.id)).not.toContain(place.id);
    expect(await offeredIds(t, admin, prague.id)).not.toContain(place.id);

    const search = async (account?: TestAccount) =>
      okJson<SearchResults>(await get("/api/search?q=hidden%20courtyard", account)).places.map((p) => p.id);
    expect(await search(suggester)).toContain(place.id);
    expect(await search(other)).not.toContain(place.id);
    expect((await get("/sitemaps/places-1.xml")).body).not.toContain(place.id);

    // In no published guide, its page is nobody else's; the admin reviews it, so may open it.
    expectApiError(await get(`/api/places/${place.id}`, other), 404, "NOT_FOUND");
    expectApiError(await get(`/api/places/${place.id}`), 404, "NOT_FOUND");
    expectApiError(await get(`/api/places/${place.id}/guides`, other), 404, "NOT_FOUND");
    expect((await get(`/api/places/${place.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/place/${place.id}`)).statusCode).toBe(404);
    const bookmark = as(other, { method: "PUT", url: `/api/me/bookmarked-places/${place.id}` });
    expectApiError(await t.app.inject(bookmark), 404, "NOT_FOUND");

    // Nobody else may put it in a guide.
    const picked = await pickPlaces(t.db, prague.id);
    const body = {
      name: "Borrowed places",
      cityId: prague.id,
      places: { ...picked, cafesBrunch: [place.id, ...picked.cafesBrunch.slice(0, 2)] },
    };
    const refused = expectApiError(await sendGuide(t, other, { method: "POST" }, body), 400, "BAD_REQUEST");
    expect(refused.message).toBe(GUIDE_MESSAGES.placeNotFound);
  });

  it("by an admin joins the catalogue at once", async () => {
    const place = await suggest(
      t,
      admin,
      suggestionFields(prague.id, OLD_TOWN, { name: "Admin's Own Pick" }),
    );
    expect(place.reviewStatus).toBe("approved");
    expect(await offeredIds(t, other, prague.id)).toContain(place.id);
  });
});

describe("likely duplicates", () => {
  const duplicatesOf = async (account: TestAccount, name: string, point: { lat: number; lng: number }) => {
    const query = new URLSearchParams({
      cityId: prague.id,
      name,
      lat: String(point.lat),
      lng: String(point.lng),
    });
    return okJson<{ items: DuplicateCandidate[] }>(await get(`/api/suggestions/duplicates?${query}`, account))
      .items;
  };

  it("finds a similar name within 150 m, not the same name 300 m away, and only places the caller may pick", async () => {
    const listed = await suggest(
      t,
      admin,
      suggestionFields(prague.id, OLD_TOWN, { name: "Café Slavia Testová" }),
    );
    const typo = await duplicatesOf(other, "Cafe Slavia Testva", NEARBY);
    expect(typo.map((place) => place.id)).toEqual([listed.id]);
    expect(typo[0]?.distanceMetres).toBeGreaterThan(40);
    expect(typo[0]?.distanceMetres).toBeLessThanOrEqual(SUGGESTION_LIMITS.duplicateRadiusMetres);
    expect(await duplicatesOf(other, "Café Slavia Testová", FAR)).toEqual([]);
    expect(await duplicatesOf(other, "Completely Different Name", NEARBY)).toEqual([]);

    // Someone's pending suggestion is not theirs to offer; it is for its suggester.
    const pending = await suggest(
      t,
      suggester,
      suggestionFields(prague.id, NEARBY, { name: "Bakery Myšák Test" }),
    );
    expect(await duplicatesOf(other, "Bakery Mysak Test", OLD_TOWN)).toEqual([]);
    expect((await duplicatesOf(suggester, "Bakery Mysak Test", OLD_TOWN)).map((place) => place.id)).toEqual([
      pending.id,
    ]);
    expectApiError(
      await get(`/api/suggestions/duplicates?cityId=${prague.id}&name=x&lat=1&lng=1`),
      401,
      "UNAUTHORIZED",
    );
  });

  it(`offers at most ${SUGGESTION_LIMITS.duplicatesShown}, the nearest first`, async () => {
    const maker = await signUp(t.app);
    for (let index = 0; index < SUGGESTION_LIMITS.duplicatesShown + 3; index++) {
      // About 11 m apart, northwards from the old town.
      const point = { lat: OLD_TOWN.lat + index * 0.0001, lng: OLD_TOWN.lng };
      const input = suggestionFields(prague.id, point, { name: `Kavárna Hranice Test ${index}` });
      const place = { id: randomUUID(), input, imageKeys: [], userId: maker.id, approved: true };
      await insertSuggestion(t.db, { ...place, perDay: Number.POSITIVE_INFINITY });
    }
    const found = await duplicatesOf(other, "Kavarna Hranice Test", OLD_TOWN);
    const distances = found.map((place) => place.distanceMetres ?? Number.POSITIVE_INFINITY);
    expect(distances).toHaveLength(SUGGESTION_LIMITS.duplicatesShown);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThan(50);
  });
});

describe("the daily limit", () => {
  it(`allows ${SUGGESTION_LIMITS.perDay} suggestions in 24 hours, counted in the database, and says so on the next`, async () => {
    const busy = await signUp(t.app);
    const fields = (n: number) => suggestionFields(prague.id, OLD_TOWN, { name: `Limit test place ${n}` });
    for (let n = 1; n <= SUGGESTION_LIMITS.perDay; n++) await suggest(t, busy, fields(n));
    const over = await sendSuggestion(t, busy, fields(21), await pngImage("late.png"));
    expectApiError(over, 429, "RATE_LIMITED", SUGGESTION_MESSAGES.limitReached(SUGGESTION_LIMITS.perDay));
    const counted = await t.db.execute(
      sql`select count(*)::int as n from ${placeReviewEvents} where actor_id = ${busy.id} and action = 'suggested'`,
    );
    expect((counted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(SUGGESTION_LIMITS.perDay);
    expect(await t.db.select().from(places).where(eq(places.name, "Limit test place 21"))).toEqual([]);

    // A day later the earlier ones no longer count.
    await t.db.execute(
      sql`update ${placeReviewEvents} set created_at = now() - interval '25 hours' where actor_id = ${busy.id}`,
    );
    await suggest(t, busy, fields(22));
  });
});

describe("guide places", () => {
  it("a draft keeps any number of the suggester's own places", async () => {
    const place = await suggest(
      t,
      suggester,
      suggestionFields(prague.id, OLD_TOWN, { name: "Draft Only Spot" }),
    );
    const body = {
      name: "Prague draft",
      cityId: prague.id,
      status: "draft" as const,
      places: { ...byCategory(() => []), cafesBrunch: [place.id] },
    };
    const draft = guideJson(await sendGuide(t, suggester, { method: "POST" }, body), 201);
    expect(draft.places.cafesBrunch.map((p) => p.id)).toEqual([place.id]);
    // In a draft only, the place is still nobody else's to open.
    expectApiError(await get(`/api/places/${place.id}`, other), 404, "NOT_FOUND");
  });
});

describe("bookmarks of a suggested place", () => {
  it("list it while its guide is published, and not once the guide went back to drafts", async () => {
    const place = await suggest(
      t,
      suggester,
      suggestionFields(prague.id, OLD_TOWN, { name: "Bookmarked Then Hidden" }),
    );
    const guide = await guideWith(suggester, place.id);
    const bookmark = as(other, { method: "PUT", url: `/api/me/bookmarked-places/${place.id}` });
    expect((await t.app.inject(bookmark)).statusCode).toBe(200);
    const bookmarked = async () =>
      okJson<{ groups: Array<{ places: Array<{ id: string; name: string }> }> }>(
        await get("/api/me/bookmarked-places", other),
      ).groups.flatMap((group) => group.places.map((listed) => listed.id));
    expect(await bookmarked()).toContain(place.id);

    const picked = await pickPlaces(t.db, prague.id);
    const places = { ...picked, cafesBrunch: [place.id, ...picked.cafesBrunch.slice(0, 2)] };
    const body = { name: guide.name, cityId: prague.id, places, status: "draft" as const };
    guideJson(await sendGuide(t, suggester, { method: "PUT", id: guide.id }, body));
    expectApiError(await get(`/api/places/${place.id}`, other), 404, "NOT_FOUND");
    expect(await bookmarked()).not.toContain(place.id);
    const listing = (await get("/api/me/bookmarked-places", other)).body;
    expect(listing).not.toContain("Bookmarked Then Hidden");
  });
});
