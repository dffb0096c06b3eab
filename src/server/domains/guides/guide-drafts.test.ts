import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../shared/categories";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type {
  CityGuidePage,
  GuideCard,
  GuideDetail,
  GuidePage,
  PlaceGuideMention,
  SavedGuideGroups,
} from "../../../shared/schemas";
import { places } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import { type GuideBody, guideJson, guideRecord, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let alice: TestAccount;
let bob: TestAccount;
/** Three Berlin places a category: enough to publish. */
let full: GuideBody;
let firstCafe: string;
beforeAll(async () => {
  [alice, bob] = [await signUp(t.app), await signUp(t.app)];
  const berlin = await cityByValue(t.db, "berlin");
  full = { name: "Berlin, slowly", cityId: berlin.id, places: await pickPlaces(t.db, berlin.id) };
  firstCafe = full.places.cafesBrunch[0] ?? "";
});

/** A draft of Alice's with a single café, as 'Save as draft' sends it early on. */
const oneCafeDraft = (name: string): GuideBody => ({
  ...full,
  name,
  status: "draft",
  places: { ...byCategory(() => []), cafesBrunch: [firstCafe] },
  notes: { [firstCafe]: "Secret spot" },
});

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));

/** Every list a guide can appear in, as the given caller sees it: the ids each shows. */
async function listings(account: TestAccount | undefined, guide: GuideDetail) {
  const ids = (cards: GuideCard[]) => cards.map((card) => card.id);
  const profile = okJson<{ guides: GuideCard[]; drafts: GuideCard[] }>(
    await get(`/api/profiles/${alice.username}`, account),
  );
  return {
    feed: ids(okJson<GuidePage>(await get("/api/guides?limit=50", account)).items),
    byName: ids(
      okJson<GuidePage>(await get(`/api/guides?q=${encodeURIComponent(guide.name)}`, account)).items,
    ),
    city: ids(okJson<CityGuidePage>(await get("/api/cities/berlin/guides?limit=50", account)).items),
    profileGuides: ids(profile.guides),
    profileDrafts: ids(profile.drafts),
    placeGuides: okJson<{ items: PlaceGuideMention[] }>(
      await get(`/api/places/${firstCafe}/guides`, account),
    ).items.map((mention) => mention.guideId),
  };
}

