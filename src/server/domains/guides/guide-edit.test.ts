import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { CityGuidePage } from "../../../shared/schemas";
import { guideImages, guidePlaces, guides, savedGuides, users } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import {
  coverFolders,
  type GuideBody,
  guideJson,
  guideRecord,
  guideWorld,
  placeIdsOf,
  pngCover,
  sendGuide,
} from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let alice: TestAccount;
let bob: TestAccount;
let london: CityRow;
let paris: CityRow;
let body: GuideBody;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  london = await cityByValue(t.db, "london");
  paris = await cityByValue(t.db, "paris");
  body = { name: "Alice's London", cityId: london.id, places: await pickPlaces(t.db, london.id) };
});

/** A fresh guide of Alice's with a cover, created through the API. */
async function aliceGuide(name = "cover.png") {
  return guideJson(await sendGuide(t, alice, { method: "POST" }, body, await pngCover(name)), 201);
}

const jpegCover = async (name: string) => ({
  name,
  type: "image/jpeg",
  data: await sharp({ create: { width: 90, height: 60, channels: 3, background: "#cc3311" } })
    .jpeg()
    .toBuffer(),
});

const cityGuideIds = async (slug: string) =>
  okJson<CityGuidePage>(await t.app.inject({ method: "GET", url: `/api/cities/${slug}/guides` })).items.map(
    (guide) => guide.id,
  );

describe("who may write guides", () => {
  it("refuses visitors with 401, changing nothing", async () => {
    const { id } = await aliceGuide();
    const before = await guideWorld(t);
    expectApiError(
      await sendGuide(t, undefined, { method: "POST" }, body, await pngCover()),
      401,
      "UNAUTHORIZED",
      GUIDE_MESSAGES.mustBeLoggedIn,
    );
    expectApiError(
      await sendGuide(t, undefined, { method: "PUT", id }, body, await pngCover()),
      401,
      "UNAUTHORIZED",
    );
    const json = await t.app.inject({ method: "POST", url: "/api/guides", payload: body });
    expectApiError(json, 401, "UNAUTHORIZED", GUIDE_MESSAGES.mustBeLoggedIn);
    expectApiError(await t.app.inject({ method: "DELETE", url: `/api/guides/${id}` }), 401, "UNAUTHORIZED");
    expect(await guideWorld(t)).toEqual(before);
  });

  it("refuses another user's edit and delete with 403, leaving guide, places and cover as they were", async () => {
    const guide = await aliceGuide();
    const record = await guideRecord(t, guide.id);
    const before = await guideWorld(t);
    const edit = { ...body, name: "Bob was here", places: await pickPlaces(t.db, london.id, 4) };
    const put = await sendGuide(t, bob, { method: "PUT", id: guide.id }, edit, await pngCover("bob.png"));
    expectApiError(put, 403, "NOT_OWNER", GUIDE_MESSAGES.notOwner);
    const del = await t.app.inject(as(bob, { method: "DELETE", url: `/api/guides/${guide.id}` }));
    expectApiError(del, 403, "NOT_OWNER", GUIDE_MESSAGES.notOwner);
    expect(await guideRecord(t, guide.id)).toEqual(record);
    expect(record.files).toEqual([`${guide.coverImage}/original.webp`]);
    expect(await guideWorld(t)).toEqual(before);
  });

  it("refuses every user, even an admin, editing or deleting a demo guide: 'Default guides cannot be edited'", async () => {
    const [demo] = await t.db.select().from(guides).where(eq(guides.isDemo, true)).limit(1);
    if (!demo) throw new Error("No demo guide");
    const admin = await signUp(t.app);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const before = await guideWorld(t);
    const demoBody = { name: "Mine now", cityId: demo.cityId, places: await pickPlaces(t.db, demo.cityId) };
    for (const account of [alice, bob, admin]) {
      const put = await sendGuide(t, account, { method: "PUT", id: demo.id }, demoBody, await pngCover());
      expectApiError(put, 403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
      const del = await t.app.inject(as(account, { method: "DELETE", url: `/api/guides/${demo.id}` }));
      expectApiError(del, 403, "DEMO_GUIDE", GUIDE_MESSAGES.demoGuideReadOnly);
    }
    expect(await guideWorld(t)).toEqual(before);
  });

  it("answers 404 for an unknown guide", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expectApiError(await sendGuide(t, alice, { method: "PUT", id }, body), 404, "NOT_FOUND");
    expectApiError(
      await t.app.inject(as(alice, { method: "DELETE", url: `/api/guides/${id}` })),
      404,
      "NOT_FOUND",
    );
  });
});

