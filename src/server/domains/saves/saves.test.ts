import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  BookmarkedPlaceGroups,
  GuideDetail,
  GuidePage,
  PlaceDetail,
  SavedGuideGroups,
  SaveResult,
} from "../../../shared/schemas";
import { placeBookmarks, savedGuides } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let alice: TestAccount;
let bob: TestAccount;
let guideId: string;
let placeId: string;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const feed = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides" }));
  guideId = feed.items[0]?.id ?? "";
  const london = await cityByValue(t.db, "london");
  placeId = (await placeIds(t.db, london.id, "placesToVisit"))[0] ?? "";
});

const saveGuide = (account: TestAccount | undefined, method: "PUT" | "DELETE", id = guideId) =>
  t.app.inject(as(account, { method, url: `/api/me/saved-guides/${id}` }));
const bookmarkPlace = (account: TestAccount | undefined, method: "PUT" | "DELETE", id = placeId) =>
  t.app.inject(as(account, { method, url: `/api/me/bookmarked-places/${id}` }));

async function savedRows(userId: string) {
  return t.db
    .select()
    .from(savedGuides)
    .where(and(eq(savedGuides.userId, userId), eq(savedGuides.guideId, guideId)));
}

describe("saving guides", () => {
  it("saves once; saving again keeps one row and says it was already saved", async () => {
    expect(okJson<SaveResult>(await saveGuide(alice, "PUT"))).toEqual({ saved: true, already: false });
    expect(okJson<SaveResult>(await saveGuide(alice, "PUT"))).toEqual({ saved: true, already: true });
    expect(await savedRows(alice.id)).toHaveLength(1);
  });

  it("concurrent saves of the same guide leave exactly one row", async () => {
    await saveGuide(bob, "DELETE");
    const answers = await Promise.all([saveGuide(bob, "PUT"), saveGuide(bob, "PUT"), saveGuide(bob, "PUT")]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await savedRows(bob.id)).toHaveLength(1);
    await saveGuide(bob, "DELETE");
  });

  it("shows the saved state in the feed and in the guide, for the saver only", async () => {
    const feed = okJson<GuidePage>(await t.app.inject(as(alice, { method: "GET", url: "/api/guides" })));
    expect(feed.items.find((guide) => guide.id === guideId)?.isSaved).toBe(true);
    const detail = okJson<GuideDetail>(
      await t.app.inject(as(alice, { method: "GET", url: `/api/guides/${guideId}` })),
    );
    expect(detail.isSaved).toBe(true);
    const bobsView = okJson<GuideDetail>(
      await t.app.inject(as(bob, { method: "GET", url: `/api/guides/${guideId}` })),
    );
    expect(bobsView.isSaved).toBe(false);
    const anonymous = okJson<GuideDetail>(
      await t.app.inject({ method: "GET", url: `/api/guides/${guideId}` }),
    );
    expect(anonymous.isSaved).toBe(false);
  });

  it("lists saved guides grouped by location, in one request", async () => {
    const { groups } = okJson<SavedGuideGroups>(
      await t.app.inject(as(alice, { method: "GET", url: "/api/me/saved-guides" })),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.guides.map((guide) => guide.id)).toEqual([guideId]);
    expect(groups[0]?.citySlug).toBe(groups[0]?.guides[0]?.citySlug);
    const bobs = okJson<SavedGuideGroups>(
      await t.app.inject(as(bob, { method: "GET", url: "/api/me/saved-guides" })),
    );
    expect(bobs.groups).toEqual([]);
  });

  it("another user's unsave cannot touch alice's save", async () => {
    expect((await saveGuide(bob, "DELETE")).statusCode).toBe(200);
    expect(await savedRows(alice.id)).toHaveLength(1);
  });

  it("unsaves, and unsaving again is not an error", async () => {
    expect(okJson<SaveResult>(await saveGuide(alice, "DELETE"))).toEqual({ saved: false, already: false });
    expect((await saveGuide(alice, "DELETE")).statusCode).toBe(200);
    expect(await savedRows(alice.id)).toHaveLength(0);
  });

  it("refuses visitors with 401 and unknown guides with 404, changing nothing", async () => {
    expectApiError(await saveGuide(undefined, "PUT"), 401, "UNAUTHORIZED");
    expectApiError(await t.app.inject({ method: "GET", url: "/api/me/saved-guides" }), 401, "UNAUTHORIZED");
    expectApiError(await saveGuide(alice, "PUT", "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectApiError(await saveGuide(alice, "PUT", "not-a-uuid"), 400, "VALIDATION_FAILED");
    expect(await t.db.select().from(savedGuides)).toHaveLength(0);
  });
});

describe("bookmarking places", () => {
  it("bookmarks once, shows it on the place, and lists it under its city", async () => {
    expect(okJson<SaveResult>(await bookmarkPlace(alice, "PUT"))).toEqual({ saved: true, already: false });
    expect(okJson<SaveResult>(await bookmarkPlace(alice, "PUT"))).toEqual({ saved: true, already: true });
    const place = okJson<PlaceDetail>(
      await t.app.inject(as(alice, { method: "GET", url: `/api/places/${placeId}` })),
    );
    expect(place.isBookmarked).toBe(true);
    const { groups } = okJson<BookmarkedPlaceGroups>(
      await t.app.inject(as(alice, { method: "GET", url: "/api/me/bookmarked-places" })),
    );
    expect(groups).toEqual([
      {
        city: "London",
        citySlug: "london",
        total: 1,
        places: [expect.objectContaining({ id: placeId, isBookmarked: true })],
      },
    ]);
  });

  it("keeps bookmarks private to their owner", async () => {
    const { groups } = okJson<BookmarkedPlaceGroups>(
      await t.app.inject(as(bob, { method: "GET", url: "/api/me/bookmarked-places" })),
    );
    expect(groups).toEqual([]);
    await bookmarkPlace(bob, "DELETE");
    const rows = await t.db.select().from(placeBookmarks).where(eq(placeBookmarks.userId, alice.id));
    expect(rows).toHaveLength(1);
  });

  it("removes a bookmark and refuses visitors", async () => {
    expect((await bookmarkPlace(alice, "DELETE")).statusCode).toBe(200);
    expectApiError(await bookmarkPlace(undefined, "PUT"), 401, "UNAUTHORIZED");
    expectApiError(
      await bookmarkPlace(alice, "PUT", "00000000-0000-4000-8000-000000000000"),
      404,
      "NOT_FOUND",
    );
    expect(await t.db.select().from(placeBookmarks)).toHaveLength(0);
  });
});

describe("statements per request for a signed-in user", () => {
  it("home feed and guide detail stay within three SQL statements", async () => {
    t.queries.reset();
    await t.app.inject(as(alice, { method: "GET", url: "/api/guides" }));
    const feedStatements = t.queries.count;
    t.queries.reset();
    await t.app.inject(as(alice, { method: "GET", url: `/api/guides/${guideId}` }));
    expect(feedStatements).toBeLessThanOrEqual(3);
    expect(t.queries.count).toBeLessThanOrEqual(3);
  });
});
