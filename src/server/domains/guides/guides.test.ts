import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../shared/limits";
import type { CityGuidePage, GuideCard, GuidePage } from "../../../shared/schemas";
import { encodeCursor } from "../../infrastructure/db/keyset-pages";
import { guides } from "../../infrastructure/db/schema";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, createGuide, createUser } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

/** Newest first, ties broken by id, as the API promises (docs/decisions/005). */
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

async function getPage(url: string) {
  return okJson<GuidePage>(await t.app.inject({ method: "GET", url }));
}

/** Follows nextCursor to the end, checking every page's size. */
async function readAllPages(path: string, limit: number): Promise<GuideCard[]> {
  const all: GuideCard[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const page = await getPage(`${path}?limit=${limit}${query}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

let paris: CityRow;
let userId: string;
beforeAll(async () => {
  paris = await cityByValue(t.db, "paris");
  userId = await createUser(t.db, { username: "tess_travels", firstName: "Tess" });
});

describe("GET /api/guides (home feed)", () => {
  it("lists the three demo guides, newest first, with everything a card shows", async () => {
    const page = await getPage("/api/guides");
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((guide) => guide.name).sort()).toEqual([
      "Barcelona by Jordi",
      "London by Olivia",
      "New York by Maya",
    ]);
    expect([...page.items].sort(newestFirst)).toEqual(page.items);
    expect(page.items.find((guide) => guide.location === "New York")).toMatchObject({
      citySlug: "new-york",
      backgroundColor: "#A06CD5",
      isDemo: true,
      coverImage: expect.stringMatching(/^guides\/[0-9a-f-]{36}\/seed-cover$/),
      creator: {
        id: "demo-profile-new-york",
        username: "@maya_eats",
        name: "Maya",
        avatar: "avatars/demo-profile-new-york/seed",
      },
    });
  });

  it("puts a new guide first", async () => {
    const id = await createGuide(t.db, { createdBy: userId, city: paris, name: "Paris in a weekend" });
    const [first] = (await getPage("/api/guides")).items;
    expect(first).toMatchObject({
      id,
      name: "Paris in a weekend",
      location: "Paris",
      backgroundColor: "#FF7B54",
      coverImage: null,
      isDemo: false,
      creator: { id: userId, username: "@tess_travels", name: "Tess", avatar: null },
    });
  });

  it("shows '@unknown' and 'Unknown' for a creator without username or first name", async () => {
    const anonymous = await createUser(t.db, { username: null, firstName: "" });
    const id = await createGuide(t.db, { createdBy: anonymous, city: paris });
    const card = (await getPage("/api/guides")).items.find((guide) => guide.id === id);
    expect(card?.creator).toMatchObject({ username: "@unknown", name: "Unknown" });
  });

  describe("with more guides than a page", () => {
    const tiedAt = new Date("2024-03-01T12:00:00.000Z");
    beforeAll(async () => {
      const ids: string[] = [];
      for (let n = 0; n < 25; n++) ids.push(await createGuide(t.db, { createdBy: userId, city: paris }));
      // Nine guides created in the same millisecond: only the id orders them, across page boundaries too.
      await t.db
        .update(guides)
        .set({ createdAt: tiedAt })
        .where(inArray(guides.id, ids.slice(5, 14)));
    });

    it("serves pages of FEED_PAGE_SIZE by default, with a cursor to the next one", async () => {
      const page = await getPage("/api/guides");
      expect(page.items).toHaveLength(FEED_PAGE_SIZE);
      expect(page.nextCursor).toEqual(expect.any(String));
    });

    it.each([1, 5, 7, FEED_PAGE_SIZE, MAX_PAGE_SIZE])(
      "walks every guide once, in order, %i at a time",
      async (limit) => {
        const rows = await t.db.select({ id: guides.id, createdAt: guides.createdAt }).from(guides);
        const expected = rows
          .map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() }))
          .sort(newestFirst);
        const walked = await readAllPages("/api/guides", limit);
        expect(new Set(walked.map((guide) => guide.id)).size).toBe(walked.length);
        expect(walked.map((guide) => guide.id)).toEqual(expected.map((row) => row.id));
        expect(walked.filter((guide) => guide.createdAt === tiedAt.toISOString())).toHaveLength(9);
      },
    );

    it("pages a city's guides the same way", async () => {
      const walked = await readAllPages("/api/cities/paris/guides", 4);
      expect(walked).toHaveLength(27);
      expect(new Set(walked.map((guide) => guide.id)).size).toBe(27);
      expect(walked.every((guide) => guide.location === "Paris")).toBe(true);
      expect([...walked].sort(newestFirst)).toEqual(walked);
    });
  });

  it.each([
    ["not base64 at all", "%%%"],
    ["garbage", Buffer.from("garbage").toString("base64url")],
    ["a bad date", Buffer.from(`yesterday|${randomUUID()}`).toString("base64url")],
    ["a bad id", Buffer.from("2024-01-01T00:00:00.000Z|1234").toString("base64url")],
    ["a loose date", Buffer.from(`1|${randomUUID()}`).toString("base64url")],
    [
      "a day that does not exist",
      Buffer.from(`2024-02-30T00:00:00.000Z|${randomUUID()}`).toString("base64url"),
    ],
    ["an id of dashes", Buffer.from(`2024-01-01T00:00:00.000Z|${"-".repeat(36)}`).toString("base64url")],
  ])("refuses a cursor that is %s with 400", async (_, cursor) => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides?cursor=${cursor}` });
    expectApiError(response, 400, "BAD_REQUEST", "Invalid cursor");
  });

  it("refuses an overlong cursor", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides?cursor=${"a".repeat(201)}` });
    expectApiError(response, 400, "VALIDATION_FAILED");
  });

  it("accepts a well-formed cursor past the end", async () => {
    const cursor = encodeCursor({ createdAt: "2000-01-01T00:00:00.000Z", id: randomUUID() });
    expect(await getPage(`/api/guides?cursor=${cursor}`)).toEqual({ items: [], nextCursor: null });
  });

  it.each(["0", "-1", String(MAX_PAGE_SIZE + 1), "2.5", "many"])("refuses limit=%s", async (limit) => {
    const response = await t.app.inject({ method: "GET", url: `/api/guides?limit=${limit}` });
    const error = expectApiError(response, 400, "VALIDATION_FAILED", "Invalid request");
    expect(Object.keys(error.details ?? {})).toEqual(["limit"]);
  });

  it("accepts the smallest and largest limits", async () => {
    expect((await getPage("/api/guides?limit=1")).items).toHaveLength(1);
    // All 30 guides fit in one page of the largest size.
    expect(await getPage(`/api/guides?limit=${MAX_PAGE_SIZE}`)).toMatchObject({ nextCursor: null });
    expect((await getPage(`/api/guides?limit=${MAX_PAGE_SIZE}`)).items).toHaveLength(30);
  });
});

describe("GET /api/cities/:slug/guides", () => {
  it("lists a city's guides by its slug, with the city", async () => {
    const page = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/new-york/guides" }),
    );
    expect(page.city).toMatchObject({ name: "New York", value: "newYork", slug: "new-york" });
    expect(page.items.map((guide) => guide.name)).toEqual(["New York by Maya"]);
    expect(page.nextCursor).toBeNull();
  });

  it("accepts the slug in any case", async () => {
    const page = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/New-York/guides" }),
    );
    expect(page.city.slug).toBe("new-york");
  });

  it("answers an empty list for a city without guides", async () => {
    const page = okJson<CityGuidePage>(
      await t.app.inject({ method: "GET", url: "/api/cities/tokyo/guides" }),
    );
    expect(page).toMatchObject({ city: { name: "Tokyo" }, items: [], nextCursor: null });
  });

  it("answers 404 'City not found' for an unknown city", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/cities/atlantis/guides" });
    expectApiError(response, 404, "NOT_FOUND", "City not found");
  });
});

describe("SQL statements per request", () => {
  const cases = [
    ["the home feed", "/api/guides"],
    ["a later page of the home feed", "/api/guides?limit=2&cursor=CURSOR"],
    ["a city's guides", "/api/cities/paris/guides"],
    ["a guide", "/api/guides/GUIDE"],
  ] as const;

  it.each(cases)("%s takes at most 3", async (_, template) => {
    const first = await getPage("/api/guides?limit=2");
    const url = template
      .replace("CURSOR", encodeURIComponent(first.nextCursor ?? ""))
      .replace("GUIDE", first.items[0]?.id ?? "");
    t.queries.reset();
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(t.queries.count).toBeGreaterThan(0);
    expect(t.queries.count, t.queries.statements.join("\n")).toBeLessThanOrEqual(3);
  });
});
