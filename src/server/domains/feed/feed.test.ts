import { and, eq, gt, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import type { FeedGroup, FeedPage, FeedSuggestions, GuideDetail } from "../../../shared/schemas";
import { guidePlaces, guides } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { makeApiToken, withBearer } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, createGuide, placeIds, saveGuideAt } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

// Enough sign-ups for this file; rate-limit.test.ts checks the real limit.
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });

let paris: CityRow;
let berlin: CityRow;
beforeAll(async () => {
  [paris, berlin] = [await cityByValue(t.db, "paris"), await cityByValue(t.db, "berlin")];
});

const call = (account: TestAccount | undefined, method: "GET" | "PUT" | "DELETE", url: string) =>
  t.app.inject(as(account, { method, url }));

async function feedOf(account: TestAccount, query = ""): Promise<FeedPage> {
  return okJson<FeedPage>(await call(account, "GET", `/api/me/feed${query}`));
}

/** The groups of a member's feed about the given guides, as "kind guide-name count" lines. */
async function linesOf(account: TestAccount, guideIds: string[]) {
  const { items } = await feedOf(account, "?limit=50");
  return items
    .filter((group) => guideIds.includes(group.guide.id))
    .map((group) => `${group.kind} ${group.actor.username} ${group.guide.name} ${group.placeCount}`);
}

const follow = async (member: TestAccount, creator: TestAccount) =>
  expect((await call(member, "PUT", `/api/profiles/${creator.username}/follow`)).statusCode).toBe(200);

/** Three places a category, in the given city: what publishing needs. */
async function threeEach(city: CityRow, skip = 0) {
  const entries = await Promise.all(
    CATEGORY_KEYS.map(async (key) => [key, (await placeIds(t.db, city.id, key)).slice(skip, skip + 3)]),
  );
  return Object.fromEntries(entries) as Record<(typeof CATEGORY_KEYS)[number], string[]>;
}

/** A guide made through the API (published unless `status` says otherwise). */
async function publish(creator: TestAccount, name: string, city = paris, status?: "draft") {
  return guideJson(
    await sendGuide(
      t,
      creator,
      { method: "POST" },
      { name, cityId: city.id, places: await threeEach(city), status },
    ),
    201,
  );
}

/**
 * The creator adds up to `perCategory` more places a category to their guide (and publishes it, if it was a
 * draft); answers how many it added.
 */
async function addPlaces(creator: TestAccount, guide: GuideDetail, perCategory: number, city = paris) {
  const places = await threeEach(city);
  const more = await threeEach(city, 3);
  let added = 0;
  for (const key of CATEGORY_KEYS) {
    const extra = more[key].slice(0, perCategory);
    places[key] = [...places[key], ...extra];
    added += extra.length;
  }
  guideJson(
    await sendGuide(
      t,
      creator,
      { method: "PUT", id: guide.id },
      { name: guide.name, cityId: city.id, places },
    ),
  );
  return added;
}