describe("drafts", () => {
  it("keeps a draft with one place, shown to its creator only: 404 and absent from every list for others", async () => {
    const draft = guideJson(
      await sendGuide(t, alice, { method: "POST" }, oneCafeDraft("Half a Berlin")),
      201,
    );
    expect(draft).toMatchObject({ status: "draft" });
    expect(draft.places.cafesBrunch).toMatchObject([{ id: firstCafe, note: "Secret spot" }]);

    expect(guideJson(await get(`/api/guides/${draft.id}`, alice))).toEqual(draft);
    for (const other of [undefined, bob]) {
      expectApiError(await get(`/api/guides/${draft.id}`, other), 404, "NOT_FOUND");
      const seen = await listings(other, draft);
      for (const [list, ids] of Object.entries(seen)) expect(ids, list).not.toContain(draft.id);
    }
    const own = await listings(alice, draft);
    expect(own.profileDrafts).toContain(draft.id);
    for (const [list, ids] of Object.entries({ ...own, profileDrafts: [] }))
      expect(ids, `${list} is no place for a draft, even the creator's`).not.toContain(draft.id);
  });

  it("answers 404, changing nothing, when someone else edits, renames, deletes or saves a draft", async () => {
    const draft = guideJson(await sendGuide(t, alice, { method: "POST" }, oneCafeDraft("Not yours")), 201);
    const before = await guideRecord(t, draft.id);
    expectApiError(await sendGuide(t, bob, { method: "PUT", id: draft.id }, full), 404, "NOT_FOUND");
    expectApiError(
      await sendGuide(t, bob, { method: "PATCH", id: draft.id }, { name: "Mine now", cityId: full.cityId }),
      404,
      "NOT_FOUND",
    );
    expectApiError(
      await t.app.inject(as(bob, { method: "DELETE", url: `/api/guides/${draft.id}` })),
      404,
      "NOT_FOUND",
    );
    for (const account of [bob, alice]) {
      const save = await t.app.inject(
        as(account, { method: "PUT", url: `/api/me/saved-guides/${draft.id}` }),
      );
      expectApiError(save, 404, "NOT_FOUND");
    }
    expect(await guideRecord(t, draft.id)).toEqual(before);
  });

  it("applies every publishing rule only on publishing, and the maximum always", async () => {
    const draft = guideJson(await sendGuide(t, alice, { method: "POST" }, oneCafeDraft("Almost")), 201);
    const publishEarly = await sendGuide(
      t,
      alice,
      { method: "PUT", id: draft.id },
      { ...oneCafeDraft("Almost"), status: "published" },
    );
    expectApiError(publishEarly, 400, "BAD_REQUEST", GUIDE_MESSAGES.missingPlacesText);
    expect((await guideRecord(t, draft.id)).row?.status).toBe("draft");

    const berlin = full.cityId;
    // Berlin's catalogue has fewer than 13 cafés: add enough for one too many.
    await t.db.insert(places).values(
      Array.from({ length: 13 }, (_, n) => ({
        name: `Draft Cafe ${n}`,
        category: "cafesBrunch",
        cityId: berlin,
      })),
    );
    const thirteen = (await placeIds(t.db, berlin, "cafesBrunch")).slice(0, 13);
    const overfull = {
      ...oneCafeDraft("Too much"),
      places: { ...byCategory(() => []), cafesBrunch: thirteen },
    };
    expectApiError(
      await sendGuide(t, alice, { method: "PUT", id: draft.id }, { ...overfull, notes: {} }),
      400,
      "BAD_REQUEST",
      GUIDE_MESSAGES.tooManyPlaces,
    );
  });

  it("publishes a draft into every list, and unpublishing takes it out again", async () => {
    const draft = guideJson(
      await sendGuide(t, alice, { method: "POST" }, oneCafeDraft("Berlin at last")),
      201,
    );
    const published = guideJson(
      await sendGuide(
        t,
        alice,
        { method: "PUT", id: draft.id },
        { ...full, name: "Berlin at last", notes: { [firstCafe]: "Go early" } },
      ),
    );
    expect(published.status).toBe("published");
    const save = await t.app.inject(as(bob, { method: "PUT", url: `/api/me/saved-guides/${draft.id}` }));
    expect(save.statusCode).toBe(200);
    const seen = await listings(bob, published);
    for (const list of ["feed", "byName", "city", "profileGuides", "placeGuides"] as const)
      expect(seen[list], list).toContain(draft.id);
    expect(seen.profileDrafts).toEqual([]);

    guideJson(
      await sendGuide(
        t,
        alice,
        { method: "PUT", id: draft.id },
        { ...full, name: "Berlin at last", status: "draft" },
      ),
    );
    // Published once, its address says it is no longer available, and nothing more (decision 049).
    expectApiError(await get(`/api/guides/${draft.id}`, bob), 410, "GONE");
    const after = await listings(bob, published);
    for (const [list, ids] of Object.entries(after)) expect(ids, list).not.toContain(draft.id);
    const saved = okJson<SavedGuideGroups>(await get("/api/me/saved-guides", bob));
    expect(saved.groups.flatMap((group) => group.guides.map((guide) => guide.id))).not.toContain(draft.id);
    expect((await listings(alice, published)).profileDrafts).toContain(draft.id);
  });

  it("publishes a stored draft from the Drafts list, or refuses with what is missing and keeps it a draft", async () => {
    const publish = (id: string, account?: TestAccount) =>
      t.app.inject(as(account, { method: "POST", url: `/api/guides/${id}/publish` }));
    const early = guideJson(await sendGuide(t, alice, { method: "POST" }, oneCafeDraft("Not yet")), 201);
    expectApiError(await publish(early.id, alice), 400, "BAD_REQUEST");
    const refused = await publish(early.id, alice);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      GUIDE_MESSAGES.missingPlacesText,
    );
    expect(okJson<GuideDetail>(await get(`/api/guides/${early.id}`, alice)).status).toBe("draft");
    expectApiError(await publish(early.id, bob), 404, "NOT_FOUND");

    const ready = guideJson(
      await sendGuide(
        t,
        alice,
        { method: "POST" },
        { ...full, name: "Ready Berlin", status: "draft", notes: { [firstCafe]: "Go early" } },
      ),
      201,
    );
    const published = okJson<GuideDetail>(await publish(ready.id, alice));
    expect(published.status).toBe("published");
    // As stored: the same places in the same order, the note kept.
    for (const key of Object.keys(full.places) as (keyof typeof full.places)[])
      expect(
        published.places[key].map((place) => place.id),
        key,
      ).toEqual(full.places[key]);
    expect(published.places.cafesBrunch[0]?.note).toBe("Go early");
    expect((await listings(bob, published)).feed).toContain(ready.id);
    // Again: nothing to do, the same answer.
    expect(okJson<GuideDetail>(await publish(ready.id, alice)).status).toBe("published");
  });
});
