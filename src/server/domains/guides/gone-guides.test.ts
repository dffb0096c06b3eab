import { beforeAll, describe, expect, it } from "vitest";
import { goneGuideOf } from "../../../shared/gone-guide";
import { API_ERRORS } from "../../../shared/messages";
import type { GuideDetail, SavedGuideGroups } from "../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, createGuide, pickPlaces } from "../../test/fixtures";
import { type GuideBody, guideJson, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let creator: TestAccount;
let reader: TestAccount;
beforeAll(async () => {
  ({ admin, user: creator } = await adminAndUser(t));
  reader = await signUp(t.app);
});

const read = (account: TestAccount | undefined, id: string) =>
  t.app.inject(as(account, { method: "GET", url: `/api/guides/${id}` }));
const save = (account: TestAccount, id: string) =>
  t.app.inject(as(account, { method: "PUT", url: `/api/me/saved-guides/${id}` }));
async function savedPage(account: TestAccount, query = "") {
  return okJson<SavedGuideGroups>(
    await t.app.inject(as(account, { method: "GET", url: `/api/me/saved-guides${query}` })),
  );
}

async function berlinGuide(name: string) {
  const city = await cityByValue(t.db, "berlin");
  return createGuide(t.db, { createdBy: creator.id, city, name });
}

/** A 410 that says the guide is gone, with its id and city and nothing of its content. */
function expectGone(answer: Awaited<ReturnType<typeof read>>, id: string, why: "deleted" | "unpublished") {
  const error = expectApiError(answer, 410, "GONE", API_ERRORS.guideGone);
  expect(goneGuideOf(error.details)).toEqual({ id, why, city: { slug: "berlin", name: "Berlin" } });
  expect(Object.keys(error.details ?? {}).sort()).toEqual(["cityName", "citySlug", "guideId", "why"]);
  return error;
}

describe("a guide that is no longer available", () => {
  it("unpublished by an admin: its address says so to visitors and readers, never the reason; its creator still reads it", async () => {
    const id = await berlinGuide("Berlin, moderated");
    expect((await save(reader, id)).statusCode).toBe(200);
    const unpublish = await t.app.inject(
      as(admin, {
        method: "POST",
        url: `/api/guides/${id}/unpublish`,
        payload: { reason: "A secret reason" },
      }),
    );
    expect(unpublish.statusCode).toBe(204);

    for (const viewer of [undefined, reader]) {
      const answer = await read(viewer, id);
      expectGone(answer, id, "unpublished");
      expect(answer.body).not.toContain("A secret reason");
      expect(answer.body).not.toContain("Berlin, moderated");
    }
    expect(okJson<GuideDetail>(await read(creator, id)).status).toBe("draft");

    const saved = await savedPage(reader);
    expect(saved.gone).toEqual([{ id, why: "unpublished", city: { slug: "berlin", name: "Berlin" } }]);
    expect(saved.groups.flatMap((group) => group.guides).map((guide) => guide.id)).not.toContain(id);
    expect((await savedPage(reader, "?city=paris")).gone).toEqual([]);
    // The creator's own draft is not gone for them.
    expect((await savedPage(creator)).gone).toEqual([]);

    // Published again, it is back at its address and in Saved, with the save kept.
    const again = await t.app.inject(as(creator, { method: "POST", url: `/api/guides/${id}/publish` }));
    expect(again.statusCode, again.body).toBe(200);
    expect(okJson<GuideDetail>(await read(undefined, id)).status).toBe("published");
    const back = await savedPage(reader);
    expect(back.gone).toEqual([]);
    expect(back.groups.flatMap((group) => group.guides).map((guide) => guide.id)).toContain(id);
  });

  it("unpublished by its creator: gone for others while it is a draft", async () => {
    const berlin = await cityByValue(t.db, "berlin");
    const body: GuideBody = {
      name: "Berlin, for now",
      cityId: berlin.id,
      places: await pickPlaces(t.db, berlin.id),
    };
    const guide = guideJson(await sendGuide(t, creator, { method: "POST" }, body), 201);
    const back = await sendGuide(t, creator, { method: "PUT", id: guide.id }, { ...body, status: "draft" });
    expect(back.statusCode, back.body).toBe(200);
    expectGone(await read(reader, guide.id), guide.id, "unpublished");
  });

  it("deleted: its address says so to everyone, and those who saved it see it marked until they remove it", async () => {
    const id = await berlinGuide("Berlin, deleted");
    expect((await save(reader, id)).statusCode).toBe(200);
    const deleted = await t.app.inject(as(creator, { method: "DELETE", url: `/api/guides/${id}` }));
    expect(deleted.statusCode).toBe(204);

    for (const viewer of [undefined, reader, creator]) expectGone(await read(viewer, id), id, "deleted");
    expect((await savedPage(reader)).gone).toContainEqual({
      id,
      why: "deleted",
      city: { slug: "berlin", name: "Berlin" },
    });
    const unsave = await t.app.inject(as(reader, { method: "DELETE", url: `/api/me/saved-guides/${id}` }));
    expect(unsave.statusCode).toBe(200);
    expect((await savedPage(reader)).gone.map((gone) => gone.id)).not.toContain(id);
    // Nothing can be saved or exported at a gone address.
    expectApiError(await save(reader, id), 404, "NOT_FOUND");
  });

  it("a draft that was never published stays not found when deleted, and an unknown id too", async () => {
    const draft = guideJson(
      await sendGuide(
        t,
        creator,
        { method: "POST" },
        {
          name: "Berlin, never shown",
          cityId: (await cityByValue(t.db, "berlin")).id,
          places: { cafesBrunch: [], lunchDinner: [], drinksNightlife: [], placesToVisit: [] },
          status: "draft",
        },
      ),
      201,
    );
    expectApiError(await read(reader, draft.id), 404, "NOT_FOUND");
    expect(
      (await t.app.inject(as(creator, { method: "DELETE", url: `/api/guides/${draft.id}` }))).statusCode,
    ).toBe(204);
    for (const viewer of [undefined, creator]) expectApiError(await read(viewer, draft.id), 404, "NOT_FOUND");
    expectApiError(await read(undefined, crypto.randomUUID()), 404, "NOT_FOUND");
  });
});
