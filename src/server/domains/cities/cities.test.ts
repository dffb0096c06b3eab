import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { citySlug, SUPPORTED_CITIES } from "../../../shared/cities";
import type { CityList } from "../../../shared/schemas";
import { cities } from "../../infrastructure/db/schema";
import { setupTestApp } from "../../test/app";
import { okJson } from "../../test/http";
import { seedDefaultCities } from "./mutations";

describe("GET /api/cities", () => {
  const t = setupTestApp({ demoContent: false });

  const getCities = async () => okJson<CityList>(await t.app.inject({ method: "GET", url: "/api/cities" }));

  it("lists the 10 supported cities ordered by name", async () => {
    const { items } = await getCities();
    expect(items.map((city) => city.name)).toEqual([
      "Barcelona",
      "Berlin",
      "London",
      "Milan",
      "New York",
      "Paris",
      "Prague",
      "Rio de Janeiro",
      "Seoul",
      "Tokyo",
    ]);
  });

  it("gives every city its value, slug and colour", async () => {
    const { items } = await getCities();
    for (const supported of SUPPORTED_CITIES) {
      const city = items.find((item) => item.name === supported.name);
      expect(city, supported.name).toMatchObject({
        value: supported.value,
        bgColor: supported.bgColor,
        slug: citySlug(supported.name),
      });
      expect(city?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(city?.updatedAt ?? ""))).toBe(false);
    }
    expect(items.find((city) => city.value === "newYork")).toMatchObject({
      slug: "new-york",
      bgColor: "#A06CD5",
    });
    expect(items.find((city) => city.value === "rioDeJaneiro")?.slug).toBe("rio-de-janeiro");
  });

  it("keeps the order by name after a city is added", async () => {
    await t.db
      .insert(cities)
      .values({ name: "Amsterdam", value: "amsterdam", slug: "amsterdam", bgColor: "#FF6B6B" });
    const { items } = await getCities();
    expect(items).toHaveLength(11);
    expect(items[0]?.name).toBe("Amsterdam");
  });

  it("does not bring back a deleted supported city when seeding again", async () => {
    await t.db.delete(cities).where(eq(cities.value, "seoul"));
    await seedDefaultCities(t.db);
    const { items } = await getCities();
    expect(items.map((city) => city.value)).not.toContain("seoul");
    expect(items).toHaveLength(10);
  });
});
