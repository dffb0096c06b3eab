import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
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

export async function setAvatar(db: Database, userId: string, key: string): Promise<void> {
  await db.update(users).set({ image: key, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
