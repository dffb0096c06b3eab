import { and, desc, eq, sql } from "drizzle-orm";
import type { PlaceComment, PlaceReactions } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { isoTimestamp } from "../../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../../infrastructure/db/keyset-pages";
import { flagsSet, placeholder, preparedPerDatabase } from "../../../infrastructure/db/prepared";
import { guidePlaces, placeComments, placeReactions, users } from "../../../infrastructure/db/schema";

const reactor = sql`json_build_object('id', ${users.id}, 'username', '@' || coalesce(${users.username}, 'unknown'),
  'name', coalesce(nullif(${users.firstName}, ''), 'Unknown'))`;

/**
 * A guide's places, each joined to its reactions and their givers and counted in one pass (a member's open page
 * reads it again at every change to the guide). Prepared per shape (docs/decisions/020): with or without a reader,
 * with or without who reacted.
 */
const guideReactionsStatement = preparedPerDatabase(
  "guide_reactions",
  (db, shape: { reader: boolean; names: boolean }) => {
    const of = (kind: "up" | "down") => sql`${placeReactions.kind} = ${sql.raw(`'${kind}'`)}`;
    const givers = (kind: "up" | "down") =>
      shape.names
        ? sql`coalesce(json_agg(${reactor} order by ${placeReactions.createdAt}) filter (where ${of(kind)}), '[]')`
        : sql`'[]'::json`;
    return db
      .select({
        placeId: guidePlaces.placeId,
        up: sql`count(*) filter (where ${of("up")})`.mapWith(Number),
        down: sql`count(*) filter (where ${of("down")})`.mapWith(Number),
        mine: shape.reader
          ? sql<
              string | null
            >`min(${placeReactions.kind}) filter (where ${placeReactions.userId} = ${placeholder("readerId")})`
          : sql<null>`null`,
        upBy: sql<PlaceReactions["upBy"]>`${givers("up")}`,
        downBy: sql<PlaceReactions["downBy"]>`${givers("down")}`,
        comments:
          sql`(select count(*) from ${placeComments} where ${placeComments.guideId} = ${guidePlaces.guideId}
          and ${placeComments.placeId} = ${guidePlaces.placeId})`.mapWith(Number),
      })
      .from(guidePlaces)
      .leftJoin(
        placeReactions,
        and(eq(placeReactions.guideId, guidePlaces.guideId), eq(placeReactions.placeId, guidePlaces.placeId)),
      )
      .leftJoin(users, eq(users.id, placeReactions.userId))
      .where(eq(guidePlaces.guideId, placeholder("guideId")))
      .groupBy(guidePlaces.guideId, guidePlaces.placeId);
  },
  flagsSet,
);

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
  const statement = guideReactionsStatement(db, { reader: readerId !== undefined, names: withNames });
  const rows = await statement.execute({ guideId, readerId });
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
