import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POPULAR } from "../../../shared/limits";
import type {
  CityGuideCounts,
  CityGuidePage,
  GuideCard,
  GuideDetail,
  PopularGuides,
  SavedGuideGroups,
} from "../../../shared/schemas";
import { guides } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import {
  type CityRow,
  cityByValue,
  createGuide,
  createUser,
  saveGuideAt,
  setGuideCreatedAt,
} from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();
const DAY = 24 * 60 * 60_000;
const now = Date.now();
const ago = (days: number, minutes = 0) => new Date(now - days * DAY - minutes * 60_000);

let paris: CityRow;
let creator: TestAccount;
let viewer: TestAccount;
/** Paris guides, oldest first; saves in the last 30 days: A 3, B 1 (and 5 older), C 2 (one the viewer's), D 0; E a draft. */
const ids = { A: "", B: "", C: "", D: "", E: "" };

/** Saves the guide once per new user at each of the given times. */
async function savesAt(guideId: string, times: Date[]) {
  for (const at of times) await saveGuideAt(t.db, await createUser(t.db), guideId, at);
}

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));
const parisPage = async (query: string, account?: TestAccount) =>
  okJson<CityGuidePage>(await get(`/api/cities/paris/guides?${query}`, account));
const names = (cards: GuideCard[]) => cards.map((card) => card.name);

/** Every page of Paris's guides in that sort, `limit` at a time. */
async function allPages(sort: "newest" | "popular", limit: number) {
  const seen: GuideCard[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ sort, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page = await parisPage(query.toString());
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  paris = await cityByValue(t.db, "paris");
  creator = await signUp(t.app);
  viewer = await signUp(t.app);
  for (const [index, key] of (["A", "B", "C", "D", "E"] as const).entries()) {
    const id = await createGuide(t.db, { createdBy: creator.id, city: paris, name: `Paris ${key}` });
    await setGuideCreatedAt(t.db, id, ago(10 - index));
    ids[key] = id;
  }
  await savesAt(ids.A, [ago(1), ago(6), ago(29)]);
  await savesAt(ids.B, [ago(2), ago(30, 1), ago(31), ago(45), ago(90), ago(365)]);
  await savesAt(ids.C, [ago(20)]);
  // Saved while published, then unpublished: its saves stay in the table but count nowhere.
  await savesAt(ids.E, [ago(1), ago(1), ago(1), ago(1)]);
  await t.db.update(guides).set({ status: "draft" }).where(eq(guides.id, ids.E));
  await saveGuideAt(t.db, viewer.id, ids.C, ago(3));
});

describe("how many saved a guide", () => {
  it("every card and the guide page count all saves, whenever they were made", async () => {
    const page = await parisPage("");
    expect(page.items.map((card) => [card.name, card.saveCount])).toEqual([
      ["Paris D", 0],
      ["Paris C", 2],
      ["Paris B", 6],
      ["Paris A", 3],
    ]);
    const detail = okJson<GuideDetail>(await get(`/api/guides/${ids.B}`));
    expect(detail.saveCount).toBe(6);
    const saved = okJson<SavedGuideGroups>(await get("/api/me/saved-guides", viewer));
    expect(saved.groups[0]?.guides.map((card) => [card.id, card.saveCount])).toEqual([[ids.C, 2]]);
    const search = okJson<{ guides: GuideCard[] }>(await get("/api/search?q=Paris%20C"));
    expect(search.guides.find((card) => card.id === ids.C)?.saveCount).toBe(2);
  });

  it("a draft never shows its saves, not even to its creator", async () => {
    const detail = okJson<GuideDetail>(await get(`/api/guides/${ids.E}`, creator));
    expect(detail).toMatchObject({ status: "draft", saveCount: 0 });
    const profile = okJson<{ drafts: GuideCard[] }>(await get(`/api/profiles/${creator.username}`, creator));
    expect(profile.drafts.map((card) => [card.id, card.saveCount])).toEqual([[ids.E, 0]]);
  });
});

