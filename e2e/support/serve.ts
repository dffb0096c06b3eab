/**
 * Starts one end-to-end test server on a fresh data directory: `npx tsx e2e/support/serve.ts demo|empty|admin`.
 * The demo server gets the demo content plus EXTRA_GUIDE_COUNT test guides, older than the demo guides, so the
 * Home feed spans two pages and the demo guides still come first.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { seedDefaultCities } from "../../src/server/domains/cities/mutations";
import { insertGuide } from "../../src/server/domains/guides/mutations";
import { insertPlace } from "../../src/server/domains/places/mutations";
import { loadConfig } from "../../src/server/infrastructure/config";
import { openDatabase } from "../../src/server/infrastructure/db/client";
import { cities, guides, places } from "../../src/server/infrastructure/db/schema";
import { createMailer } from "../../src/server/infrastructure/mail/mailer";
import { storeGeneratedImage } from "../../src/server/infrastructure/storage/images";
import { storageKeys } from "../../src/server/infrastructure/storage/keys";
import { createLocalDiskStorage } from "../../src/server/infrastructure/storage/local-disk";
import type { FileStorage } from "../../src/server/infrastructure/storage/storage";
import { seedDatabase } from "../../src/server/seed";
import { paintDemoImage } from "../../src/server/seed/art";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../src/server/seed/demo-accounts";
import { DEMO_PROFILES } from "../../src/server/seed/demo-profiles";
import { guideInput, placeInput } from "../../src/server/seed/factories";
import { startServer } from "../../src/server/server";
import { byCategoryAsync } from "../../src/shared/categories";
import {
  dataDirOf,
  EXTRA_GUIDE_CITIES,
  EXTRA_GUIDE_COUNT,
  extraGuideHasCover,
  MAP_STYLE_URL,
  mailLogOf,
  PLACE_WITHOUT_LOCATION,
  SERVERS,
  type ServerName,
} from "./servers";

type Database = Awaited<ReturnType<typeof openDatabase>>["db"];

const name = process.argv[2] ?? "";
if (!Object.hasOwn(SERVERS, name)) {
  console.error(`Usage: tsx e2e/support/serve.ts ${Object.keys(SERVERS).join("|")}`);
  process.exit(2);
}
const server = SERVERS[name as ServerName];
const dataDir = dataDirOf(name as ServerName);
await rm(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: String(server.port),
  DATA_DIR: dataDir,
  DEMO_CONTENT: String(server.demoContent),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // All account tests sign up and in from one address; the API tests check the real limit (10 a minute).
  AUTH_RATE_LIMIT: "1000",
  UPLOAD_RATE_LIMIT: "1000",
  // Both browsers' tests search from one address, and hold their pages' event streams from it too.
  SEARCH_RATE_LIMIT: "10000",
  REALTIME_MAX_STREAMS_PER_ADDRESS: "1000",
  MAP_STYLE_URL,
  // A notification's email goes in the next sweep (each second) rather than in a daily digest.
  EMAIL_DIGEST_HOURS: "0",
  EMAIL_DIGEST_SWEEP_SECONDS: "1",
};
const config = loadConfig(env);

if (server.demoContent) {
  const database = await openDatabase({ dataDir: config.dataDir });
  const storage = createLocalDiskStorage(path.join(config.dataDir, "files"));
  try {
    await seedDatabase(database.db, storage, { demoContent: true });
    await addExtraGuides(database.db, storage);
  } finally {
    await database.close();
  }
} else if (server.demoAccounts) {
  // The admin server: the cities (which the server would seed itself), the demo accounts, admin included, and
  // a place from before locations were required.
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await seedDefaultCities(database.db);
    await seedDemoAccounts(database.db);
    await addPlaceWithoutLocation(database.db, createLocalDiskStorage(path.join(config.dataDir, "files")));
  } finally {
    await database.close();
  }
}

// The server log's mail lines, in a file of their own that the specs read (servers.ts mailLogOf).
const mailLog = pino(
  { level: "info" },
  pino.destination({ dest: mailLogOf(name as ServerName), mkdir: true, sync: true }),
);
const app = await startServer(config, {
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: mailLog }),
});
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // The signal arrives more than once (to the process group, and forwarded by npx and tsx): act on the first.
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** A row as the places made before coordinates existed still are: no latitude, no longitude. */
async function addPlaceWithoutLocation(db: Database, storage: FileStorage) {
  const [city] = await db.select().from(cities).where(eq(cities.value, PLACE_WITHOUT_LOCATION.cityValue));
  if (!city) throw new Error(`City ${PLACE_WITHOUT_LOCATION.cityValue} is not seeded`);
  const id = crypto.randomUUID();
  const imageKey = storageKeys.seedPlaceImage(id, 1);
  await storeGeneratedImage(storage, imageKey, await paintDemoImage(id, 40, 480, 360));
  const {
    lat: _lat,
    lng: _lng,
    ...input
  } = placeInput(city, {
    name: PLACE_WITHOUT_LOCATION.name,
    tag: "Old friend",
    address: "Carrer Antic 1, Barcelona",
  });
  const admin = DEMO_ACCOUNTS.find((account) => account.role === "admin");
  if (!admin) throw new Error("No demo admin");
  await insertPlace(db, { id, input, imageKeys: [imageKey], createdBy: admin.id });
}

async function addExtraGuides(db: Database, storage: FileStorage) {
  const cityRows = await db.select().from(cities).where(inArray(cities.value, EXTRA_GUIDE_CITIES));
  const startedAt = Date.now();
  for (let number = 1; number <= EXTRA_GUIDE_COUNT; number++) {
    const cityValue = EXTRA_GUIDE_CITIES[(number - 1) % EXTRA_GUIDE_CITIES.length];
    const city = cityRows.find((row) => row.value === cityValue);
    if (!city) throw new Error(`City ${cityValue} is not seeded`);
    const profile = DEMO_PROFILES[number % DEMO_PROFILES.length];
    if (!profile) throw new Error("No demo profile");
    const placesByCategory = await pickPlaces(db, city.id, number);
    const id = crypto.randomUUID();
    let coverKey: string | undefined;
    if (extraGuideHasCover(number)) {
      coverKey = `guides/${id}/e2e-cover`;
      await storeGeneratedImage(storage, coverKey, await paintDemoImage(id, (number * 47) % 360, 1000, 800));
    }
    await insertGuide(db, {
      ...guideInput(city.id, placesByCategory, `Weekend in ${city.name} #${number}`),
      id,
      createdBy: profile.id,
      coverKey,
    });
    // Older than the demo guides, #1 newest: the feed shows the demo guides first, then #1, #2, ...
    await db
      .update(guides)
      .set({ createdAt: new Date(startedAt - 24 * 60 * 60_000 - number * 60_000) })
      .where(eq(guides.id, id));
  }
}

/** Three or four places a category (four in alternate guides, so some categories have 'See all'). */
async function pickPlaces(db: Database, cityId: string, number: number) {
  return byCategoryAsync(async (category) => {
    const rows = await db
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.cityId, cityId), eq(places.category, category)))
      .orderBy(places.name)
      .limit(3 + (number % 2));
    return rows.map((row) => row.id);
  });
}
