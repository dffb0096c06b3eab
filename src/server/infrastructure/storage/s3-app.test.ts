import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import { placeInput } from "../../seed/factories";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { type GuideBody, guideJson, pngCover, sendGuide } from "../../test/guides";
import { expectApiError } from "../../test/http";
import { startTestS3Server, type TestS3Server } from "../../test/s3";
import { places } from "../db/schema";
import { imageKeyOf, sweepOrphanedImages } from "./orphans";
import { referencedImageKeys } from "./repository";

/** The whole app on an S3 bucket (s3rver), selected by S3_BUCKET as in production; requests over app.inject. */
let s3: TestS3Server;
const apps: TestApp[] = [];
const s3App = async (env: Record<string, string> = {}) => {
  const app = await createTestApp({
    demoContent: false,
    env: {
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint ?? "",
      S3_REGION: s3.settings.region,
      S3_FORCE_PATH_STYLE: "true",
      ...env,
    },
  });
  apps.push(app);
  return app;
};
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await s3?.close();
});

/** Stored images no row refers to, and images a row refers to whose original is not in the bucket. */
async function bucketAgainstRows(t: TestApp) {
  const files = (await t.storage.list()).map((file) => file.key);
  const stored = new Set(files.map(imageKeyOf));
  const originals = new Set(files.filter((key) => key.endsWith("/original.webp")).map(imageKeyOf));
  const referenced = await referencedImageKeys(t.db);
  return {
    orphaned: [...stored].filter((key) => !referenced.has(key)),
    missing: [...referenced].filter((key) => !originals.has(key)),
  };
}

const keysUnder = async (t: TestApp, prefix: string) =>
  (await t.storage.list()).map((file) => file.key).filter((key) => key.startsWith(prefix));

/** A guide of three places a category, made without pictures: demo content would fill the bucket first. */
async function guideBody(t: TestApp): Promise<GuideBody> {
  const london = await cityByValue(t.db, "london");
  await t.db
    .insert(places)
    .values(
      CATEGORY_KEYS.flatMap((category) =>
        [1, 2, 3].map((n) => placeInput(london, { name: `${category} ${n} ${randomUUID()}`, category })),
      ),
    );
  return { name: "Bucket London", cityId: london.id, places: await pickPlaces(t.db, london.id) };
}

describe("guide covers in an S3 bucket", () => {
  let t: TestApp;
  let alice: TestAccount;
  let guideId: string;
  let cover: string;
  beforeAll(async () => {
    t = await s3App();
    alice = await signUp(t.app);
  }, 60_000);

  it("stores an uploaded cover in the bucket, not on disk", async () => {
    const started = performance.now();
    const guide = guideJson(
      await sendGuide(t, alice, { method: "POST" }, await guideBody(t), await pngCover()),
      201,
    );
    console.info(`S3 upload (POST /api/guides with a cover): ${Math.round(performance.now() - started)} ms`);
    guideId = guide.id;
    cover = guide.coverImage ?? "";
    expect(cover).toMatch(new RegExp(`^guides/${guideId}/`));
    expect(await keysUnder(t, `guides/${guideId}/`)).toEqual([`${cover}/original.webp`]);
    expect(existsSync(path.join(t.dataDir, "files"))).toBe(false);
  });

  it("serves a variant from the bucket with an entity tag, a year's immutable caching and 304 on revalidation", async () => {
    let started = performance.now();
    const first = await t.app.inject({ method: "GET", url: `/media/card/${cover}` });
    const renderMs = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 600, height: 480 });
    const etag = String(first.headers.etag);
    expect((await t.storage.head(`${cover}/card.webp`))?.etag).toBe(etag);
    started = performance.now();
    const cached = await t.app.inject({ method: "GET", url: `/media/card/${cover}` });
    const streamMs = performance.now() - started;
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await t.app.inject({
      method: "GET",
      url: `/media/card/${cover}`,
      headers: { "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.byteLength).toBe(0);
    console.info(
      `S3 serve: first (render + store) ${Math.round(renderMs)} ms, cached stream ${Math.round(streamMs)} ms`,
    );
  });

  it("removes the guide's objects with the guide", async () => {
    const response = await t.app.inject(as(alice, { method: "DELETE", url: `/api/guides/${guideId}` }));
    expect(response.statusCode, response.body).toBe(204);
    expect(await keysUnder(t, `guides/${guideId}/`)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/media/card/${cover}` })).statusCode).toBe(404);
  });
});

describe("the bucket failing in the middle of a cover upload", () => {
  let t: TestApp;
  let bob: TestAccount;
  beforeAll(async () => {
    t = await s3App();
    bob = await signUp(t.app);
  }, 60_000);

  it("leaves no row pointing at a missing object, and after the sweep no object without a row", async () => {
    // The store goes down once it has written the cover and before it answers: the object exists, the upload
    // failed, and the rollback cannot reach the store to remove it.
    const storedKeys: string[] = [];
    s3.onObjectStored((key) => {
      storedKeys.push(key);
      void s3.stop();
    });
    const response = await sendGuide(t, bob, { method: "POST" }, await guideBody(t), await pngCover());
    expectApiError(response, 503, "STORAGE_UNAVAILABLE");
    expect(storedKeys).toEqual([expect.stringMatching(/^guides\/[^/]+\/[^/]+\/original\.webp$/)]);
    const orphan = imageKeyOf(storedKeys[0] ?? "");

    await s3.start();
    expect(await bucketAgainstRows(t)).toEqual({ orphaned: [orphan], missing: [] });
    expect(await sweepOrphanedImages(t.db, t.storage, new Date(Date.now() + 1000))).toEqual([orphan]);
    expect(await bucketAgainstRows(t)).toEqual({ orphaned: [], missing: [] });
  });
});
