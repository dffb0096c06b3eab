import { asc, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectGuideCards } from "../guides/repository";
import { setupTestApp } from "../test/app";
import { prepareFlat } from "./prepared";
import { cities, guides } from "./schema";

describe("prepareFlat", () => {
  const t = setupTestApp({ demoContent: true });

  it("gives the rows Drizzle gives: columns, dates, expressions with and without mapWith", async () => {
    const select = selectGuideCards(t.db, undefined).orderBy(desc(guides.createdAt), asc(guides.id));
    const expected = await select.execute();
    expect(expected.length).toBeGreaterThan(1);
    expect(expected[0]?.createdAt).toBeInstanceOf(Date);
    expect(typeof expected[0]?.saveCount).toBe("number");
    expect(await prepareFlat(t.db, select, "flat_test_cards").execute()).toEqual(expected);
  });

  it("refuses a nested selection when the statement is made, naming the field", () => {
    const select = t.db.select({ city: { id: cities.id } }).from(cities);
    expect(() => prepareFlat(t.db, select, "flat_test_nested")).toThrow(/"city" is not a column/);
  });
});
