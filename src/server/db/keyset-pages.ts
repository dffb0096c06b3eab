import { InvalidInputError } from "../errors";

/** Keyset position in a "newest first" list: creation time, ties broken by id (docs/decisions/005). */
export type Cursor = { createdAt: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows are made from 1970 on; JavaScript accepts years PostgreSQL refuses (0000, negative, 275760). */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

function isIsoTimestamp(value: string): boolean {
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

/** Splits the extra row fetched past the page into the next cursor. */
export function toPage<T extends { id: string; createdAt: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
  return { items, nextCursor };
}
