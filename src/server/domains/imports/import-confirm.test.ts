import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import { GUIDE_EXPORT_FORMATS } from "../../../shared/guide-export";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import type { GuideDetail } from "../../../shared/schemas";
import { guides as guideTable, placeReviewEvents } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { type CityRow, cityByValue } from "../../test/fixtures";
import { guideJson } from "../../test/guides";
import { imported, importFixture, sendImport } from "../../test/imports";
import { tableChecksums } from "../../test/table-checksums";

// An import made so: a draft guide or places for the guide being edited, new places as the user's suggestions.
const t = setupTestApp({ env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000" } });

let alice: TestAccount;
let paris: CityRow;

beforeAll(async () => {
  ({ user: alice } = await adminAndUser(t));
  paris = await cityByValue(t.db, "paris");
});

const readGuide = async (account: TestAccount, id: string) =>
  guideJson(await t.app.inject(as(account, { method: "GET", url: `/api/guides/${id}` })));

/** A guide's places as [name, note] by category, in order. */
const placesOf = (guide: GuideDetail) =>
  Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, guide.places[key].map((place) => [place.name, place.note])]),
  );

describe("an import into a draft", () => {
  it("refuses a new place without a location, naming its row, and writes nothing", async () => {
    const before = await tableChecksums(t.db);
    const response = await sendImport(
      t,
      alice,
      { cityId: paris.id, mode: "draft", defaultCategory: "cafesBrunch" },
      importFixture("takeout-saved-list.csv"),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IMPORT_MESSAGES.rowNeedsLocation(4));
    expect(response.json().error.details).toEqual({ row: ["4"] });
    expect(await tableChecksums(t.db)).toEqual(before);
  });

  it("makes a draft of the matched and new places with the file's notes, the new ones not yet reviewed", async () => {
    const result = await imported(
      t,
      alice,
      {
        cityId: paris.id,
        mode: "draft",
        defaultCategory: "cafesBrunch",
        rows: [
          { row: 3, category: "lunchDinner" },
          { row: 4, lat: 48.87, lng: 2.3615 },
        ],
      },
      importFixture("takeout-saved-list.csv"),
    );
    expect(result.counts).toEqual({ matched: 2, new: 2, skipped: 1 });
    const draft = await readGuide(alice, result.guide?.id ?? "");
    expect(draft).toMatchObject({
      status: "draft",
      name: "takeout-saved-list",
      introduction: "Paris with friends",
    });
    expect(placesOf(draft)).toEqual({
      cafesBrunch: [
        ["Café de Flore", "Terrace seat at 8, before the crowds.\nOrder the hot chocolate."],
        ["Du Pain et des Idées", "Best escargot pastry in town"],
      ],
      lunchDinner: [
        ["Chez Janou", "Provençal bistro; the chocolate mousse comes in a bowl & you serve yourself"],
      ],
      drinksNightlife: [],
      placesToVisit: [["Musée du Louvre", "Enter by the Carrousel: shorter queue"]],
    });
    const janou = draft.places.lunchDinner[0];
    expect(janou).toMatchObject({
      reviewStatus: "pending",
      lat: 48.85923,
      lng: 2.36641,
      tag: "Lunch & Dinner",
    });
    expect(janou?.googleMapsLink).toContain("Chez+Janou");
    // Visitors do not see a draft, nor other users the new places.
    expect((await t.app.inject({ method: "GET", url: `/api/guides/${draft.id}` })).statusCode).toBe(404);
  });

  it("gives the places to the guide being edited without making a guide", async () => {
    const guidesBefore = (await t.db.select().from(guideTable).where(eq(guideTable.createdBy, alice.id)))
      .length;
    const result = await imported(
      t,
      alice,
      { cityId: paris.id, mode: "places", defaultCategory: "placesToVisit", rows: [{ row: 3, skip: true }] },
      importFixture("waypoints-and-track.gpx"),
    );
    expect(result.guide).toBeNull();
    expect(result.rows.map((row) => [row.outcome, row.place?.name ?? null])).toEqual([
      ["matched", "Bouillon Chartier"],
      ["matched", "Le Procope"],
      ["skipped", null],
    ]);
    expect(result.rows[2]?.reason).toBe(IMPORT_MESSAGES.skippedByYou);
    expect((await t.db.select().from(guideTable).where(eq(guideTable.createdBy, alice.id))).length).toBe(
      guidesBefore,
    );
  });

  it(`adds at most ${IMPORT_LIMITS.newPlacesPerDay} new places a day, apart from suggestions by hand`, async () => {
    const bob = await signUp(t.app);
    await t.db.insert(placeReviewEvents).values(
      Array.from({ length: IMPORT_LIMITS.newPlacesPerDay - 1 }, (_, index) => ({
        placeId: crypto.randomUUID(),
        placeName: `Earlier import ${index}`,
        action: "imported",
        actorId: bob.id,
      })),
    );
    const before = await tableChecksums(t.db);
    const request = { cityId: paris.id, mode: "draft", defaultCategory: "placesToVisit" };
    const fits = await sendImport(t, bob, request, importFixture("geojson-io.geojson"));
    // Canal Saint-Martin is one new place: the 200th fits...
    expect(fits.statusCode, fits.body).toBe(200);
    const after = await tableChecksums(t.db);
    expect(after).not.toEqual(before);
    // ...and the 201st does not, and nothing of that import is written.
    const again = await sendImport(
      t,
      bob,
      { ...request, rows: [{ row: 4, lat: 48.8553, lng: 2.3159 }] },
      importFixture("my-maps.kmz"),
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(IMPORT_MESSAGES.dailyLimit(IMPORT_LIMITS.newPlacesPerDay));
    expect(await tableChecksums(t.db)).toEqual(after);
  });
});

describe("a Cityguides export imported again", () => {
  for (const format of GUIDE_EXPORT_FORMATS) {
    it(`${format}: every demo guide comes back with the same places, in the same order, with the same notes`, async () => {
      const demos = await t.db.select().from(guideTable).where(eq(guideTable.isDemo, true));
      expect(demos.length).toBeGreaterThan(0);
      for (const demo of demos) {
        const original = await readGuide(alice, demo.id);
        const exported = await t.app.inject({
          method: "GET",
          url: `/api/guides/${demo.id}/export.${format}`,
        });
        expect(exported.statusCode).toBe(200);
        const result = await imported(
          t,
          alice,
          { cityId: demo.cityId, mode: "draft", guideName: `Back from ${format}` },
          { name: `guide.${format}`, data: exported.rawPayload },
        );
        expect(result.counts, `${demo.name} (${format})`).toEqual({
          matched: CATEGORY_KEYS.flatMap((key) => original.places[key]).length,
          new: 0,
          skipped: 0,
        });
        const copy = await readGuide(alice, result.guide?.id ?? "");
        expect(placesOf(copy), `${demo.name} (${format})`).toEqual(placesOf(original));
      }
    });
  }
});
