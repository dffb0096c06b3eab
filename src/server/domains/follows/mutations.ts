import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import {
  cityFollows,
  guideInvites,
  guideMembers,
  guides,
  userBlocks,
  userFollows,
} from "../../infrastructure/db/schema";

/** True when this call made the follow, false when it was there already; the unique key keeps one row. */
export async function follow(db: Database, followerId: string, followeeId: string): Promise<boolean> {
  const made = await db
    .insert(userFollows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ id: userFollows.id });
  return made.length > 0;
}

export async function unfollow(db: Database, followerId: string, followeeId: string): Promise<void> {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
}

export async function followCity(db: Database, userId: string, cityId: string): Promise<boolean> {
  const made = await db
    .insert(cityFollows)
    .values({ userId, cityId })
    .onConflictDoNothing()
    .returning({ id: cityFollows.id });
  return made.length > 0;
}

export async function unfollowCity(db: Database, userId: string, cityId: string): Promise<void> {
  await db.delete(cityFollows).where(and(eq(cityFollows.userId, userId), eq(cityFollows.cityId, cityId)));
}

/**
 * Blocking ends the follows between the two, both ways, and the blocked person's place in the blocker's guides
 * (memberships and invitations), in the same transaction as the block.
 */
export async function block(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    const blockersGuides = tx.select({ id: guides.id }).from(guides).where(eq(guides.createdBy, blockerId));
    await tx
      .delete(guideMembers)
      .where(and(eq(guideMembers.userId, blockedId), inArray(guideMembers.guideId, blockersGuides)));
    await tx
      .delete(guideInvites)
      .where(and(eq(guideInvites.inviteeId, blockedId), inArray(guideInvites.guideId, blockersGuides)));
    await tx
      .delete(userFollows)
      .where(
        or(
          and(eq(userFollows.followerId, blockerId), eq(userFollows.followeeId, blockedId)),
          and(eq(userFollows.followerId, blockedId), eq(userFollows.followeeId, blockerId)),
        ),
      );
  });
}

export async function unblock(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}
