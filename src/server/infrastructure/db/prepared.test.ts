import { asc, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { selectGuideCardsWith } from "./guide-cards";
import { prepareFlat } from "./prepared";
import { cities, guides, placeImages, places } from "./schema";

describe("prepareFlat", () => {
  const t = setupTestApp({ demoContent: true });

  it("gives the rows Drizzle gives: columns, dates, expressions with and without mapWith", async () => {
    const select = selectGuideCardsWith(t.db, undefined, { updatedAt: guides.updatedAt }).orderBy(
      desc(guides.createdAt),
      asc(guides.id),
    );
    const expected = await select.execute();
    expect(expected.length).toBeGreaterThan(1);
    expect(expected[0]?.updatedAt).toBeInstanceOf(Date);
    expect(typeof expected[0]?.saveCount).toBe("number");
    expect(await prepareFlat(t.db, select, "flat_test_cards").execute()).toEqual(expected);
  });

  it("gives the rows Drizzle gives for a whole table, and nulls where an outer join found nothing", async () => {
    const table = t.db.select().from(cities).orderBy(asc(cities.name));
    expect(await prepareFlat(t.db, table, "flat_test_cities").execute()).toEqual(await table.execute());
    const joined = t.db
      .select({ city: cities.name, image: placeImages.storageKey })
      .from(cities)
      .leftJoin(placeImages, eq(placeImages.placeId, cities.id))
      .orderBy(asc(cities.name));
    const expected = await joined.execute();
    expect(expected.every((row) => row.image === null)).toBe(true);
    expect(await prepareFlat(t.db, joined, "flat_test_joined").execute()).toEqual(expected);
  });

  it("keeps keys that are not identifiers as they are written", async () => {
    const select = t.db
      .select({ 'the "city"': cities.name, "1st": cities.slug, constructor: cities.id })
      .from(cities)
      .orderBy(asc(cities.name));
    expect(await prepareFlat(t.db, select, "flat_test_keys").execute()).toEqual(await select.execute());
    const prototypeKey = t.db.select({ ["__proto__"]: cities.name }).from(cities);
    expect(() => prepareFlat(t.db, prototypeKey, "flat_test_proto")).toThrow(/"__proto__" cannot name/);
  });

  it("refuses a nested selection when the statement is made, naming the field", () => {
    const select = t.db.select({ city: { id: cities.id } }).from(cities);
    expect(() => prepareFlat(t.db, select, "flat_test_nested")).toThrow(/"city" is not a column/);
    // A join without a selection of its own nests each table's columns under its name.
    const joined = t.db.select().from(cities).innerJoin(places, eq(places.cityId, cities.id));
    expect(() => prepareFlat(t.db, joined, "flat_test_joined_tables")).toThrow(/"cities" is not a column/);
  });
});
