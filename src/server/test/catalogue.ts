import { asc } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { PlaceDetail } from "../../shared/schemas";
import { grantAdmin } from "../domains/auth/admin-role";
import { cities, guidePlaces, placeBookmarks, placeImages, places } from "../infrastructure/db/schema";
import { type PlaceCity, placeInput, solidPng } from "../seed/factories";
import { as, signUp, type TestAccount } from "./accounts";
import type { TestApp, TestAppOptions } from "./app";
import { type CoverFile, storedFiles } from "./guides";
import { multipartForm } from "./multipart";

/** The address ADMIN_EMAILS names in the catalogue tests; signing up with it makes an admin. */
export const ADMIN_EMAIL = "catalogue-admin@example.test";
export const adminAppOptions: TestAppOptions = { env: { ADMIN_EMAILS: ADMIN_EMAIL } };

/** An admin (made as `npm run grant-admin` does) and a plain signed-in user. */
export async function adminAndUser(t: TestApp): Promise<{ admin: TestAccount; user: TestAccount }> {
  const admin = await signUp(t.app, { username: "catalogue_admin", email: ADMIN_EMAIL });
  await grantAdmin(t.db, ADMIN_EMAIL);
  return { admin, user: await signUp(t.app) };
}

export const pngImage = async (name: string, hue?: number): Promise<CoverFile> => ({
  name,
  type: "image/png",
  data: await solidPng({ hue }),
});

/** Text that only claims to be a PNG by its name and declared type. */
export const fakePng = (name = "notes.png"): CoverFile => ({
  name,
  type: "image/png",
  data: Buffer.from("this is plain text, not a picture\n"),
});

export type PlaceFields = {
  name?: string;
  category?: string;
  tag?: string;
  address?: string;
  googleMapsLink?: string;
  cityId?: string;
  /** Numbers on the wire; anything else to see it refused. */
  lat?: unknown;
  lng?: unknown;
  website?: unknown;
  phone?: unknown;
  priceLevel?: unknown;
  openingHours?: unknown;
  keepImages?: string[];
};

/** A valid place of the city (near its centre), with any field (valid or not) overridden. */
export const placeFields = (city: PlaceCity, fields: PlaceFields = {}): PlaceFields => ({
  ...placeInput(city),
  ...fields,
});

/** The admin place form: a 'place' text field (JSON of the fields, or any text) and 'images' files. */
export const placeForm = (place: PlaceFields | string | undefined, images: CoverFile[] = []) =>
  multipartForm({ place }, { images });

/** POST /api/places or PUT /api/places/:id as multipart, as the given account (anonymous without one). */
export async function sendPlace(
  t: TestApp,
  account: TestAccount | undefined,
  target: { method: "POST" } | { method: "PUT"; id: string },
  place: PlaceFields | string | undefined,
  images: CoverFile[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await placeForm(place, images);
  const url = target.method === "POST" ? "/api/places" : `/api/places/${target.id}`;
  return t.app.inject(as(account, { method: target.method, url, payload, headers }));
}

export function placeJson(response: LightMyRequestResponse, status = 200): PlaceDetail {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<PlaceDetail>();
}

/** Everything a catalogue write may touch, in the database and in storage, for before/after comparisons. */
export async function catalogueWorld(t: TestApp) {
  return {
    cities: await t.db.select().from(cities).orderBy(asc(cities.id)),
    places: await t.db.select().from(places).orderBy(asc(places.id)),
    images: await t.db.select().from(placeImages).orderBy(asc(placeImages.storageKey)),
    guidePlaces: await t.db
      .select()
      .from(guidePlaces)
      .orderBy(asc(guidePlaces.guideId), asc(guidePlaces.categoryKey), asc(guidePlaces.position)),
    bookmarks: await t.db.select().from(placeBookmarks).orderBy(asc(placeBookmarks.id)),
    files: await storedFiles(t, "places"),
  };
}
