import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import { GUIDE_INTRODUCTION_MAX_LENGTH, GUIDE_PLACE_NOTE_MAX_LENGTH } from "../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { PlaceGuideMention } from "../../../shared/schemas";
import { guidePlaces } from "../../infrastructure/db/schema";
import { signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import { type GuideBody, guideJson, guideWorld, placeIdsOf, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let alice: TestAccount;
/** A published Prague guide, three places a category. */
let valid: GuideBody;
let firstCafe: string;
beforeAll(async () => {
  alice = await signUp(t.app);
  const prague = await cityByValue(t.db, "prague");
  valid = { name: "Prague in my words", cityId: prague.id, places: await pickPlaces(t.db, prague.id) };
  firstCafe = valid.places.cafesBrunch[0] ?? "";
});

const mentionsOf = async (placeId: string) =>
  okJson<{ items: PlaceGuideMention[] }>(
    await t.app.inject({ method: "GET", url: `/api/places/${placeId}/guides` }),
  ).items;

describe("the creator's words", () => {
  it("keeps the introduction and each note as written, line breaks included, at their longest", async () => {
    const introduction = "Ten years of Sunday mornings.\nStart early.".padEnd(
      GUIDE_INTRODUCTION_MAX_LENGTH,
      "x",
    );
    const note = "Order the kolache.\n\nGo before 9.".padEnd(GUIDE_PLACE_NOTE_MAX_LENGTH, "y");
    expect(introduction).toHaveLength(GUIDE_INTRODUCTION_MAX_LENGTH);
    expect(note).toHaveLength(GUIDE_PLACE_NOTE_MAX_LENGTH);
    const body = { ...valid, introduction, notes: { [firstCafe]: note } };
    const created = guideJson(await sendGuide(t, alice, { method: "POST" }, body), 201);
    expect(created.introduction).toBe(introduction);
    expect(created.places.cafesBrunch[0]).toMatchObject({ id: firstCafe, note });
    expect(created.places.cafesBrunch.slice(1).map((place) => place.note)).toEqual([null, null]);
    const read = okJson<typeof created>(
      await t.app.inject({ method: "GET", url: `/api/guides/${created.id}` }),
    );
    expect(read).toEqual(created);
  });

  it("stores blank words as none", async () => {
    const body = { ...valid, introduction: "   \n ", notes: { [firstCafe]: "  \n  " } };
    const created = guideJson(await sendGuide(t, alice, { method: "POST" }, body), 201);
    expect(created.introduction).toBeNull();
    expect(created.places.cafesBrunch[0]?.note).toBeNull();
  });

  it("lists the published guides with a place on the place page, newest first, each with its note", async () => {
    const older = guideJson(
      await sendGuide(
        t,
        alice,
        { method: "POST" },
        { ...valid, name: "Older", notes: { [firstCafe]: "First!" } },
      ),
      201,
    );
    const newer = guideJson(await sendGuide(t, alice, { method: "POST" }, { ...valid, name: "Newer" }), 201);
    const draft = guideJson(
      await sendGuide(t, alice, { method: "POST" }, { ...valid, name: "Draft", status: "draft" }),
      201,
    );
    const mentions = await mentionsOf(firstCafe);
    const ids = mentions.map((mention) => mention.guideId);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(mentions.find((mention) => mention.guideId === older.id)).toMatchObject({
      guideName: "Older",
      citySlug: "prague",
      note: "First!",
      creator: { id: alice.id, username: `@${alice.username}` },
    });
    expect(mentions.find((mention) => mention.guideId === newer.id)?.note).toBeNull();
  });

  it("answers 404 for the guides of a place that does not exist", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/places/${randomUUID()}/guides` });
    expectApiError(response, 404, "NOT_FOUND");
  });

  it("has the database refuse a note past the limit too", async () => {
    const guide = guideJson(await sendGuide(t, alice, { method: "POST" }, valid), 201);
    await expect(
      t.db.insert(guidePlaces).values({
        guideId: guide.id,
        placeId: valid.places.placesToVisit[0] ?? "",
        categoryKey: "cafesBrunch",
        position: 11,
        note: "z".repeat(GUIDE_PLACE_NOTE_MAX_LENGTH + 1),
      }),
    ).rejects.toThrow();
  });
});

const refusals: Array<[rule: string, message: string, guide: () => GuideBody]> = [
  [
    "an introduction of 1,001 characters",
    GUIDE_MESSAGES.introductionTooLong,
    () => ({ ...valid, introduction: "i".repeat(GUIDE_INTRODUCTION_MAX_LENGTH + 1) }),
  ],
  [
    "a note of 501 characters",
    GUIDE_MESSAGES.noteTooLong,
    () => ({ ...valid, notes: { [firstCafe]: "n".repeat(GUIDE_PLACE_NOTE_MAX_LENGTH + 1) } }),
  ],
  [
    "a note for a place the guide does not have",
    GUIDE_MESSAGES.noteForMissingPlace,
    () => ({ ...valid, notes: { [randomUUID()]: "Lovely" } }),
  ],
  [
    "a draft with a note past the limit",
    GUIDE_MESSAGES.noteTooLong,
    () => ({
      ...valid,
      status: "draft",
      notes: { [firstCafe]: "n".repeat(GUIDE_PLACE_NOTE_MAX_LENGTH + 1) },
    }),
  ],
];

describe("POST /api/guides refuses", () => {
  it.each(refusals)("%s, changing nothing", async (_, message, guide) => {
    const before = await guideWorld(t);
    const response = await sendGuide(t, alice, { method: "POST" }, guide());
    expectApiError(response, 400, "BAD_REQUEST", message);
    expect(await guideWorld(t)).toEqual(before);
  });
});

describe("order", () => {
  it("round-trips the creator's order in every category through create, reorder and read", async () => {
    const prague = valid.cityId;
    const cafes = await placeIds(t.db, prague, "cafesBrunch");
    const picked = { ...valid.places, cafesBrunch: cafes.slice(0, 5).reverse() };
    const created = guideJson(
      await sendGuide(t, alice, { method: "POST" }, { ...valid, places: picked }),
      201,
    );
    expect(placeIdsOf(created)).toEqual(picked);

    // Move the last café to the top and swap two lunch places, as Move up / Move down would.
    const [a, b, c] = picked.lunchDinner;
    const reordered = {
      ...picked,
      cafesBrunch: [...picked.cafesBrunch.slice(-1), ...picked.cafesBrunch.slice(0, -1)],
      lunchDinner: [b, a, c].map(String),
    };
    const notes = { [reordered.cafesBrunch[0] ?? ""]: "Now first" };
    const updated = guideJson(
      await sendGuide(t, alice, { method: "PUT", id: created.id }, { ...valid, places: reordered, notes }),
    );
    expect(placeIdsOf(updated)).toEqual(reordered);
    const read = okJson<typeof updated>(
      await t.app.inject({ method: "GET", url: `/api/guides/${created.id}` }),
    );
    for (const key of CATEGORY_KEYS)
      expect(
        read.places[key].map((place) => place.id),
        key,
      ).toEqual(reordered[key]);
    expect(read.places.cafesBrunch[0]?.note).toBe("Now first");
  });
});
