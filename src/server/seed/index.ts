import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { byCategory, type CategoryKey } from "../../shared/categories";
import { mapsSearchUrl } from "../../shared/maps";
import { seedDefaultCities } from "../domains/cities/mutations";
import { insertGuide } from "../domains/guides/mutations";
import type { Database } from "../infrastructure/db/client";
import { cities, guides, placeImages, places, users } from "../infrastructure/db/schema";
import { storeGeneratedImage } from "../infrastructure/storage/images";
import { storageKeys } from "../infrastructure/storage/keys";
import type { FileStorage } from "../infrastructure/storage/storage";
import { paintDemoAvatar, paintDemoImage } from "./art";
import { type CatalogueEntry, catalogue, catalogueDetails } from "./catalogue";
import { seedDemoAccounts } from "./demo-accounts";
import { DEMO_PROFILES, type DemoProfile, demoEmail, demoGuideName } from "./demo-profiles";
import { DEMO_WORDS } from "./demo-words";
import { guideInput, placeInput } from "./factories";

const CATEGORY_HUES: Record<CategoryKey, number> = {
  cafesBrunch: 30,
  lunchDinner: 0,
  drinksNightlife: 280,
  placesToVisit: 190,
};

/** Painting costs ~30 ms a picture, so places draw from a small set per category instead of one each. */
const PICTURES_PER_CATEGORY = 8;
const pictureCache = new Map<string, Promise<Buffer>>();

function placePicture(category: CategoryKey, n: number): Promise<Buffer> {
  const id = `${category}-${n % PICTURES_PER_CATEGORY}`;
  let picture = pictureCache.get(id);
  if (!picture) {
    picture = paintDemoImage(id, CATEGORY_HUES[category], 960, 720);
    pictureCache.set(id, picture);
  }
  return picture;
}

export type SeedOptions = { demoContent: boolean };

/**
 * Fills an empty database: the supported cities always; with demo content also the place catalogue, the demo
 * profiles with their guides, and the demo accounts. Every step skips what already exists, so running it again changes nothing.
 */
export async function seedDatabase(db: Database, storage: FileStorage, options: SeedOptions): Promise<void> {
  await seedDefaultCities(db);
  if (!options.demoContent) return;
  // The catalogue goes only into an empty places table, so places an admin deleted stay deleted.
  const [anyPlace] = await db.select({ id: places.id }).from(places).limit(1);
  if (!anyPlace) {
    for (const [cityValue, entries] of Object.entries(catalogue)) {
      await seedCityCatalogue(db, storage, cityValue, entries);
    }
  }
  for (const profile of DEMO_PROFILES) await seedDemoProfile(db, storage, profile);
  await seedDemoAccounts(db);
}

async function seedCityCatalogue(
  db: Database,
  storage: FileStorage,
  cityValue: string,
  entries: CatalogueEntry[],
) {
  const [city] = await db.select().from(cities).where(eq(cities.value, cityValue)).limit(1);
  if (!city) return;
  const inserted = await db
    .insert(places)
    .values(
      entries.map((entry) =>
        placeInput(city, {
          ...entry,
          ...catalogueDetails[cityValue]?.[entry.name],
          googleMapsLink: mapsSearchUrl(`${entry.name}, ${entry.address}`),
        }),
      ),
    )
    .returning({ id: places.id, name: places.name, category: places.category });
  const images = await Promise.all(
    inserted.map(async (place, index) => {
      // One to three pictures a place, so the carousel shows every case.
      const count = 1 + (index % 3);
      const keys = Array.from({ length: count }, (_, n) => storageKeys.seedPlaceImage(place.id, n + 1));
      await Promise.all(
        keys.map(async (key, n) =>
          storeGeneratedImage(storage, key, await placePicture(place.category as CategoryKey, index + n)),
        ),
      );
      return keys.map((storageKey, position) => ({
        placeId: place.id,
        storageKey,
        position,
        isPrimary: position === 0,
      }));
    }),
  );
  await db.insert(placeImages).values(images.flat());
}

async function seedDemoProfile(db: Database, storage: FileStorage, profile: DemoProfile) {
  const avatarKey = storageKeys.seedAvatar(profile.id);
  const [created] = await db
    .insert(users)
    .values({
      id: profile.id,
      name: `${profile.firstName} ${profile.lastName}`,
      email: demoEmail(profile),
      emailVerified: true,
      username: profile.username,
      displayUsername: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      image: avatarKey,
      isDemo: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) await storeGeneratedImage(storage, avatarKey, await paintDemoAvatar(profile.hue));

  const [guide] = await db
    .select({ id: guides.id })
    .from(guides)
    .where(eq(guides.createdBy, profile.id))
    .limit(1);
  if (guide) return;
  const [city] = await db.select().from(cities).where(eq(cities.value, profile.cityValue)).limit(1);
  if (!city) return;
  const cityPlaces = await db
    .select({ id: places.id, name: places.name, category: places.category })
    .from(places)
    .where(eq(places.cityId, city.id))
    .orderBy(places.createdAt, places.name);
  const picked = byCategory((key) =>
    cityPlaces
      .filter((place) => place.category === key)
      .slice(0, profile.placesPerCategory[key])
      .map((place) => place.id),
  );
  const guideId = randomUUID();
  const coverKey = storageKeys.seedGuideCover(guideId);
  await storeGeneratedImage(storage, coverKey, await paintDemoImage(profile.id, profile.hue, 1000, 800));
  await insertGuide(db, {
    ...guideInput(city.id, picked, demoGuideName(city.name, profile), demoWords(profile, cityPlaces, picked)),
    id: guideId,
    createdBy: profile.id,
    isDemo: true,
    coverKey,
  });
}

/** The demo guide's introduction, and its creator's note on each picked place that has one. */
function demoWords(
  profile: DemoProfile,
  cityPlaces: { id: string; name: string }[],
  picked: Record<string, string[]>,
) {
  const words = DEMO_WORDS[profile.id];
  const chosen = new Set(Object.values(picked).flat());
  const notes = Object.fromEntries(
    cityPlaces.flatMap((place) => {
      const note = words.notes[place.name];
      return chosen.has(place.id) && note ? [[place.id, note]] : [];
    }),
  );
  return { introduction: words.introduction, notes };
}
