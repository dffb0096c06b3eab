import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "../../../shared/messages";
import type { MergeResult, PlaceDetail, SuggestionQueue } from "../../../shared/schemas";
import { SUGGESTION_MESSAGES } from "../../../shared/suggestions";
import { guidePlaces, placeBookmarks, places } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions, pngImage } from "../../test/catalogue";
import { type CityRow, cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import { guideJson, sendGuide, storedFiles } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";
import { auditOf, offeredIds, review, suggest, suggestionFields } from "../../test/suggestions";
import { joinNotes } from "./mutations";

const t = setupTestApp({ env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000" } });

let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
let prague: CityRow;
const SPOT = { lat: 50.0833, lng: 14.4167 };

beforeAll(async () => {
  ({ admin, user: alice } = await adminAndUser(t));
  bob = await signUp(t.app);
  prague = await cityByValue(t.db, "prague");
});

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));
const suggestCafe = (name: string, photo?: Awaited<ReturnType<typeof pngImage>>) =>
  suggest(t, alice, suggestionFields(prague.id, SPOT, { name }), photo);

/** A Prague guide of Alice's whose cafés are exactly these, with these notes. */
async function aliceGuide(
  cafes: string[],
  notes: Record<string, string> = {},
  status: "draft" | "published" = "published",
) {
  const picked = await pickPlaces(t.db, prague.id);
  const body = {
    name: `Alice ${cafes.length} ${Math.random()}`,
    cityId: prague.id,
    places: { ...picked, cafesBrunch: cafes },
    notes,
    status,
  };
  return guideJson(await sendGuide(t, alice, { method: "POST" }, body), 201);
}

const cafesOf = async (guideId: string) =>
  t.db
    .select({ placeId: guidePlaces.placeId, position: guidePlaces.position, note: guidePlaces.note })
    .from(guidePlaces)
    .where(and(eq(guidePlaces.guideId, guideId), eq(guidePlaces.categoryKey, "cafesBrunch")))
    .orderBy(asc(guidePlaces.position));

describe("the queue", () => {
  it("lists pending suggestions, oldest first, to admins only", async () => {
    const place = await suggestCafe("Queue Café Test");
    await aliceGuide([place.id, ...(await placeIds(t.db, prague.id, "cafesBrunch")).slice(0, 2)]);
    expectApiError(await get("/api/suggestions"), 401, "UNAUTHORIZED");
    expectApiError(await get("/api/suggestions", alice), 403, "FORBIDDEN");
    const queue = okJson<SuggestionQueue>(await get("/api/suggestions", admin));
    expect(queue.items.find((item) => item.id === place.id)).toMatchObject({
      name: "Queue Café Test",
      cityId: prague.id,
      suggester: { username: alice.username },
      guideCount: 1,
      reviewStatus: "pending",
    });
  });
});

describe("approving", () => {
  it("takes the admin's corrections, offers the place to everyone, and records who changed what", async () => {
    const place = await suggestCafe("Cafe Lovre Tset");
    expectApiError(await review(t, alice, place.id, "approve"), 403, "FORBIDDEN");
    const tooFar = await review(t, admin, place.id, "approve", { lat: 49.2, lng: 16.6 });
    expectApiError(tooFar, 400, "BAD_REQUEST");

    const approved = okJson<PlaceDetail>(
      await review(t, admin, place.id, "approve", { name: "Café Louvre Test" }),
    );
    expect(approved).toMatchObject({ name: "Café Louvre Test", reviewStatus: "approved" });
    expect(await offeredIds(t, bob, prague.id)).toContain(place.id);
    const audit = await auditOf(t, place.id);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ["suggested", alice.id],
      ["approved", admin.id],
    ]);
    expect(audit[1]?.changes).toEqual({ name: "Cafe Lovre Tset" });
    expect(audit[1]?.createdAt).toBeInstanceOf(Date);

    expectApiError(
      await review(t, admin, place.id, "approve"),
      409,
      "ALREADY_REVIEWED",
      SUGGESTION_MESSAGES.alreadyReviewed,
    );
    const catalogued = (await placeIds(t.db, prague.id, "lunchDinner"))[0] ?? "";
    expectApiError(await review(t, admin, catalogued, "reject", { reason: "Nope" }), 409, "ALREADY_REVIEWED");
    expectApiError(
      await review(t, admin, crypto.randomUUID(), "approve"),
      404,
      "NOT_FOUND",
      API_ERRORS.placeNotFound,
    );
  });
});

