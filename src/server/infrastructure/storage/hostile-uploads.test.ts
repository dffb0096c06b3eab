import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../../shared/categories";
import { AVATAR_MAX_BYTES, GUIDE_IMAGE_MAX_BYTES } from "../../../shared/limits";
import { IMAGE_VARIANTS } from "../../../shared/media";
import type { ApiErrorBody } from "../../../shared/schemas";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { multipartFile } from "../../test/auth";
import {
  adminAndUser,
  adminAppOptions,
  catalogueWorld,
  placeFields,
  placeJson,
  sendPlace,
} from "../../test/catalogue";
import { type CityRow, cityByValue, pickPlaces } from "../../test/fixtures";
import {
  type CoverFile,
  type GuideBody,
  guideJson,
  guideWorld,
  pngCover,
  sendGuide,
  storageAgainstRows,
  storedFiles,
} from "../../test/guides";
import { places as placesTable, users } from "../db/schema";
import { imageKeyOf } from "./orphans";

/**
 * Every hostile file of hostile-uploads/ (made by scripts/hostile-uploads.ts), plus one over each route's byte
 * limit, sent through every route that takes a picture. A refused file must leave storage and every row as they
 * were; an accepted one must be stored re-encoded, without metadata and as one frame, in every variant.
 */
const t = setupTestApp({
  demoContent: false,
  env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "100000" },
});

const NOT_AN_IMAGE = "Only PNG, JPEG, GIF and WebP images are accepted";
const TOO_MANY_PIXELS = "The image must be at most 25 megapixels";
const UNREADABLE = "The image could not be read";

/** Each file, the type its form part declares, and the refusal it must get (none: it is stored re-encoded). */
const CORPUS: Array<{ file: string; type: string; refusal?: string }> = [
  { file: "svg-with-script.svg", type: "image/svg+xml", refusal: NOT_AN_IMAGE },
  { file: "html-page.png", type: "image/png", refusal: NOT_AN_IMAGE },
  { file: "gif-script-polyglot.gif", type: "image/gif" },
  { file: "png-zip-polyglot.png", type: "image/png" },
  { file: "bomb-6000x6000.png", type: "image/png", refusal: TOO_MANY_PIXELS },
  { file: "bomb-header-50000x50000.png", type: "image/png", refusal: TOO_MANY_PIXELS },
  { file: "truncated.png", type: "image/png", refusal: UNREADABLE },
  { file: "truncated.jpg", type: "image/jpeg", refusal: UNREADABLE },
  { file: "zero-bytes.png", type: "image/png", refusal: NOT_AN_IMAGE },
  { file: "animated.gif", type: "image/gif" },
  { file: "animated.webp", type: "image/webp" },
  { file: "exif-gps.jpg", type: "image/jpeg" },
  { file: "metadata.webp", type: "image/webp" },
  { file: "metadata.png", type: "image/png" },
  // The name says GIF, the declared type WebP, the bytes JPEG: only the bytes count.
  { file: "jpeg-named.gif", type: "image/webp" },
  // A format the decoder reads but the product does not accept, named and declared as a JPEG.
  { file: "tiff-named.jpg", type: "image/jpeg", refusal: NOT_AN_IMAGE },
];
const OVERSIZE = "oversize.jpg";

/** What a stored picture must never carry: the script or archive a polyglot hid in its bytes. */
const SMUGGLED = ["alert(", "<script", "PK\u0003\u0004"];

let admin: TestAccount;
let user: TestAccount;
let city: CityRow;
let guideId: string;
let placeId: string;
let places: GuideBody["places"];
let sent = 0;
const guideBody = (): GuideBody => ({ name: `Hostile guide ${++sent}`, cityId: city.id, places });

beforeAll(async () => {
  ({ admin, user } = await adminAndUser(t));
  city = await cityByValue(t.db, "berlin");
  await t.db
    .insert(placesTable)
    .values(
      CATEGORY_KEYS.flatMap((category) =>
        [1, 2, 3].map((n) => ({ name: `${category} ${n}`, category, cityId: city.id })),
      ),
    );
  places = await pickPlaces(t.db, city.id);
  guideId = guideJson(await sendGuide(t, user, { method: "POST" }, guideBody(), await pngCover()), 201).id;
  const fields = placeFields(city, { name: "Hostile bar", category: "drinksNightlife" });
  placeId = placeJson(await sendPlace(t, admin, { method: "POST" }, fields, [await pngCover()]), 201).id;
});

