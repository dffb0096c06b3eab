import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, asc, count, eq, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { CATEGORY_KEYS } from "../../shared/categories";
import { SUPPORTED_CITIES } from "../../shared/cities";
import { PLACES_PER_CATEGORY } from "../../shared/limits";
import type { GuideDetail, GuidePage } from "../../shared/schemas";
import {
  cities,
  guideImages,
  guidePlaces,
  guides,
  placeBookmarks,
  placeImages,
  places,
  savedGuides,
  users,
} from "../infrastructure/db/schema";
import { setupTestApp } from "../test/app";
import { okJson } from "../test/http";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { DEMO_PROFILES } from "./demo-profiles";
import { seedDatabase } from "./index";

const t = setupTestApp();

const TABLES: PgTable[] = [
  users,
  cities,
  places,
  placeImages,
  guides,
  guidePlaces,
  guideImages,
  savedGuides,
  placeBookmarks,
];

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [getTableName(table), row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(t.dataDir, "files"), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe("seedDatabase", () => {
  it("gives each demo guide an introduction and its creator's note on most of its places", async () => {
    const feed = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides?limit=50" }));
    const demos = feed.items.filter((card) => card.isDemo);
    expect(demos).toHaveLength(DEMO_PROFILES.length);
    for (const card of demos) {
      const guide = okJson<GuideDetail>(await t.app.inject({ method: "GET", url: `/api/guides/${card.id}` }));
      expect(guide.introduction?.length ?? 0, guide.name).toBeGreaterThan(80);
      const all = CATEGORY_KEYS.flatMap((key) => guide.places[key]);
      const noted = all.filter((place) => place.note);
      expect(
        noted.length / all.length,
        `${guide.name}: ${noted.length} of ${all.length} noted`,
      ).toBeGreaterThan(0.5);
    }
  });

  it("is idempotent: seeding again adds no row and no file", async () => {
    const before = await rowCounts();
    const filesBefore = await storedFiles();
    expect(before).toMatchObject({
      cities: 10,
      guides: 3,
      users: DEMO_PROFILES.length + DEMO_ACCOUNTS.length,
      saved_guides: 0,
    });
    await seedDatabase(t.db, t.storage, { demoContent: true });
    await seedDatabase(t.db, t.storage, { demoContent: true });
    expect(await rowCounts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("gives every supported city at least 4 real places in every category", async () => {
    const rows = await t.db
      .select({ city: cities.value, category: places.category, n: count() })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId))
      .groupBy(cities.value, places.category);
    const cityValues = (await t.db.select({ value: cities.value }).from(cities)).map((row) => row.value);
    expect(cityValues).toHaveLength(10);
    for (const city of cityValues) {
      for (const category of CATEGORY_KEYS) {
        const n = rows.find((row) => row.city === city && row.category === category)?.n ?? 0;
        expect(n, `${city} ${category}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("gives every place an address, a location, a maps link and 1 to 3 images, the first one primary", async () => {
    const rows = await t.db
      .select({
        place: places,
        key: placeImages.storageKey,
        position: placeImages.position,
        isPrimary: placeImages.isPrimary,
      })
      .from(places)
      .leftJoin(placeImages, eq(placeImages.placeId, places.id))
      .orderBy(asc(places.id), asc(placeImages.position));
    const byPlace = new Map<string, typeof rows>();
    for (const row of rows) byPlace.set(row.place.id, [...(byPlace.get(row.place.id) ?? []), row]);
    expect(byPlace.size).toBeGreaterThanOrEqual(10 * 4 * 4);
    for (const images of byPlace.values()) {
      const place = images[0]?.place;
      expect(place?.address?.length).toBeGreaterThan(5);
      expect([typeof place?.lat, typeof place?.lng], place?.name).toEqual(["number", "number"]);
      expect(place?.googleMapsLink).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images.map((image) => image.position)).toEqual(images.map((_, n) => n));
      expect(images.map((image) => image.isPrimary)).toEqual(images.map((_, n) => n === 0));
    }
  });

  it("stores every image the demo content uses, so it renders offline", async () => {
    const keys = [
      ...(await t.db.select({ key: placeImages.storageKey }).from(placeImages)),
      ...(await t.db.select({ key: guideImages.storageKey }).from(guideImages)),
      ...(await t.db.select({ key: users.image }).from(users)),
    ]
      .map((row) => row.key)
      .filter((key) => key !== null);
    expect(keys.length).toBeGreaterThan(10 * 16);
    const files = new Set(await storedFiles());
    for (const key of keys) {
      expect(files.has(path.join(t.dataDir, "files", `${key}/original.webp`)), `${key}`).toBe(true);
    }
  });

  it("gives every city the centre and time zone of the supported cities", async () => {
    const rows = await t.db
      .select({ value: cities.value, lat: cities.lat, lng: cities.lng, tz: cities.timezone })
      .from(cities);
    expect(rows.sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      SUPPORTED_CITIES.map((city) => ({
        value: city.value,
        lat: city.lat,
        lng: city.lng,
        tz: city.timezone,
      })).sort((a, b) => a.value.localeCompare(b.value)),
    );
  });

  it("creates the three read-only demo guides with 3 to 12 places a category", async () => {
    const demoGuides = await t.db
      .select({ guide: guides, user: users, city: cities })
      .from(guides)
      .innerJoin(users, eq(users.id, guides.createdBy))
      .innerJoin(cities, eq(cities.id, guides.cityId));
    expect(demoGuides.map((row) => `${row.guide.name} (${row.user.username})`).sort()).toEqual([
      "Barcelona by Jordi (jordi_bcn)",
      "London by Olivia (olivia_ldn)",
      "New York by Maya (maya_eats)",
    ]);
    for (const { guide, user, city } of demoGuides) {
      expect(guide.isDemo && user.isDemo).toBe(true);
      const profile = DEMO_PROFILES.find((candidate) => candidate.id === user.id);
      expect(city.value).toBe(profile?.cityValue);
      const counts: number[] = [];
      for (const category of CATEGORY_KEYS) {
        const picked = await t.db
          .select({ category: places.category, cityId: places.cityId })
          .from(guidePlaces)
          .innerJoin(places, eq(places.id, guidePlaces.placeId))
          .where(and(eq(guidePlaces.guideId, guide.id), eq(guidePlaces.categoryKey, category)));
        expect(picked.every((place) => place.category === category && place.cityId === city.id)).toBe(true);
        counts.push(picked.length);
      }
      expect(Math.min(...counts), guide.name).toBeGreaterThanOrEqual(PLACES_PER_CATEGORY.min);
      expect(Math.max(...counts), guide.name).toBeLessThanOrEqual(PLACES_PER_CATEGORY.max);
      // More than the three a guide page previews, so 'See all' shows.
      expect(Math.max(...counts), guide.name).toBeGreaterThan(3);
    }
  });
});

describe("paintDemoImage (the real painter; other tests reuse one picture per size)", () => {
  it("paints a WebP of the asked size, the same for the same seed", async () => {
    const art = await vi.importActual<typeof import("./art")>("./art");
    const first = await art.paintDemoImage("Caffe Reggio-0", 30, 480, 360);
    expect(await sharp(first).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
    expect(first.equals(await art.paintDemoImage("Caffe Reggio-0", 30, 480, 360))).toBe(true);
    expect(first.equals(await art.paintDemoImage("Balthazar-0", 30, 480, 360))).toBe(false);
    expect(await sharp(await art.paintDemoAvatar(200)).metadata()).toMatchObject({ width: 256, height: 256 });
  });
});
