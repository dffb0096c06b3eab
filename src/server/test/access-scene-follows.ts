import { asc, eq, or } from "drizzle-orm";
import { notifyMember } from "../domains/notifications/service";
import { cityFollows, notifications, userBlocks, userFollows, users } from "../infrastructure/db/schema";
import type { TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { cityByValue, createGuide } from "./fixtures";

/** What of an access-matrix scene the follows' resources need (access-scene.ts's AccessScene). */
type Scene = { t: TestApp; owner: TestAccount; n: number; resource(name: string): Promise<string> };

async function idOf(scene: Scene, username: string): Promise<string> {
  const [row] = await scene.t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? "";
}

/** The follows and blocks between the owner and a stranger the follows' part of the matrix starts from. */
export const FOLLOW_RESOURCES = {
  /** A stranger the owner follows, by username. */
  strangerOwnerFollows: async (scene: Scene) => {
    const username = await scene.resource("strangerUsername");
    await scene.t.db
      .insert(userFollows)
      .values({ followerId: scene.owner.id, followeeId: await idOf(scene, username) });
    return username;
  },
  /** A stranger who follows the owner, by username. */
  strangerFollowingOwner: async (scene: Scene) => {
    const username = await scene.resource("strangerUsername");
    await scene.t.db
      .insert(userFollows)
      .values({ followerId: await idOf(scene, username), followeeId: scene.owner.id });
    return username;
  },
  /** A stranger the owner blocked, by username. */
  strangerOwnerBlocked: async (scene: Scene) => {
    const username = await scene.resource("strangerUsername");
    await scene.t.db
      .insert(userBlocks)
      .values({ blockerId: scene.owner.id, blockedId: await idOf(scene, username) });
    return username;
  },
  /**
   * A guide published by a stranger the owner follows, in a city no caller follows (the matrix's other callers
   * follow Paris): in the owner's Following feed only, by id.
   */
  guideInOwnerFeed: async (scene: Scene) => {
    const username = await scene.resource("strangerOwnerFollows");
    return createGuide(scene.t.db, {
      createdBy: await idOf(scene, username),
      city: await cityByValue(scene.t.db, "berlin"),
    });
  },
  /** An unread notification of the owner's (a stranger followed them), by id. */
  ownerNotification: async (scene: Scene) => {
    const stranger = await idOf(scene, await scene.resource("strangerUsername"));
    await notifyMember(scene.t.db, scene.owner.id, {
      kind: "followed",
      groupKey: `followed:matrix-${scene.n}`,
      key: stranger,
      actorId: stranger,
    });
    const [row] = await scene.t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.groupKey, `followed:matrix-${scene.n}`));
    return row?.id ?? "";
  },
  /** A city the owner follows, by slug. */
  cityOwnerFollows: async (scene: Scene) => {
    const prague = await cityByValue(scene.t.db, "prague");
    await scene.t.db
      .insert(cityFollows)
      .values({ userId: scene.owner.id, cityId: prague.id })
      .onConflictDoNothing();
    return prague.slug;
  },
};

/** What the follows' writes may change: the owner's follows both ways, their blocks, cities and notifications. */
export const FOLLOW_PROBES = {
  ownerFollows: async ({ t, owner }: Scene) => ({
    people: await t.db
      .select()
      .from(userFollows)
      .where(or(eq(userFollows.followerId, owner.id), eq(userFollows.followeeId, owner.id)))
      .orderBy(asc(userFollows.id)),
    cities: await t.db
      .select()
      .from(cityFollows)
      .where(eq(cityFollows.userId, owner.id))
      .orderBy(asc(cityFollows.id)),
  }),
  ownerNotifications: async ({ t, owner }: Scene) =>
    t.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, owner.id))
      .orderBy(asc(notifications.id)),
  ownerBlocks: async ({ t, owner }: Scene) =>
    t.db.select().from(userBlocks).where(eq(userBlocks.blockerId, owner.id)).orderBy(asc(userBlocks.id)),
};
