import { and, eq, ne } from "drizzle-orm";
import type { Me, Profile } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { users } from "../../infrastructure/db/schema";

export type UserRow = typeof users.$inferSelect;

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    username: row.username ?? "unknown",
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.image,
    isDemo: row.isDemo,
  };
}

export function toMe(row: UserRow): Me {
  return {
    ...toProfile(row),
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Usernames are unique case-insensitively, as better-auth stores them lowercased. */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return row;
}

export async function isUsernameTakenByOther(
  db: Database,
  username: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}
