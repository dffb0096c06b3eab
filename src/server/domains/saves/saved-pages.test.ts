import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SAVED_PAGE_SIZE } from "../../../shared/limits";
import type { BookmarkedPlaceGroups, SavedGuideGroups } from "../../../shared/schemas";
import { guides, placeBookmarks, places, savedGuides } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let member: TestAccount;
/** What the member saved and bookmarked, most recent first, as the lists must give them back. */
let savedOrder: { id: string; cityId: string }[];
let bookmarkOrder: { id: string; cityId: string }[];
beforeAll(async () => {
  member = await signUp(t.app);
  const writer = await signUp(t.app);
  for (const value of ["paris", "london"]) {
    const city = await cityByValue(t.db, value);
    for (let index = 0; index < 15; index++) await createGuide(t.db, { createdBy: writer.id, city });
  }
  const published = await t.db
    .select({ id: guides.id, cityId: guides.cityId })
    .from(guides)
    .where(eq(guides.status, "published"));
  const catalogue = await t.db
    .select({ id: places.id, cityId: places.cityId })
    .from(places)
    .where(eq(places.reviewStatus, "approved"))
    .limit(60);
  const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, index));
  await t.db
    .insert(savedGuides)
    .values(
      published.map((guide, index) => ({ userId: member.id, guideId: guide.id, createdAt: at(index) })),
    );
  await t.db
    .insert(placeBookmarks)
    .values(
      catalogue.map((place, index) => ({ userId: member.id, placeId: place.id, createdAt: at(index) })),
    );
  savedOrder = published.reverse();
  bookmarkOrder = catalogue.reverse();
});

const get = (url: string) => t.app.inject(as(member, { method: "GET", url }));

/** Every page of a list from its first, following nextCursor; the pages' groups in order. */
async function walk<Page extends { nextCursor: string | null }>(path: string, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const separator = query || cursor ? "?" : "";
    const after = cursor ? `${query ? "&" : ""}cursor=${encodeURIComponent(cursor)}` : "";
    const page: Page = okJson<Page>(await get(`${path}${separator}${query}${after}`));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const totalsByCity = (order: { cityId: string }[]) =>
  order.reduce((totals, { cityId }) => totals.set(cityId, (totals.get(cityId) ?? 0) + 1), new Map());

describe("saved guides, a page at a time", () => {
  it("gives every saved guide once, most recent first, grouped by city with the city's total", async () => {
    expect(savedOrder.length).toBeGreaterThan(SAVED_PAGE_SIZE);
    const first = okJson<SavedGuideGroups>(await get("/api/me/saved-guides"));
    expect(first.groups.flatMap((group) => group.guides)).toHaveLength(SAVED_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const pages = await walk<SavedGuideGroups>("/api/me/saved-guides", "limit=7");
    const ids = pages.flatMap((page) =>
      page.groups.flatMap((group) => group.guides.map((guide) => guide.id)),
    );
    expect(ids).toEqual(savedOrder.map((guide) => guide.id));
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const totals = totalsByCity(savedOrder);
    const slugTotals = new Map<string, number>();
    for (const group of pages.flatMap((page) => page.groups)) slugTotals.set(group.citySlug, group.total);
    expect([...slugTotals.values()].sort()).toEqual([...totals.values()].sort());
  });

  it("keeps one city's saved guides with city=", async () => {
    const { groups } = okJson<SavedGuideGroups>(await get("/api/me/saved-guides?limit=1"));
    const slug = groups[0]?.citySlug ?? "";
    const pages = await walk<SavedGuideGroups>("/api/me/saved-guides", `city=${slug}&limit=2`);
    const cityGroups = pages.flatMap((page) => page.groups);
    expect(new Set(cityGroups.map((group) => group.citySlug))).toEqual(new Set([slug]));
    expect(cityGroups.flatMap((group) => group.guides)).toHaveLength(cityGroups[0]?.total ?? -1);
  });

  it("refuses a broken cursor or a page past the maximum, in the API's error shape", async () => {
    expectApiError(await get("/api/me/saved-guides?cursor=bm90LWEtY3Vyc29y"), 400, "BAD_REQUEST");
    expectApiError(await get("/api/me/saved-guides?limit=51"), 400, "VALIDATION_FAILED");
    expectApiError(await get("/api/me/bookmarked-places?limit=0"), 400, "VALIDATION_FAILED");
  });
});

describe("bookmarked places, a page at a time", () => {
  it("gives every bookmark once, most recent first, with each city's total", async () => {
    const pages = await walk<BookmarkedPlaceGroups>("/api/me/bookmarked-places", "limit=9");
    const ids = pages.flatMap((page) =>
      page.groups.flatMap((group) => group.places.map((place) => place.id)),
    );
    expect(ids).toEqual(bookmarkOrder.map((place) => place.id));
    const totals = totalsByCity(bookmarkOrder);
    const slugTotals = new Map<string, number>();
    for (const group of pages.flatMap((page) => page.groups)) slugTotals.set(group.citySlug, group.total);
    expect([...slugTotals.values()].sort()).toEqual([...totals.values()].sort());
  });

  it("keeps one city's bookmarks with city=, and an unknown city has none", async () => {
    const { groups } = okJson<BookmarkedPlaceGroups>(await get("/api/me/bookmarked-places?limit=1"));
    const slug = groups[0]?.citySlug ?? "";
    const { groups: city } = okJson<BookmarkedPlaceGroups>(
      await get(`/api/me/bookmarked-places?city=${slug}&limit=50`),
    );
    expect(city.map((group) => group.citySlug)).toEqual([slug]);
    expect(city[0]?.places).toHaveLength(city[0]?.total ?? -1);
    const none = okJson<BookmarkedPlaceGroups>(await get("/api/me/bookmarked-places?city=atlantis"));
    expect(none).toEqual({ groups: [], nextCursor: null });
  });
});