describe("a city's guides by popularity", () => {
  it("orders by saves of the last 30 days, ties newest first, drafts left out", async () => {
    expect(names((await parisPage("sort=popular")).items)).toEqual([
      "Paris A",
      "Paris C",
      "Paris B",
      "Paris D",
    ]);
    expect(names((await parisPage("sort=newest")).items)).toEqual([
      "Paris D",
      "Paris C",
      "Paris B",
      "Paris A",
    ]);
  });

  it("pages through the same order a guide at a time, each guide once", async () => {
    expect(names(await allPages("popular", 1))).toEqual(["Paris A", "Paris C", "Paris B", "Paris D"]);
    expect(names(await allPages("popular", 3))).toEqual(["Paris A", "Paris C", "Paris B", "Paris D"]);
    expect(names(await allPages("newest", 1))).toEqual(["Paris D", "Paris C", "Paris B", "Paris A"]);
  });

  it("refuses a cursor of the other order, a made-up one and an unknown sort", async () => {
    const newest = await parisPage("sort=newest&limit=1");
    const popular = await parisPage("sort=popular&limit=1");
    const url = (query: string) => `/api/cities/paris/guides?${query}`;
    const refused = (response: Awaited<ReturnType<typeof get>>) =>
      expectApiError(response, 400, "BAD_REQUEST", "Invalid cursor");
    refused(await get(url(`sort=popular&cursor=${newest.nextCursor}`)));
    refused(await get(url(`sort=newest&cursor=${popular.nextCursor}`)));
    const cursor = (saves: string) =>
      Buffer.from(`popular|${new Date().toISOString()}|${saves}|${new Date().toISOString()}|${ids.A}`);
    expect((await get(url(`sort=popular&cursor=${cursor("9").toString("base64url")}`))).statusCode).toBe(200);
    refused(await get(url(`sort=popular&cursor=${cursor("-1").toString("base64url")}`)));
    refused(await get(url(`sort=popular&cursor=${cursor("1e3").toString("base64url")}`)));
    expectApiError(await get(url("sort=best")), 400, "VALIDATION_FAILED");
  });

  // The window's ranked saves and the city's guides nobody saved in it are one statement, a union of two index
  // reads each a page long (docs/decisions/016): one statement counting the whole city read every guide of it.
  it("costs no more statements than the newest first, and Popular this week one with the session's", async () => {
    t.queries.reset();
    await parisPage("sort=newest", viewer);
    const newest = t.queries.count;
    t.queries.reset();
    await parisPage("sort=popular", viewer);
    expect(t.queries.count).toBe(newest);
    t.queries.reset();
    await get("/api/guides/popular", viewer);
    expect(t.queries.count).toBeLessThanOrEqual(3);
  });
});

describe("Popular this week", () => {
  it("lists guides saved in the last 7 days, most saves first, leaving out drafts and older saves", async () => {
    const { items } = okJson<PopularGuides>(await get("/api/guides/popular"));
    // A: 2 saves this week; B and C: 1 each (C's two are 20 and 3 days old: one counts), C newer.
    expect(items.map((card) => [card.name, card.saveCount])).toEqual([
      ["Paris A", 3],
      ["Paris C", 2],
      ["Paris B", 6],
    ]);
    const signedIn = okJson<PopularGuides>(await get("/api/guides/popular", viewer));
    expect(signedIn.items.find((card) => card.id === ids.C)?.isSaved).toBe(true);
  });

  it("shows at most the limit, 6 by default", async () => {
    expect(POPULAR.homeLimit).toBe(6);
    const { items } = okJson<PopularGuides>(await get("/api/guides/popular?limit=1"));
    expect(names(items)).toEqual(["Paris A"]);
    expectApiError(await get("/api/guides/popular?limit=0"), 400, "VALIDATION_FAILED");
  });
});

describe("city tiles", () => {
  it("count each city's published guides, drafts left out", async () => {
    const { items } = okJson<CityGuideCounts>(await get("/api/cities/guide-counts"));
    const newYork = await cityByValue(t.db, "newYork");
    const tokyo = await cityByValue(t.db, "tokyo");
    const count = (cityId: string) => items.find((item) => item.cityId === cityId)?.guides;
    expect(items).toHaveLength(10);
    expect(count(paris.id)).toBe(4);
    expect(count(newYork.id)).toBe(1);
    expect(count(tokyo.id)).toBe(0);
  });
});

describe("paging a snapshot while people save", () => {
  it("keeps the first page's window: saves and guides made meanwhile wait for a fresh first page", async () => {
    const first = await parisPage("sort=popular&limit=2");
    expect(names(first.items)).toEqual(["Paris A", "Paris C"]);
    // D overtakes everyone and a new guide appears, both after the first page was served.
    await savesAt(ids.D, [new Date(), new Date(), new Date(), new Date()]);
    const late = await createGuide(t.db, { createdBy: creator.id, city: paris, name: "Paris F" });
    await savesAt(late, [new Date()]);
    const cursor = first.nextCursor ?? "";
    const rest = await parisPage(`sort=popular&limit=10&cursor=${cursor}`);
    expect(names(rest.items)).toEqual(["Paris B", "Paris D"]);
    expect(rest.nextCursor).toBeNull();

    const fresh = await parisPage("sort=popular");
    expect(names(fresh.items)).toEqual(["Paris D", "Paris A", "Paris C", "Paris F", "Paris B"]);
  });
});