const ROUTES: Array<{
  route: string;
  field: string;
  maxBytes: number;
  send(file: CoverFile): Promise<LightMyRequestResponse>;
}> = [
  {
    route: "POST /api/guides",
    field: "cover",
    maxBytes: GUIDE_IMAGE_MAX_BYTES,
    send: (file) => sendGuide(t, user, { method: "POST" }, guideBody(), file),
  },
  {
    route: "PUT /api/guides/:id",
    field: "cover",
    maxBytes: GUIDE_IMAGE_MAX_BYTES,
    send: (file) => sendGuide(t, user, { method: "PUT", id: guideId }, guideBody(), file),
  },
  {
    route: "PATCH /api/guides/:id",
    field: "cover",
    maxBytes: GUIDE_IMAGE_MAX_BYTES,
    send: (file) =>
      sendGuide(
        t,
        user,
        { method: "PATCH", id: guideId },
        { name: `Renamed ${++sent}`, cityId: city.id },
        file,
      ),
  },
  {
    route: "POST /api/places",
    field: "images",
    maxBytes: GUIDE_IMAGE_MAX_BYTES,
    send: (file) =>
      sendPlace(t, admin, { method: "POST" }, placeFields(city, { name: `Hostile bar ${++sent}` }), [file]),
  },
  {
    route: "PUT /api/places/:id",
    field: "images",
    maxBytes: GUIDE_IMAGE_MAX_BYTES,
    send: (file) =>
      sendPlace(
        t,
        admin,
        { method: "PUT", id: placeId },
        placeFields(city, { name: `Hostile bar ${++sent}`, category: "drinksNightlife", keepImages: [] }),
        [file],
      ),
  },
  {
    route: "PUT /api/me/avatar",
    field: "avatar",
    maxBytes: AVATAR_MAX_BYTES,
    send: async (file) => {
      const { payload, headers } = await multipartFile("avatar", file);
      return t.app.inject(as(user, { method: "PUT", url: "/api/me/avatar", payload, headers }));
    },
  },
];

async function fileOf(name: string, type: string, maxBytes: number): Promise<CoverFile> {
  if (name !== OVERSIZE)
    return { name, type, data: await readFile(path.join(import.meta.dirname, "hostile-uploads", name)) };
  // A JPEG's first bytes, so only its size can refuse it.
  const start = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return { name, type, data: Buffer.concat([start, Buffer.alloc(maxBytes + 1 - start.length, 0x20)]) };
}

/** Every row an upload may change, and every file in storage. */
async function world() {
  return {
    guides: await guideWorld(t),
    catalogue: await catalogueWorld(t),
    avatars: await t.db.select({ id: users.id, image: users.image }).from(users).orderBy(asc(users.id)),
    files: await storedFiles(t, ""),
  };
}

const imageKeysIn = (files: string[]) => new Set(files.map(imageKeyOf));

/** Every stored picture belongs to a row and every row's picture is stored: nothing orphaned, nothing lost. */
async function expectStorageToMatchRows() {
  expect(await storageAgainstRows(t, t.db)).toEqual({ orphaned: [], missing: [] });
}

async function expectCleanWebp(bytes: Buffer, what: string) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format, what).toBe("webp");
  expect(metadata.pages ?? 1, `${what} frames`).toBe(1);
  for (const block of ["exif", "xmp", "iptc", "icc"] as const)
    expect(metadata[block], `${what} ${block}`).toBeUndefined();
  const text = bytes.toString("latin1");
  for (const smuggled of SMUGGLED) expect(text.includes(smuggled), `${what} holds ${smuggled}`).toBe(false);
}

it("starts from storage that matches the rows", async () => {
  await expectStorageToMatchRows();
});

describe.each(ROUTES)("$route", (route) => {
  const oversize = `The file must be at most ${Math.round(route.maxBytes / 1024 / 1024)} MB`;
  const cases = [...CORPUS, { file: OVERSIZE, type: "image/jpeg", refusal: oversize }].map((entry) => ({
    ...entry,
    verdict: entry.refusal ? "refused" : "stored clean",
  }));

  it.each(cases)("$file is $verdict", async ({ file, type, refusal }) => {
    const upload = await fileOf(file, type, route.maxBytes);
    const before = await world();
    const response = await route.send(upload);

    if (refusal) {
      const status = file === OVERSIZE ? 413 : 400;
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe(status === 413 ? "FILE_TOO_LARGE" : "BAD_REQUEST");
      expect(error.message).toBe(refusal);
      if (status === 400) expect(error.details?.[route.field]).toEqual([refusal]);
      expect(await world()).toEqual(before);
      return;
    }

    expect([200, 201], response.body.slice(0, 200)).toContain(response.statusCode);
    const added = [...imageKeysIn((await world()).files)].filter(
      (key) => !imageKeysIn(before.files).has(key),
    );
    expect(added).toHaveLength(1);
    const key = added[0] ?? "";
    await expectStorageToMatchRows();
    await expectCleanWebp(await readFile(path.join(t.dataDir, "files", key, "original.webp")), "original");
    for (const variant of Object.keys(IMAGE_VARIANTS)) {
      const served = await t.app.inject({ method: "GET", url: `/media/${variant}/${key}` });
      expect(served.statusCode).toBe(200);
      await expectCleanWebp(served.rawPayload, variant);
    }
  });
});
