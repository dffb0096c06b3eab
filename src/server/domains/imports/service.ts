import { randomUUID } from "node:crypto";
import { byCategory, CATEGORIES } from "../../../shared/categories";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { GUIDE_INTRODUCTION_MAX_LENGTH } from "../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import {
  GUIDE_NAME_MAX_LENGTH,
  type GuideInput,
  type ImportRequest,
  type ImportResult,
  type ImportRow,
  suggestionInputSchema,
} from "../../../shared/schemas";
import { InvalidInputError, RateLimitedError } from "../../infrastructure/errors";
import type { IncomingImage } from "../../infrastructure/storage/upload-pipeline";
import type { SessionUser } from "../auth/session";
import { checkedGuideInput, createGuide, type GuideStore } from "../guides/service";
import { findCityLocation } from "../places/repository";
import type { ReadFile } from "./file-rows";
import { insertImportedPlaces } from "./mutations";
import { type City, type Found, linkedPlaceId, type NumberedRow, planRows } from "./plan-rows";
import { readInThread } from "./read-in-thread";
import { findNameMatches, findOfferedPlaces } from "./repository";
import { withLinkCoordinates } from "./row-fields";

/** The readers load on the import thread alone: the server's thread never parses an XML, zip or CSV file. */
const readFile = (file: IncomingImage): Promise<ReadFile> => readInThread(file.data, file.fileName || null);

async function cityOf(db: GuideStore["db"], cityId: string): Promise<City> {
  const city = await findCityLocation(db, cityId);
  if (!city)
    throw new InvalidInputError(GUIDE_MESSAGES.locationRequired, {
      cityId: [GUIDE_MESSAGES.locationRequired],
    });
  return { id: cityId, ...city };
}

function numbered(file: ReadFile, request: ImportRequest): NumberedRow[] {
  const choices = new Map(request.rows.map((choice) => [choice.row, choice]));
  return file.rows.map((fileRow, index) => {
    const choice = choices.get(index + 1);
    const located = choice?.lat != null && choice.lng != null ? { lat: choice.lat, lng: choice.lng } : {};
    return { ...withLinkCoordinates({ ...fileRow, ...located }), row: index + 1, choice };
  });
}

async function findPlaces(
  db: GuideStore["db"],
  city: City,
  user: SessionUser,
  rows: NumberedRow[],
): Promise<Found> {
  const named = rows.filter(
    (row) => !row.choice?.placeId && !linkedPlaceId(row) && row.name.trim().length >= 2,
  );
  const nameMatches = await findNameMatches(db, city, user.id, named);
  const ids = new Set([
    ...rows.flatMap((row) => [row.choice?.placeId, linkedPlaceId(row)].filter((id): id is string => !!id)),
    ...nameMatches.map((match) => match.placeId),
  ]);
  const places = await findOfferedPlaces(db, city.id, user.id, [...ids]);
  const byName = new Map<number, typeof nameMatches>();
  for (const match of nameMatches) byName.set(match.row, [...(byName.get(match.row) ?? []), match]);
  const known = new Map(places.map((place) => [place.id, place]));
  const unknown = rows.find((row) => row.choice?.placeId && !known.has(row.choice.placeId));
  if (unknown)
    throw new InvalidInputError(IMPORT_MESSAGES.rowPlaceUnknown(unknown.row), rowDetail(unknown.row));
  return { places: known, byName };
}

/** The row a refusal names, for the preview to scroll to. */
const rowDetail = (row: number) => ({ row: [String(row)] });

const cut = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).trimEnd());

/** A new row as a suggested place: its tag and address are the file's, or its category and coordinates. */
function newPlaceInput(row: ImportRow, tag: string | null, city: City) {
  if (row.lat === null || row.lng === null)
    throw new InvalidInputError(IMPORT_MESSAGES.rowNeedsLocation(row.row), rowDetail(row.row));
  if (!row.category)
    throw new InvalidInputError(IMPORT_MESSAGES.rowNeedsCategory(row.row), rowDetail(row.row));
  const link = row.link && /^https?:\/\/\S+$/i.test(row.link) && row.link.length <= 2000 ? row.link : "";
  const parsed = suggestionInputSchema.safeParse({
    name: cut(row.name.trim(), 120),
    category: row.category,
    tag: cut(tag ?? CATEGORIES[row.category].placeLabel, 40),
    address: cut(row.address ?? `${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`, 200),
    googleMapsLink: link,
    cityId: city.id,
    lat: row.lat,
    lng: row.lng,
  });
  if (!parsed.success)
    throw new InvalidInputError(
      `Row ${row.row}: ${parsed.error.issues[0]?.message ?? "it cannot be imported"}`,
    );
  return parsed.data;
}

