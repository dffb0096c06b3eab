import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../infrastructure/db/client";
import { guides, placeComments, placeReactions } from "../../../infrastructure/db/schema";

type PlaceOfGuide = { guideId: string; placeId: string; userId: string };

/** A member's reaction to a place, replacing the one they gave before. */
export async function upsertReaction(
  db: Database,
  reaction: PlaceOfGuide & { kind: "up" | "down" },
): Promise<void> {
  await db
    .insert(placeReactions)
    .values(reaction)
    .onConflictDoUpdate({
      target: [placeReactions.guideId, placeReactions.placeId, placeReactions.userId],
      set: { kind: reaction.kind, createdAt: sql`now()` },
    });
}

export async function deleteReaction(
  db: Database,
  { guideId, placeId, userId }: PlaceOfGuide,
): Promise<void> {
  await db
    .delete(placeReactions)
    .where(
      and(
        eq(placeReactions.guideId, guideId),
        eq(placeReactions.placeId, placeId),
        eq(placeReactions.userId, userId),
      ),
    );
}

export async function insertComment(db: Database, comment: PlaceOfGuide & { body: string }): Promise<string> {
  const [row] = await db.insert(placeComments).values(comment).returning({ id: placeComments.id });
  if (!row) throw new Error("Comment insert returned no row");
  return row.id;
}

export async function updateCommentBody(db: Database, commentId: string, body: string): Promise<void> {
  await db.update(placeComments).set({ body, updatedAt: sql`now()` }).where(eq(placeComments.id, commentId));
}

export async function deleteComment(db: Database, commentId: string): Promise<void> {
  await db.delete(placeComments).where(eq(placeComments.id, commentId));
}

export async function updateShowReactionCounts(db: Database, guideId: string, show: boolean): Promise<void> {
  await db.update(guides).set({ showReactionCounts: show }).where(eq(guides.id, guideId));
}
