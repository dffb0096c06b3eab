import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { PlaceDetail, PlacePage, SuggestionInput } from "../../shared/schemas";
import { placeReviewEvents } from "../infrastructure/db/schema";
import { placeInput } from "../seed/factories";
import { as, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import type { CoverFile } from "./guides";
import { multipartForm } from "./multipart";

/** A suggestion of the city at a point, with any field overridden. */
export const suggestionFields = (
  cityId: string,
  point: { lat: number; lng: number },
  overrides: Partial<SuggestionInput> = {},
): SuggestionInput => placeInput({ id: cityId }, { ...point, ...overrides });

/** The guide form's add-place form: a 'place' text field (JSON, or any text) and an optional 'photo' file. */
export const suggestionForm = (place: object | string, photo?: CoverFile) =>
  multipartForm({ place }, { photo });

/** POST /api/suggestions as the account (anonymous without one). */
export async function sendSuggestion(
  t: TestApp,
  account: TestAccount | undefined,
  place: object | string,
  photo?: CoverFile,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await suggestionForm(place, photo);
  return t.app.inject(as(account, { method: "POST", url: "/api/suggestions", payload, headers }));
}

/** A suggestion that must be accepted: its place as the suggester sees it. */
export async function suggest(
  t: TestApp,
  account: TestAccount,
  place: SuggestionInput,
  photo?: CoverFile,
): Promise<PlaceDetail> {
  const response = await sendSuggestion(t, account, place, photo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlaceDetail>();
}

/** An admin's review action: approve, merge or reject, with its JSON body. */
export const review = (
  t: TestApp,
  account: TestAccount | undefined,
  id: string,
  action: "approve" | "merge" | "reject",
  payload: object = {},
) => t.app.inject(as(account, { method: "POST", url: `/api/suggestions/${id}/${action}`, payload }));

/** The ids GET /api/places offers the account in a city and category: the guide form's picker list. */
export async function offeredIds(t: TestApp, account: TestAccount | undefined, cityId: string) {
  const response = await t.app.inject(
    as(account, { method: "GET", url: `/api/places?cityId=${cityId}&limit=200` }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlacePage>().items.map((place) => place.id);
}

/** The audit rows of a place, oldest first. */
export const auditOf = (t: TestApp, placeId: string) =>
  t.db
    .select()
    .from(placeReviewEvents)
    .where(eq(placeReviewEvents.placeId, placeId))
    .orderBy(asc(placeReviewEvents.createdAt));
