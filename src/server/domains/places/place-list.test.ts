import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlacePage } from "../../../shared/schemas";
import { places } from "../../infrastructure/db/schema";
import { setupTestApp } from "../../test/app";
import { type CityRow, cityByValue, placeIds } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let london: CityRow;
let paris: CityRow;
beforeAll(async () => {
  london = await cityByValue(t.db, "london");
  paris = await cityByValue(t.db, "paris");
  // Inserted out of order; names every collation sorts the same way.
  const names = ["Test Spot Zeta", "Test Spot Alpha", "Test Spot Mu", "100% Arabica", "A_B Bar", "AxB Bar"];
  await t.db
    .insert(places)
    .values(names.map((name) => ({ name, category: "placesToVisit", cityId: london.id, tag: "Test" })));
});

async function list(query: string): Promise<PlacePage> {
  return okJson<PlacePage>(await t.app.inject({ method: "GET", url: `/api/places?${query}` }));
}
const names = (page: PlacePage) => page.items.map((place) => place.name);

async function placeCount(filter: { cityId?: string; category?: string }) {
  const [row] = await t.db
    .select({ value: count() })
    .from(places)
    .where(
      and(
        filter.cityId ? eq(places.cityId, filter.cityId) : undefined,
        filter.category ? eq(places.category, filter.category) : undefined,
      ),
    );
  return row?.value ?? 0;
}

describe("GET /api/places", () => {
  it("filters by city and category", async () => {
    const page = await list(`cityId=${london.id}&category=cafesBrunch&limit=200`);
    expect(page.items.every((place) => place.cityId === london.id && place.category === "cafesBrunch")).toBe(
      true,
    );
    expect(page.items.every((place) => place.cityName === "London")).toBe(true);
    expect(page.items.map((place) => place.id).sort()).toEqual(
      (await placeIds(t.db, london.id, "cafesBrunch")).sort(),
    );
    expect(page).toMatchObject({ total: page.items.length, nextOffset: null });

    const city = await list(`cityId=${paris.id}&limit=200`);
    expect(city.total).toBe(await placeCount({ cityId: paris.id }));
    expect(city.items.every((place) => place.cityId === paris.id)).toBe(true);
    expect(new Set(city.items.map((place) => place.category)).size).toBe(4);

    const category = await list("category=drinksNightlife&limit=200");
    expect(category.total).toBe(await placeCount({ category: "drinksNightlife" }));
    expect(category.items.every((place) => place.category === "drinksNightlife")).toBe(true);
    expect(new Set(category.items.map((place) => place.cityId)).size).toBeGreaterThan(1);
  });

  it("searches names case-insensitively and orders by name", async () => {
    for (const q of ["test spot", "TEST SPOT", "tEsT sPoT"]) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(names(page)).toEqual(["Test Spot Alpha", "Test Spot Mu", "Test Spot Zeta"]);
      expect(page).toMatchObject({ total: 3, nextOffset: null });
    }
    const inParis = await list(`q=test%20spot&cityId=${paris.id}`);
    expect(inParis).toEqual({ items: [], total: 0, nextOffset: null });
  });

  it("matches '%' and '_' literally, not as wildcards", async () => {
    expect(names(await list(`q=${encodeURIComponent("%")}`))).toEqual(["100% Arabica"]);
    expect(names(await list(`q=${encodeURIComponent("0%")}`))).toEqual(["100% Arabica"]);
    expect(names(await list(`q=${encodeURIComponent("a_b")}`))).toEqual(["A_B Bar"]);
    expect(names(await list(`q=${encodeURIComponent("\\")}`))).toEqual([]);
  });

  it("pages with offset and limit, telling the total and the next offset", async () => {
    const first = await list("q=test%20spot&limit=2");
    expect(names(first)).toEqual(["Test Spot Alpha", "Test Spot Mu"]);
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    const second = await list("q=test%20spot&limit=2&offset=2");
    expect(names(second)).toEqual(["Test Spot Zeta"]);
    expect(second).toMatchObject({ total: 3, nextOffset: null });
    expect(await list("q=test%20spot&offset=3")).toEqual({ items: [], total: 3, nextOffset: null });
    expect(await list("q=test%20spot&offset=50")).toEqual({ items: [], total: 3, nextOffset: null });

    // Pages of 10 put together are the whole list, in the same order.
    const whole = await list(`cityId=${london.id}&limit=200`);
    expect(whole.total).toBe(await placeCount({ cityId: london.id }));
    const paged: PlacePage["items"] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: PlacePage = await list(`cityId=${london.id}&limit=10&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      expect(page.items.length).toBeLessThanOrEqual(10);
      paged.push(...page.items);
      offset = page.nextOffset;
    }
    expect(paged).toEqual(whole.items);
  });

  it("serves 50 by default and at most 200", async () => {
    const total = await placeCount({});
    expect(total).toBeGreaterThan(200);
    const page = await list("");
    expect(page).toMatchObject({ total, nextOffset: 50 });
    expect(page.items).toHaveLength(50);
    expect((await list("limit=200")).items).toHaveLength(200);
  });

  it.each([
    ["limit=201", "limit"],
    ["limit=0", "limit"],
    ["offset=-1", "offset"],
    ["category=museums", "category"],
    ["cityId=london", "cityId"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("refuses %s with 400", async (query, field) => {
    const response = await t.app.inject({ method: "GET", url: `/api/places?${query}` });
    const error = expectApiError(response, 400, "VALIDATION_FAILED");
    expect(Object.keys(error.details ?? {})).toEqual([field]);
  });
});
