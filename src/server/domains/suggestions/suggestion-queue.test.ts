import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, SUGGESTION_QUEUE_PAGE_SIZE } from "../../../shared/limits";
import type { SuggestionQueue } from "../../../shared/schemas";
import { encodeCursor } from "../../infrastructure/db/keyset-pages";
import { places } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";
import { review, suggestionFields } from "../../test/suggestions";
import { insertSuggestion } from "./mutations";

const t = setupTestApp({ ...adminAppOptions, demoContent: false });

let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
/** Every pending suggestion's id, oldest first, ties by id: the order the queue promises. */
let expected: string[];

/** More than two pages, a photo on some, made straight in the database (the API allows 20 a day each). */
const COUNT = SUGGESTION_QUEUE_PAGE_SIZE * 2 + 3;
/** Three creation times only, so that many suggestions share one and only the id orders them. */
const TIMES = ["2026-01-05T09:00:00.000Z", "2026-01-05T09:00:00.001Z", "2026-01-06T12:30:00.000Z"];

beforeAll(async () => {
  ({ admin, user: alice } = await adminAndUser(t));
  bob = await signUp(t.app);
  const prague = await cityByValue(t.db, "prague");
  const ids: string[] = [];
  for (let index = 0; index < COUNT; index++) {
    const id = randomUUID();
    const suggester = index % 2 === 0 ? alice : bob;
    const input = suggestionFields(prague.id, { lat: 50.08, lng: 14.42 }, { name: `Queued Café ${index}` });
    const imageKeys = index % 5 === 0 ? [`places/${id}/0-front.webp`] : [];
    const suggestion = {
      id,
      input,
      imageKeys,
      userId: suggester.id,
      approved: false,
      perDay: Number.POSITIVE_INFINITY,
    };
    await insertSuggestion(t.db, suggestion);
    ids.push(id);
  }
  for (const [index, time] of TIMES.entries()) {
    const group = ids.filter((_, position) => position % TIMES.length === index);
    await t.db
      .update(places)
      .set({ createdAt: new Date(time) })
      .where(inArray(places.id, group));
  }
  const rows = await t.db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.reviewStatus, "pending"))
    .orderBy(asc(places.createdAt), asc(places.id));
  expected = rows.map((row) => row.id);
});

const queuePage = (query = "") => t.app.inject(as(admin, { method: "GET", url: `/api/suggestions${query}` }));

/** Every page from the first, following nextCursor; each page checked against its limit and the total. */
async function walk(limit?: number) {
  const pages: SuggestionQueue[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    if (cursor) params.set("cursor", cursor);
    if (limit) params.set("limit", String(limit));
    const page = okJson<SuggestionQueue>(await queuePage(`?${params}`));
    expect(page.items.length).toBeLessThanOrEqual(limit ?? SUGGESTION_QUEUE_PAGE_SIZE);
    expect(page.total).toBe(expected.length);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe("the queue, a page at a time", () => {
  it("walks every pending suggestion once, oldest first, ties by id, with the total on each page", async () => {
    expect(expected.length).toBeGreaterThanOrEqual(COUNT);
    const pages = await walk();
    expect(pages.map((page) => page.items.length)).toEqual([
      SUGGESTION_QUEUE_PAGE_SIZE,
      SUGGESTION_QUEUE_PAGE_SIZE,
      expected.length - 2 * SUGGESTION_QUEUE_PAGE_SIZE,
    ]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected);
    const pictured = pages.flatMap((page) => page.items).filter((item) => item.images.length > 0);
    expect(pictured.length).toBe(Math.ceil(COUNT / 5));
    for (const item of pictured) expect(item.images).toEqual([item.image]);
  });

  it("takes a smaller page size, and refuses one past the largest", async () => {
    const ids = (await walk(7)).flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(expected);
    expectApiError(await queuePage(`?limit=${MAX_PAGE_SIZE + 1}`), 400, "VALIDATION_FAILED");
    expectApiError(await queuePage("?limit=0"), 400, "VALIDATION_FAILED");
  });

  it("answers a malformed cursor with a 400, and one past the end with an empty last page", async () => {
    for (const cursor of ["not-a-cursor", Buffer.from("2026-01-05|x").toString("base64url")])
      expectApiError(await queuePage(`?cursor=${cursor}`), 400, "BAD_REQUEST", "Invalid cursor");
    const past = encodeCursor({ createdAt: "9999-01-01T00:00:00.000Z", id: randomUUID() });
    expect(okJson<SuggestionQueue>(await queuePage(`?cursor=${past}`))).toEqual({
      items: [],
      total: expected.length,
      nextCursor: null,
    });
  });

  it("skips nothing on the next page when a suggestion of the first is reviewed meanwhile", async () => {
    const first = okJson<SuggestionQueue>(await queuePage());
    const [reviewed] = first.items;
    if (!reviewed || !first.nextCursor) throw new Error("Expected a full first page");
    expect((await review(t, admin, reviewed.id, "reject", { reason: "Closed for good." })).statusCode).toBe(
      200,
    );
    const second = okJson<SuggestionQueue>(await queuePage(`?cursor=${first.nextCursor}`));
    expect(second.total).toBe(expected.length - 1);
    expect(second.items.map((item) => item.id)).toEqual(
      expected.slice(SUGGESTION_QUEUE_PAGE_SIZE, 2 * SUGGESTION_QUEUE_PAGE_SIZE),
    );
  });

  it("is the admins' alone, whatever the cursor", async () => {
    const cursor = okJson<SuggestionQueue>(await queuePage()).nextCursor;
    expectApiError(
      await t.app.inject({ method: "GET", url: `/api/suggestions?cursor=${cursor}` }),
      401,
      "UNAUTHORIZED",
    );
    const asAlice = as(alice, { method: "GET", url: `/api/suggestions?cursor=${cursor}` });
    expectApiError(await t.app.inject(asAlice), 403, "FORBIDDEN");
  });
});
