import { readdir } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { byCategory, type CategoryKey } from "../../shared/categories";
import type { GuideDetail, GuideInput } from "../../shared/schemas";
import type { Database } from "../infrastructure/db/client";
import { guideImages, guidePlaces, guides, savedGuides } from "../infrastructure/db/schema";
import { imageKeyOf } from "../infrastructure/storage/orphans";
import { referencedImageKeys } from "../infrastructure/storage/repository";
import { solidPng } from "../seed/factories";
import { as, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { multipartForm } from "./multipart";

export type GuidePlaceIds = Record<CategoryKey, string[]>;
/** What the guide form sends; the creator's words and the status may be left out (published, no words). */
export type GuideBody = { name: string; cityId: string; places: GuidePlaceIds } & Partial<
  Pick<GuideInput, "notes" | "introduction" | "status">
>;
export type CoverFile = { name: string; type: string; data: Buffer };

export const pngCover = async (name = "cover.png", hue?: number): Promise<CoverFile> => ({
  name,
  type: "image/png",
  data: await solidPng({ hue }),
});

/**
 * The form the guide editor sends: a 'guide' text field (the JSON of the input, or any text) and an optional
 * 'cover' file, encoded as multipart/form-data for `app.inject`.
 */
export const guideForm = (parts: { guide?: string; cover?: CoverFile }) =>
  multipartForm({ guide: parts.guide }, { cover: parts.cover });

/**
 * POST /api/guides, or PUT or PATCH /api/guides/:id, as multipart, as the given account (anonymous without one).
 */
export async function sendGuide(
  t: TestApp,
  account: TestAccount | undefined,
  target: { method: "POST" } | { method: "PUT" | "PATCH"; id: string },
  guide: GuideBody | Omit<GuideBody, "places"> | string | undefined,
  cover?: CoverFile,
): Promise<LightMyRequestResponse> {
  const text = typeof guide === "object" ? JSON.stringify(guide) : guide;
  const { payload, headers } = await guideForm({ guide: text, cover });
  const url = target.method === "POST" ? "/api/guides" : `/api/guides/${target.id}`;
  return t.app.inject(as(account, { method: target.method, url, payload, headers }));
}

/** A 200 or 201 GuideDetail answer. */
export function guideJson(response: LightMyRequestResponse, status = 200): GuideDetail {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<GuideDetail>();
}

/** The place ids of a guide answer, by category, in the order shown. */
export const placeIdsOf = (guide: GuideDetail): GuidePlaceIds =>
  byCategory((key) => guide.places[key].map((place) => place.id));

/** Every file under `{dataDir}/files/{prefix}`, as storage keys, sorted; empty when the folder is missing. */
export async function storedFiles(t: Pick<TestApp, "dataDir">, prefix: string): Promise<string[]> {
  const root = path.join(t.dataDir, "files");
  try {
    const entries = await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Stored pictures that no row refers to, and pictures a row refers to whose original is not stored: both empty
 * when storage and database agree.
 */
export async function storageAgainstRows(t: Pick<TestApp, "dataDir">, db: Database) {
  const files = await storedFiles(t, "");
  const stored = new Set(files.map(imageKeyOf));
  const originals = new Set(files.filter((file) => file.endsWith("/original.webp")).map(imageKeyOf));
  const referenced = await referencedImageKeys(db);
  return {
    orphaned: [...stored].filter((key) => !referenced.has(key)).sort(),
    missing: [...referenced].filter((key) => !originals.has(key)).sort(),
  };
}

/** The cover folders stored for a guide (one per stored cover). */
export async function coverFolders(t: TestApp, guideId: string): Promise<string[]> {
  const files = await storedFiles(t, `guides/${guideId}`);
  return [...new Set(files.map((file) => file.split("/").slice(0, 3).join("/")))];
}

/** One guide as the database holds it: its row, its places in order per category and its cover records. */
export async function guideRecord(t: TestApp, id: string) {
  const [row] = await t.db.select().from(guides).where(eq(guides.id, id));
  const placeRows = await t.db
    .select()
    .from(guidePlaces)
    .where(eq(guidePlaces.guideId, id))
    .orderBy(asc(guidePlaces.position));
  const places = byCategory((key) =>
    placeRows.filter((place) => place.categoryKey === key).map((place) => place.placeId),
  );
  const images = await t.db.select().from(guideImages).where(eq(guideImages.guideId, id));
  return { row, places, images, files: await storedFiles(t, `guides/${id}`) };
}

/** Everything a guide write may touch, in the database and in storage, for before/after comparisons. */
export async function guideWorld(t: TestApp) {
  return {
    guides: await t.db.select().from(guides).orderBy(asc(guides.id)),
    places: await t.db
      .select()
      .from(guidePlaces)
      .orderBy(asc(guidePlaces.guideId), asc(guidePlaces.categoryKey), asc(guidePlaces.position)),
    images: await t.db.select().from(guideImages).orderBy(asc(guideImages.guideId)),
    saved: await t.db.select().from(savedGuides).orderBy(asc(savedGuides.id)),
    files: await storedFiles(t, "guides"),
  };
}
