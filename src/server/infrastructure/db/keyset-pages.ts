import { InvalidInputError } from "../errors";

/** Keyset position in a "newest first" list: creation time, ties broken by id (docs/decisions/005). */
export type Cursor = { createdAt: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows are made from 1970 on; JavaScript accepts years PostgreSQL refuses (0000, negative, 275760). */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/** What `toISOString` writes, within the years PostgreSQL accepts: the check every cursor's time passes. */
export function isIsoTimestamp(value: string): boolean {
  const time = Date.parse(value);
  return time >= EARLIEST && time <= LATEST && new Date(time).toISOString() === value;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  // Only what encodeCursor writes: anything looser (e.g. "1", which Date.parse accepts) would reach the
  // database's casts and fail there with a 500.
  if (!createdAt || !id || !isIsoTimestamp(createdAt) || !UUID.test(id))
    throw new InvalidInputError("Invalid cursor");
  return { createdAt, id };
}

/**
 * Keyset position in a "most saved first" list (docs/decisions/016): the saves the last row had, its creation
 * time and id, and `asOf`, the end of the counting window fixed by the first page, so every later page counts
 * the same saves and a save made meanwhile cannot move a guide across the page boundary.
 */
export type PopularCursor = Cursor & { asOf: string; saves: number };

const POPULAR_PREFIX = "popular";
const SAVES = /^\d{1,9}$/;

export function encodePopularCursor(cursor: PopularCursor): string {
  const fields = [POPULAR_PREFIX, cursor.asOf, cursor.saves, cursor.createdAt, cursor.id];
  return Buffer.from(fields.join("|")).toString("base64url");
}

export function decodePopularCursor(value: string | undefined): PopularCursor | undefined {
  if (!value) return undefined;
  const fields = Buffer.from(value, "base64url").toString("utf8").split("|");
  const [prefix, asOf, saves, createdAt, id] = fields;
  if (
    fields.length !== 5 ||
    prefix !== POPULAR_PREFIX ||
    !asOf ||
    !isIsoTimestamp(asOf) ||
    !saves ||
    !SAVES.test(saves) ||
    !createdAt ||
    !isIsoTimestamp(createdAt) ||
    !id ||
    !UUID.test(id)
  )
    throw new InvalidInputError("Invalid cursor");
  return { asOf, saves: Number(saves), createdAt, id };
}

/** Splits the extra row fetched past the page into the next cursor. */
export function toPage<T extends { id: string; createdAt: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
  return { items, nextCursor };
}

/** toPage for a "most saved first" list: each row carries its saves in the window that ends at `asOf`. */
export function toPopularPage<T extends { id: string; createdAt: string }>(
  rows: { item: T; saves: number }[],
  limit: number,
  asOf: string,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodePopularCursor({ asOf, saves: last.saves, createdAt: last.item.createdAt, id: last.item.id })
      : null;
  return { items: page.map((row) => row.item), nextCursor };
}