function resultOf(file: ReadFile, rows: ImportRow[], guide: ImportResult["guide"]): ImportResult {
  const count = (outcome: ImportRow["outcome"]) => rows.filter((row) => row.outcome === outcome).length;
  return {
    format: file.format,
    name: file.name,
    description: file.description,
    folders: file.folders.slice(0, 100),
    counts: { matched: count("matched"), new: count("new"), skipped: count("skipped") },
    ignoredTracks: file.ignoredTracks,
    rows,
    guide,
  };
}

/** The draft's name: the user's, the file's, or what it is. */
function draftName(request: ImportRequest, file: ReadFile, city: City): string {
  const name = cut((request.guideName || file.name || "").trim(), GUIDE_NAME_MAX_LENGTH);
  return name.length >= 3 ? name : `${city.name}: imported places`;
}

/**
 * Reads a file and says what each of its places becomes; with mode `draft` or `places`, makes it so
 * (docs/product.md §5 Import). Nothing is written unless every row that becomes a new place has a location and
 * a category, and the user's imports stay within IMPORT_LIMITS.newPlacesPerDay.
 */
export async function importPlaces(
  { db, storage, jobs }: GuideStore,
  user: SessionUser,
  request: ImportRequest,
  upload: IncomingImage,
): Promise<ImportResult> {
  const city = await cityOf(db, request.cityId);
  const file = await readFile(upload);
  const rows = numbered(file, request);
  const planned = planRows(rows, city, await findPlaces(db, city, user, rows), request);
  if (request.mode === "preview") return resultOf(file, planned, null);

  const byRow = new Map(rows.map((row) => [row.row, row]));
  const additions = planned
    .filter((row) => row.outcome === "new")
    .map((row) => ({
      row: row.row,
      id: randomUUID(),
      input: newPlaceInput(row, byRow.get(row.row)?.tag ?? null, city),
    }));
  const idOfRow = new Map(additions.map((addition) => [addition.row, addition.id]));
  // The draft is checked before any place is written, so a refused draft leaves no new place behind.
  const draft =
    request.mode === "draft"
      ? draftInput(request, file, city, planned, (row) =>
          row.outcome === "new" ? idOfRow.get(row.row) : row.place?.id,
        )
      : undefined;
  const written = await insertImportedPlaces(db, {
    userId: user.id,
    approved: user.role === "admin",
    places: additions,
    perDay: IMPORT_LIMITS.newPlacesPerDay,
  });
  if (!written) throw new RateLimitedError(IMPORT_MESSAGES.dailyLimit(IMPORT_LIMITS.newPlacesPerDay));
  const added = new Map(
    (
      await findOfferedPlaces(
        db,
        city.id,
        user.id,
        additions.map((addition) => addition.id),
      )
    ).map((place) => [place.id, place]),
  );
  const done = planned.map((row) =>
    row.outcome === "new" ? { ...row, place: added.get(idOfRow.get(row.row) ?? "") ?? null } : row,
  );
  if (!draft) return resultOf(file, done, null);
  const guide = await createGuide({ db, storage, jobs }, user, async () => ({ input: draft }));
  return resultOf(file, done, { id: guide.id, citySlug: guide.citySlug });
}

/** The draft an import makes: every row not skipped that has a place and a category, with its note. */
function draftInput(
  request: ImportRequest,
  file: ReadFile,
  city: City,
  rows: ImportRow[],
  placeIdOf: (row: ImportRow) => string | undefined,
): GuideInput {
  const included = rows.flatMap((row) => {
    const placeId = placeIdOf(row);
    return row.outcome !== "skipped" && placeId && row.category ? [{ ...row, placeId }] : [];
  });
  return checkedGuideInput({
    name: draftName(request, file, city),
    cityId: city.id,
    places: byCategory((key) => included.filter((row) => row.category === key).map((row) => row.placeId)),
    notes: Object.fromEntries(included.filter((row) => row.note).map((row) => [row.placeId, row.note])),
    introduction: cut(file.description, GUIDE_INTRODUCTION_MAX_LENGTH),
    status: "draft",
  });
}
