import { eq, sql } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import { users } from "../../infrastructure/db/schema";
import type { UserRow } from "./repository";

export type ProfileChanges = { firstName: string; lastName: string | null; username: string };

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      name: [changes.firstName, changes.lastName].filter(Boolean).join(" "),
      username: changes.username.toLowerCase(),
      displayUsername: changes.username,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

/**
 * Makes `key` the user's avatar and answers the one it replaced. The user's row is locked while it is read and
 * written, so parallel uploads replace each other in turn and each answers a different predecessor: every
 * replaced picture gets deleted, none is left behind on disk.
 */
export async function replaceAvatar(db: Database, userId: string, key: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx.update(users).set({ image: key, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return row?.image ?? null;
  });
}