describe("merging into an existing place", () => {
  let dropTrigger: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dropTrigger?.();
    dropTrigger = undefined;
  });

  it("moves every guide and bookmark to the target in one transaction, notes kept, no duplicate", async () => {
    const [target = "", c1 = "", c2 = ""] = await placeIds(t.db, prague.id, "cafesBrunch");
    const suggestion = await suggestCafe("Target Twin Test", await pngImage("twin.png"));
    // G1 had only the suggestion; G2 had the target too (notes on both); G3 is a draft.
    const g1 = await aliceGuide([suggestion.id, c1, c2], { [suggestion.id]: "Ask for the window seat." });
    const g2 = await aliceGuide([target, c1, suggestion.id, c2], {
      [target]: "Best strudel.",
      [suggestion.id]: "Cash only.",
    });
    const g3 = await aliceGuide([suggestion.id], {}, "draft");
    for (const account of [alice, bob]) {
      const put = as(account, { method: "PUT", url: `/api/me/bookmarked-places/${suggestion.id}` });
      expect((await t.app.inject(put)).statusCode).toBe(200);
    }
    await t.app.inject(as(alice, { method: "PUT", url: `/api/me/bookmarked-places/${target}` }));
    expect(await storedFiles(t, `places/${suggestion.id}`)).not.toEqual([]);

    // Wrong targets are refused and change nothing.
    const otherCategory = (await placeIds(t.db, prague.id, "lunchDinner"))[0];
    expectApiError(
      await review(t, admin, suggestion.id, "merge", { targetId: otherCategory }),
      400,
      "BAD_REQUEST",
      SUGGESTION_MESSAGES.mergeTargetInvalid,
    );
    expectApiError(
      await review(t, admin, suggestion.id, "merge", { targetId: suggestion.id }),
      400,
      "BAD_REQUEST",
    );

    // A failure at the very end (the audit row) undoes everything before it.
    const world = async () => ({
      rows: await t.db
        .select()
        .from(guidePlaces)
        .where(inArray(guidePlaces.guideId, [g1.id, g2.id, g3.id]))
        .orderBy(asc(guidePlaces.guideId), asc(guidePlaces.categoryKey), asc(guidePlaces.position)),
      bookmarks: await t.db
        .select()
        .from(placeBookmarks)
        .where(inArray(placeBookmarks.placeId, [target, suggestion.id]))
        .orderBy(asc(placeBookmarks.id)),
      suggestion: await t.db.select().from(places).where(eq(places.id, suggestion.id)),
    });
    const before = await world();
    await t.db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_merge() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test trigger'; END; $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_merge BEFORE INSERT ON place_review_events
      FOR EACH ROW WHEN (NEW.action = 'merged') EXECUTE FUNCTION test_refuse_merge()`),
    );
    dropTrigger = async () => {
      await t.db.execute(sql.raw("DROP TRIGGER IF EXISTS test_refuse_merge ON place_review_events"));
      await t.db.execute(sql.raw("DROP FUNCTION IF EXISTS test_refuse_merge()"));
    };
    expectApiError(await review(t, admin, suggestion.id, "merge", { targetId: target }), 500, "INTERNAL");
    expect(await world()).toEqual(before);
    await dropTrigger();
    dropTrigger = undefined;

    const merged = okJson<MergeResult>(await review(t, admin, suggestion.id, "merge", { targetId: target }));
    expect(merged).toEqual({ targetId: target, guidesUpdated: 3 });
    expect(await cafesOf(g1.id)).toEqual([
      { placeId: target, position: 0, note: "Ask for the window seat." },
      { placeId: c1, position: 1, note: null },
      { placeId: c2, position: 2, note: null },
    ]);
    expect(await cafesOf(g2.id)).toEqual([
      { placeId: target, position: 0, note: "Best strudel.\n\nCash only." },
      { placeId: c1, position: 1, note: null },
      { placeId: c2, position: 2, note: null },
    ]);
    expect(await cafesOf(g3.id)).toEqual([{ placeId: target, position: 0, note: null }]);
    const shown = guideJson(await get(`/api/guides/${g1.id}`));
    expect(shown.places.cafesBrunch[0]).toMatchObject({
      id: target,
      reviewStatus: "approved",
      note: "Ask for the window seat.",
    });

    const bookmarks = await t.db
      .select()
      .from(placeBookmarks)
      .where(inArray(placeBookmarks.placeId, [target, suggestion.id]));
    expect(bookmarks.map((row) => [row.userId, row.placeId]).sort()).toEqual(
      [
        [alice.id, target],
        [bob.id, target],
      ].sort(),
    );
    expect(await t.db.select().from(places).where(eq(places.id, suggestion.id))).toEqual([]);
    expect(await storedFiles(t, `places/${suggestion.id}`)).toEqual([]);
    expect(
      (await auditOf(t, suggestion.id)).map((row) => [
        row.action,
        row.actorId,
        row.targetPlaceId,
        row.placeName,
      ]),
    ).toEqual([
      ["suggested", alice.id, null, "Target Twin Test"],
      ["merged", admin.id, target, "Target Twin Test"],
    ]);
    expectApiError(await review(t, admin, suggestion.id, "merge", { targetId: target }), 404, "NOT_FOUND");
  });
});

describe("rejecting", () => {
  it("keeps the place in the suggester's guides, marked, shows them the reason, and offers it to nobody else", async () => {
    const place = await suggestCafe("Not Really A Cafe");
    const [c1 = "", c2 = ""] = await placeIds(t.db, prague.id, "cafesBrunch");
    const guide = await aliceGuide([place.id, c1, c2], { [place.id]: "My favourite." });
    const short = expectApiError(
      await review(t, admin, place.id, "reject", { reason: " x " }),
      400,
      "VALIDATION_FAILED",
    );
    expect(short.details?.reason).toBeDefined();

    const reason = "It closed in 2019.";
    expect(okJson<PlaceDetail>(await review(t, admin, place.id, "reject", { reason }))).toMatchObject({
      reviewStatus: "rejected",
      rejectionReason: reason,
    });
    const kept = guideJson(await get(`/api/guides/${guide.id}`, bob));
    expect(kept.places.cafesBrunch[0]).toMatchObject({
      id: place.id,
      reviewStatus: "rejected",
      note: "My favourite.",
    });
    expect(okJson<PlaceDetail>(await get(`/api/places/${place.id}`, alice))).toMatchObject({
      rejectionReason: reason,
      suggestedByYou: true,
    });
    expect(okJson<PlaceDetail>(await get(`/api/places/${place.id}`, bob)).rejectionReason).toBeNull();
    expect(await offeredIds(t, alice, prague.id)).toContain(place.id);
    expect(await offeredIds(t, bob, prague.id)).not.toContain(place.id);
    // Alice may still save her guide with it.
    const edit = {
      name: kept.name,
      cityId: prague.id,
      places: { ...(await pickPlaces(t.db, prague.id)), cafesBrunch: [c2, place.id, c1] },
    };
    expect((await sendGuide(t, alice, { method: "PUT", id: guide.id }, edit)).statusCode).toBe(200);

    const audit = await auditOf(t, place.id);
    expect(audit.map((row) => [row.action, row.actorId, row.reason])).toEqual([
      ["suggested", alice.id, null],
      ["rejected", admin.id, reason],
    ]);
    expectApiError(await review(t, admin, place.id, "approve"), 409, "ALREADY_REVIEWED");
    const queue = okJson<SuggestionQueue>(await get("/api/suggestions", admin));
    expect(queue.items.map((item) => item.id)).not.toContain(place.id);
  });
});

describe("joining notes when a guide already had the target", () => {
  it("keeps the guide's own note first, adds the suggestion's, and keeps only its own past 500 characters", () => {
    expect(joinNotes(null, "Cash only.")).toBe("Cash only.");
    expect(joinNotes("Best strudel.", null)).toBe("Best strudel.");
    expect(joinNotes("Same.", "Same.")).toBe("Same.");
    expect(joinNotes("a".repeat(300), "b".repeat(198))).toBe(`${"a".repeat(300)}\n\n${"b".repeat(198)}`);
    expect(joinNotes("a".repeat(300), "b".repeat(199))).toBe("a".repeat(300));
  });
});