describe("PUT /api/guides/:id", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("replaces name, places and cover; the old cover's files and record go", async () => {
    const guide = await aliceGuide("first.png");
    const oldKey = guide.coverImage ?? "";
    // A variant cached beside the original must go with it.
    expect((await t.app.inject({ method: "GET", url: `/media/thumb/${oldKey}` })).statusCode).toBe(200);
    expect((await guideRecord(t, guide.id)).files).toHaveLength(2);

    const lunch = await placeIds(t.db, london.id, "lunchDinner");
    const places = {
      ...(await pickPlaces(t.db, london.id, 5)),
      lunchDinner: [lunch[6], lunch[3], lunch[5]].map(String),
    };
    const response = await sendGuide(
      t,
      alice,
      { method: "PUT", id: guide.id },
      { ...body, name: "London, again", places },
      await jpegCover("second cover.jpg"),
    );
    const updated = guideJson(response);
    expect(updated).toMatchObject({ id: guide.id, name: "London, again", createdAt: guide.createdAt });
    expect(updated.coverImage).toMatch(new RegExp(`^guides/${guide.id}/\\d{13}-second_cover$`));
    expect(placeIdsOf(updated)).toEqual(places);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(guide.updatedAt));

    const record = await guideRecord(t, guide.id);
    expect(record.row?.name).toBe("London, again");
    expect(record.places).toEqual(places);
    expect(record.images.map((image) => image.storageKey)).toEqual([updated.coverImage]);
    expect(await coverFolders(t, guide.id)).toEqual([updated.coverImage]);
    expect(record.files).toEqual([`${updated.coverImage}/original.webp`]);
    expect(existsSync(path.join(t.dataDir, "files", oldKey))).toBe(false);
    expect(okJson(await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}` }))).toEqual(updated);
  });

  it("keeps the cover when none is sent, as multipart or as JSON", async () => {
    const guide = await aliceGuide();
    const before = await guideRecord(t, guide.id);
    const multipart = guideJson(
      await sendGuide(t, alice, { method: "PUT", id: guide.id }, { ...body, name: "Renamed" }),
    );
    expect(multipart.coverImage).toBe(guide.coverImage);
    const json = await t.app.inject(
      as(alice, {
        method: "PUT",
        url: `/api/guides/${guide.id}`,
        payload: { ...body, name: "Renamed twice" },
      }),
    );
    expect(guideJson(json)).toMatchObject({ name: "Renamed twice", coverImage: guide.coverImage });
    const after = await guideRecord(t, guide.id);
    expect(after.row?.name).toBe("Renamed twice");
    expect(after.images).toEqual(before.images);
    expect(after.files).toEqual(before.files);
  });

  it("moves a guide to another city with that city's places", async () => {
    const guide = await aliceGuide();
    expect(await cityGuideIds("london")).toContain(guide.id);
    const places = await pickPlaces(t.db, paris.id);
    const moved = guideJson(
      await sendGuide(
        t,
        alice,
        { method: "PUT", id: guide.id },
        { name: "Paris now", cityId: paris.id, places },
      ),
    );
    expect(moved).toMatchObject({
      cityId: paris.id,
      location: "Paris",
      citySlug: "paris",
      coverImage: guide.coverImage,
    });
    expect(placeIdsOf(moved)).toEqual(places);
    const record = await guideRecord(t, guide.id);
    expect(record.row?.cityId).toBe(paris.id);
    expect(record.places).toEqual(places);
    expect(await cityGuideIds("paris")).toContain(guide.id);
    expect(await cityGuideIds("london")).not.toContain(guide.id);
  });

  it("keeps the new cover when it is sent twice within the same millisecond under the same name", async () => {
    const guide = await aliceGuide();
    vi.spyOn(Date, "now").mockReturnValue(Date.now());
    const send = async () =>
      guideJson(
        await sendGuide(t, alice, { method: "PUT", id: guide.id }, body, await pngCover("same.png", 120)),
      );
    const first = await send();
    const second = await send();
    const record = await guideRecord(t, guide.id);
    expect(record.images.map((image) => image.storageKey)).toEqual([second.coverImage]);
    expect(record.files).toEqual([`${second.coverImage}/original.webp`]);
    expect(new Set([guide.coverImage, first.coverImage, second.coverImage]).size).toBe(3);
  });
});

describe("DELETE /api/guides/:id", () => {
  it("deletes the guide, its places, its cover, others' saves of it and its storage folder", async () => {
    const guide = await aliceGuide();
    const other = await aliceGuide();
    await t.app.inject({ method: "GET", url: `/media/card/${guide.coverImage}` });
    for (const account of [alice, bob]) {
      const save = await t.app.inject(
        as(account, { method: "PUT", url: `/api/me/saved-guides/${guide.id}` }),
      );
      expect(save.statusCode).toBe(200);
    }
    const keep = await guideRecord(t, other.id);
    const response = await t.app.inject(as(alice, { method: "DELETE", url: `/api/guides/${guide.id}` }));
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");

    expect(await t.db.select().from(guides).where(eq(guides.id, guide.id))).toEqual([]);
    expect(await t.db.select().from(guidePlaces).where(eq(guidePlaces.guideId, guide.id))).toEqual([]);
    expect(await t.db.select().from(guideImages).where(eq(guideImages.guideId, guide.id))).toEqual([]);
    expect(await t.db.select().from(savedGuides).where(eq(savedGuides.guideId, guide.id))).toEqual([]);
    expect(existsSync(path.join(t.dataDir, "files", "guides", guide.id))).toBe(false);
    expect(await guideRecord(t, other.id)).toEqual(keep);
    // Its address says it is gone (decision 049); it cannot be deleted twice.
    expectApiError(await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}` }), 410, "GONE");
    expectApiError(
      await t.app.inject(as(alice, { method: "DELETE", url: `/api/guides/${guide.id}` })),
      404,
      "NOT_FOUND",
    );
  });
});