describe("the Following feed", () => {
  it("shows what a followed creator published and added, grouped, newest first, and not to anyone else", async () => {
    const [maya, reader, other] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await follow(reader, maya);
    const guide = await publish(maya, "New York by Maya");
    const added = await addPlaces(maya, guide, 1);
    expect(added).toBeGreaterThan(0);

    const { items } = await feedOf(reader);
    expect(items.map((group) => `${group.kind} ${group.actor.username} ${group.placeCount}`)).toEqual([
      `placesAdded @${maya.username} ${added}`,
      `published @${maya.username} 0`,
    ]);
    const [addition] = items as [FeedGroup];
    expect(addition.guide).toMatchObject({ id: guide.id, name: "New York by Maya", status: "published" });
    expect(addition.places.length).toBe(Math.min(added, 3));
    expect(await linesOf(other, [guide.id])).toEqual([]);
  });

  it("groups a person's additions to a guide per day, and names three of the places", async () => {
    const [maya, reader] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(reader, maya);
    const guide = await publish(maya, "Two days in Paris");
    const added = await addPlaces(maya, guide, 2);
    expect(added).toBeGreaterThan(4);
    // Published two days ago, and one of the places it added was added yesterday.
    const day = 24 * 60 * 60 * 1000;
    const published = new Date(Date.now() - 2 * day);
    await t.db.update(guides).set({ publishedAt: published }).where(eq(guides.id, guide.id));
    await t.db
      .update(guidePlaces)
      .set({ addedAt: published })
      .where(and(eq(guidePlaces.guideId, guide.id), lte(guidePlaces.position, 2)));
    const [later] = await t.db
      .select()
      .from(guidePlaces)
      .where(and(eq(guidePlaces.guideId, guide.id), gt(guidePlaces.position, 2)))
      .limit(1);
    await t.db
      .update(guidePlaces)
      .set({ addedAt: new Date(Date.now() - day) })
      .where(and(eq(guidePlaces.guideId, guide.id), eq(guidePlaces.placeId, later?.placeId ?? "")));
    const { items } = await feedOf(reader);
    expect(items.map((group) => `${group.kind} ${group.placeCount} ${group.places.length}`)).toEqual([
      `placesAdded ${added - 1} 3`,
      "placesAdded 1 1",
      "published 0 0",
    ]);
  });

  it("pages by cursor within the bounds", async () => {
    const [maya, reader] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(reader, maya);
    const made: string[] = [];
    for (const n of [1, 2, 3, 4, 5])
      made.push(await createGuide(t.db, { createdBy: maya.id, city: berlin, name: `Berlin ${n}` }));
    const first = await feedOf(reader, "?limit=2");
    expect(first.items).toHaveLength(2);
    const second = await feedOf(reader, `?limit=2&cursor=${first.nextCursor}`);
    const third = await feedOf(reader, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((group) => group.guide.id);
    expect(ids).toEqual([...made].reverse());
    expectApiError(await call(reader, "GET", "/api/me/feed?limit=51"), 400, "VALIDATION_FAILED");
    expectApiError(await call(reader, "GET", "/api/me/feed?cursor=bm9wZQ"), 400, "BAD_REQUEST");
  });

  it("leaves out drafts, unpublished guides and places added before publication", async () => {
    const [maya, reader] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(reader, maya);
    const draft = await publish(maya, "Not yet", paris, "draft");
    expect(await linesOf(reader, [draft.id])).toEqual([]);
    // Publishing it: one publication, its places part of it.
    await addPlaces(maya, draft, 1);
    expect(await linesOf(reader, [draft.id])).toEqual([`published @${maya.username} Not yet 0`]);
    // Back in drafts: gone from the feed.
    await sendGuide(
      t,
      maya,
      { method: "PUT", id: draft.id },
      {
        name: draft.name,
        cityId: paris.id,
        places: await threeEach(paris),
        status: "draft",
      },
    );
    expect(await linesOf(reader, [draft.id])).toEqual([]);
  });

  it("shows what is published in a followed city, but nothing of the member's own or of anyone blocked", async () => {
    const [jordi, sam, reader] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    expect((await call(reader, "PUT", "/api/cities/berlin/follow")).statusCode).toBe(200);
    const [byJordi, bySam, own] = [
      await publish(jordi, "Jordi's Berlin", berlin),
      await publish(sam, "Sam's Berlin", berlin),
      await publish(reader, "My Berlin", berlin),
    ];
    const ids = [byJordi.id, bySam.id, own.id];
    expect(await linesOf(reader, ids)).toEqual([
      `published @${sam.username} Sam's Berlin 0`,
      `published @${jordi.username} Jordi's Berlin 0`,
    ]);
    // The reader blocks Sam; Jordi blocks the reader.
    expect((await call(reader, "PUT", `/api/me/blocks/${sam.username}`)).statusCode).toBe(200);
    expect((await call(jordi, "PUT", `/api/me/blocks/${reader.username}`)).statusCode).toBe(200);
    expect(await linesOf(reader, ids)).toEqual([]);
  });

  it("is the member's alone: signed in only, and never kept by any cache", async () => {
    const reader = await signUp(t.app);
    expectApiError(await call(undefined, "GET", "/api/me/feed"), 401, "UNAUTHORIZED");
    expectApiError(await call(undefined, "GET", "/api/me/feed/suggestions"), 401, "UNAUTHORIZED");
    for (const url of ["/api/me/feed", "/api/me/feed/suggestions"]) {
      const response = await call(reader, "GET", url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers.etag).toBeUndefined();
    }
  });
});

describe("the feed over the API with a personal token", () => {
  it("reads with the `read` scope, and is refused without it", async () => {
    const [maya, reader] = await Promise.all([signUp(t.app), signUp(t.app)]);
    await follow(reader, maya);
    const guide = await publish(maya, "Read by a script", berlin);
    const reading = await makeApiToken(t, reader, ["read"]);
    const saving = await makeApiToken(t, reader, ["saves"]);
    const byToken = (token: string) =>
      t.app.inject(withBearer(token, { method: "GET", url: "/api/me/feed" }));
    const page = okJson<FeedPage>(await byToken(reading.token));
    expect(page.items.map((group) => group.guide.id)).toContain(guide.id);
    expect((await byToken(reading.token)).headers["cache-control"]).toBe("private, no-store");
    expect((await byToken(saving.token)).statusCode).toBe(403);
  });
});

describe("suggestions to follow", () => {
  it("names the most saved creators and the cities with the most guides that the member does not follow", async () => {
    const [maya, fan, reader] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const guide = await publish(maya, "Much saved", paris);
    for (const saver of [fan, reader]) await saveGuideAt(t.db, saver.id, guide.id, new Date());
    const before = okJson<FeedSuggestions>(await call(reader, "GET", "/api/me/feed/suggestions"));
    expect(before.creators.length).toBeGreaterThan(0);
    expect(before.creators.length).toBeLessThanOrEqual(6);
    expect(before.creators.map((creator) => creator.username)).toContain(`@${maya.username}`);
    expect(before.cities.map((city) => city.slug)).toContain("paris");
    expect(
      before.creators.every((creator, i, all) => i === 0 || (all[i - 1]?.saves ?? 0) >= creator.saves),
    ).toBe(true);

    await follow(reader, maya);
    expect((await call(reader, "PUT", "/api/cities/paris/follow")).statusCode).toBe(200);
    const after = okJson<FeedSuggestions>(await call(reader, "GET", "/api/me/feed/suggestions"));
    expect(after.creators.map((creator) => creator.username)).not.toContain(`@${maya.username}`);
    expect(after.cities.map((city) => city.slug)).not.toContain("paris");
    // Nobody is suggested to themselves.
    const own = okJson<FeedSuggestions>(await call(maya, "GET", "/api/me/feed/suggestions"));
    expect(own.creators.map((creator) => creator.username)).not.toContain(`@${maya.username}`);
  });
});
