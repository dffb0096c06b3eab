import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "../../../shared/messages";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import {
  type GuideBody,
  guideJson,
  guideRecord,
  guideWorld,
  pngCover,
  sendGuide,
  storedFiles,
} from "../../test/guides";
import { expectApiError } from "../../test/http";

/**
 * A write that fails half-way, for real: a trigger in the test's database refuses one row, so the transaction
 * has already written something when it fails. Nothing of it may stay, in the database or in storage.
 */
const t = setupTestApp();

let alice: TestAccount;
let body: GuideBody;
beforeAll(async () => {
  alice = await signUp(t.app);
  const london = await cityByValue(t.db, "london");
  body = { name: "Alice's London", cityId: london.id, places: await pickPlaces(t.db, london.id) };
});

/** Makes every INSERT into `table` whose row matches `condition` (SQL over NEW) fail, until dropTrigger. */
async function refuseInserts(table: "guide_places" | "guide_images", condition: string) {
  await t.db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'refused by the test trigger';
      END;
    $$`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_insert BEFORE INSERT ON ${table}
      FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION test_refuse_insert()`),
  );
  dropTrigger = async () => {
    await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS test_refuse_insert ON ${table}`));
    await t.db.execute(sql.raw("DROP FUNCTION IF EXISTS test_refuse_insert()"));
  };
}
let dropTrigger: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dropTrigger?.();
  dropTrigger = undefined;
});

const refusedAsInternal = (response: Parameters<typeof expectApiError>[0]) =>
  expectApiError(response, 500, "INTERNAL", API_ERRORS.internal);

describe("an edit whose second write fails", () => {
  it("leaves the guide, its places and its cover as they were, and no new cover file", async () => {
    const guide = guideJson(
      await sendGuide(t, alice, { method: "POST" }, body, await pngCover("old.png")),
      201,
    );
    const before = await guideRecord(t, guide.id);
    const world = await guideWorld(t);
    expect(before.files).toEqual([`${guide.coverImage}/original.webp`]);
    expect(Object.values(before.places).flat()).toHaveLength(12);

    // The guide row is updated and its places deleted before the insert of the new places fails.
    await refuseInserts("guide_places", `NEW.guide_id = '${guide.id}'::uuid`);
    const london = body.cityId;
    const edit = { name: "Half written", cityId: london, places: await pickPlaces(t.db, london, 4) };
    const put = await sendGuide(t, alice, { method: "PUT", id: guide.id }, edit, await pngCover("new.png"));
    refusedAsInternal(put);

    const after = await guideRecord(t, guide.id);
    expect(after).toEqual(before);
    expect(after.row?.name).toBe("Alice's London");
    expect(after.places).toEqual(body.places);
    expect(after.images.map((image) => image.storageKey)).toEqual([guide.coverImage]);
    expect(existsSync(path.join(t.dataDir, "files", `${guide.coverImage}/original.webp`))).toBe(true);
    expect((await storedFiles(t, `guides/${guide.id}`)).filter((file) => file.includes("-new/"))).toEqual([]);
    expect(await guideWorld(t)).toEqual(world);

    // The same edit without a cover fails the same way and changes nothing either.
    refusedAsInternal(await sendGuide(t, alice, { method: "PUT", id: guide.id }, edit));
    expect(await guideRecord(t, guide.id)).toEqual(before);

    // Once the database accepts it, the very same edit goes through.
    await dropTrigger?.();
    const done = guideJson(
      await sendGuide(t, alice, { method: "PUT", id: guide.id }, edit, await pngCover("new.png")),
    );
    expect(done.name).toBe("Half written");
    expect((await guideRecord(t, guide.id)).files).toEqual([`${done.coverImage}/original.webp`]);
  });

  it("keeps the old cover when the new cover's record is refused", async () => {
    const guide = guideJson(
      await sendGuide(t, alice, { method: "POST" }, body, await pngCover("old.png")),
      201,
    );
    const before = await guideRecord(t, guide.id);
    await refuseInserts("guide_images", "NEW.storage_key LIKE '%-refused_cover'");
    const edit = { ...body, name: "New name" };
    const put = await sendGuide(
      t,
      alice,
      { method: "PUT", id: guide.id },
      edit,
      await pngCover("refused cover.png"),
    );
    refusedAsInternal(put);
    expect(await guideRecord(t, guide.id)).toEqual(before);
  });
});

describe("a create whose transaction fails", () => {
  it("writes no guide, no places and leaves no file behind", async () => {
    const world = await guideWorld(t);
    // The guide and its places are inserted before the cover's record is refused.
    await refuseInserts("guide_images", "NEW.storage_key LIKE '%-doomed_cover'");
    const post = await sendGuide(
      t,
      alice,
      { method: "POST" },
      { ...body, name: "Doomed" },
      await pngCover("doomed cover.png"),
    );
    refusedAsInternal(post);
    expect(await guideWorld(t)).toEqual(world);
    expect((await storedFiles(t, "guides")).filter((file) => file.includes("doomed"))).toEqual([]);

    const json = await t.app.inject(
      as(alice, { method: "POST", url: "/api/guides", payload: { ...body, name: "Fine" } }),
    );
    expect(guideJson(json, 201).name).toBe("Fine");
  });
});
