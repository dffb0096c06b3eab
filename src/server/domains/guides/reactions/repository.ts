import { and, desc, eq, sql } from "drizzle-orm";
import type { PlaceComment, PlaceReactions } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { isoTimestamp } from "../../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../../infrastructure/db/keyset-pages";
import { guidePlaces, placeComments, placeReactions, users } from "../../../infrastructure/db/schema";

/**
 * The row's place, spelled with its table: drizzle leaves a single-table select's columns unqualified, which inside
 * a subquery on place_reactions would mean that table's own place_id.
 */
const rowPlace = sql`${guidePlaces}.${sql.identifier("place_id")}`;

const reactor = sql`json_build_object('id', ${users.id}, 'username', '@' || coalesce(${users.username}, 'unknown'),
  'name', coalesce(nullif(${users.firstName}, ''), 'Unknown'))`;

/**
 * Each place of the guide that has reactions or comments: the counts, the reader's own reaction and, when
 * `withNames`, who reacted, in one statement.
 */
export async function listGuideReactions(
  db: Database,
  guideId: string,
  readerId: string | undefined,
  withNames: boolean,
): Promise<PlaceReactions[]> {
  const reactors = (kind: "up" | "down") =>
    withNames
      ? sql`(select coalesce(json_agg(${reactor} order by ${placeReactions.createdAt}), '[]') from ${placeReactions}
          join ${users} on ${users.id} = ${placeReactions.userId}
          where ${placeReactions.guideId} = ${guideId} and ${placeReactions.placeId} = ${rowPlace}
            and ${placeReactions.kind} = ${kind})`
      : sql`'[]'::json`;
  const counted = (kind: "up" | "down") =>
    sql`(select count(*) from ${placeReactions} where ${placeReactions.guideId} = ${guideId}
      and ${placeReactions.placeId} = ${rowPlace} and ${placeReactions.kind} = ${kind})`.mapWith(Number);
  const rows = await db
    .select({
      placeId: guidePlaces.placeId,
      up: counted("up"),
      down: counted("down"),
      mine: readerId
        ? sql<
            string | null
          >`(select ${placeReactions.kind} from ${placeReactions} where ${placeReactions.guideId} = ${guideId}
            and ${placeReactions.placeId} = ${rowPlace} and ${placeReactions.userId} = ${readerId})`
        : sql<null>`null`,
      upBy: sql<PlaceReactions["upBy"]>`${reactors("up")}`,
      downBy: sql<PlaceReactions["downBy"]>`${reactors("down")}`,
      comments: sql`(select count(*) from ${placeComments} where ${placeComments.guideId} = ${guideId}
        and ${placeComments.placeId} = ${rowPlace})`.mapWith(Number),
    })
    .from(guidePlaces)
    .where(eq(guidePlaces.guideId, guideId));
  return rows
    .map((row) => ({ ...row, mine: (row.mine as PlaceReactions["mine"]) ?? null }))
    .filter((row) => row.up + row.down + row.comments > 0);
}

export async function isPlaceInGuide(db: Database, guideId: string, placeId: string): Promise<boolean> {
  const [row] = await db
    .select({ placeId: guidePlaces.placeId })
    .from(guidePlaces)
    .where(and(eq(guidePlaces.guideId, guideId), eq(guidePlaces.placeId, placeId)));
  return Boolean(row);
}

const commentColumns = {
  id: placeComments.id,
  placeId: placeComments.placeId,
  body: placeComments.body,
  createdAt: isoTimestamp(placeComments.createdAt),
  edited: sql<boolean>`${placeComments.updatedAt} > ${placeComments.createdAt}`,
  authorId: users.id,
  authorUsername: users.username,
  authorName: users.firstName,
  authorAvatar: users.image,
};
type CommentRow = { [K in keyof typeof commentColumns]: unknown };

function toComment(row: CommentRow): PlaceComment {
  return {
    id: row.id as string,
    placeId: row.placeId as string,
    body: row.body as string,
    createdAt: row.createdAt as string,
    edited: Boolean(row.edited),
    author: {
      id: row.authorId as string,
      username: `@${(row.authorUsername as string | null) ?? "unknown"}`,
      name: (row.authorName as string | null) || "Unknown",
      avatar: row.authorAvatar as string | null,
    },
  };
}

/** A place's comments in the guide, newest first from `cursor`: `limit` and one more when more follow. */
export async function listPlaceComments(
  db: Database,
  guideId: string,
  placeId: string,
  page: { cursor?: Cursor; limit: number },
): Promise<PlaceComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(placeComments)
    .innerJoin(users, eq(users.id, placeComments.userId))
    .where(
      and(
        eq(placeComments.guideId, guideId),
        eq(placeComments.placeId, placeId),
        page.cursor
          ? sql`(${placeComments.createdAt}, ${placeComments.id}) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(placeComments.createdAt), desc(placeComments.id))
    .limit(page.limit + 1);
  return rows.map(toComment);
}

export async function findComment(
  db: Database,
  guideId: string,
  commentId: string,
): Promise<PlaceComment | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(placeComments)
    .innerJoin(users, eq(users.id, placeComments.userId))
    .where(and(eq(placeComments.guideId, guideId), eq(placeComments.id, commentId)));
  return row ? toComment(row) : undefined;
}
